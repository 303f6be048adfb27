/**
 * Custom mood tags: a user's own tags beside the spec's eight, capped per user, unique by name (case-insensitive, and
 * never one of the eight). `knownTags` is what the entries service checks an entry's tags against.
 */
import { MOOD_TAG_LIMITS, MOOD_TAG_MESSAGES, MOOD_TAGS, nameKey, type MoodTag, type MoodTagList } from '@wellness/contract';
import * as accounts from '../../accounts/repository.js';
import { idForKey, oncePerKey } from '../../db/once-per-key.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { newId } from '../../lib/secure-token.js';
import * as repo from './repository.js';

const toMoodTag = (row: repo.MoodTagRow): MoodTag => ({ id: row.id, name: row.name, createdAt: row.created_at });
const DEFAULT_KEYS = new Map(MOOD_TAGS.map((tag) => [nameKey(tag), tag]));

/** Every tag a user may put on an entry, by key: the eight and the user's own, each as it is spelled. */
export function knownMoodTags(db: DbOrTx) {
  return async (owner: Pick<Owner, 'id'>): Promise<ReadonlyMap<string, string>> => {
    const custom = await repo.listMoodTags(db, owner.id);
    return new Map([...DEFAULT_KEYS, ...custom.map((row) => [row.name_key, row.name] as const)]);
  };
}

export type MoodTagService = ReturnType<typeof createMoodTagService>;

export function createMoodTagService(deps: { db: Db; kind: DatabaseKind; clock: Clock }) {
  const { db, kind, clock } = deps;
  return {
    async list(owner: Owner): Promise<MoodTagList> {
      return { defaults: [...MOOD_TAGS], custom: (await repo.listMoodTags(db, owner.id)).map(toMoodTag) };
    },

    /** Adds a tag; with an idempotency key a save sent again is answered with the tag kept first. */
    async create(owner: Owner, input: { name: string; idempotencyKey?: string | undefined }): Promise<MoodTag> {
      const saveKey = input.idempotencyKey ?? null;
      return oncePerKey(saveKey, {
        find: (k) => idForKey(db, 'mood_tags', owner.id, k),
        answer: async (id) => {
          const kept = await repo.findMoodTag(db, owner.id, id);
          if (!kept) throw new AppError('not_found', MOOD_TAG_MESSAGES.notFound);
          return toMoodTag(kept);
        },
        create: async () => {
          const key = nameKey(input.name);
          const duplicate = () => new AppError('conflict', MOOD_TAG_MESSAGES.duplicate, { details: [{ path: 'name', message: MOOD_TAG_MESSAGES.duplicate }] });
          if (DEFAULT_KEYS.has(key)) throw duplicate();
          const row: repo.MoodTagRow = {
            id: newId(),
            user_id: owner.id,
            name: input.name,
            name_key: key,
            created_at: clock.now().toISOString(),
            idempotency_key: saveKey,
          };
          await accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
            if ((await repo.countMoodTags(trx, owner.id)) >= MOOD_TAG_LIMITS.perUser) throw new AppError('conflict', MOOD_TAG_MESSAGES.tooMany);
            if (!(await repo.insertMoodTag(trx, row))) throw duplicate();
          });
          return toMoodTag(row);
        },
      });
    },

    /** Entries that carry the tag keep it: a deleted tag no longer offered is still part of the days it described. */
    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await repo.deleteMoodTag(db, owner.id, id))) throw new AppError('not_found', MOOD_TAG_MESSAGES.notFound);
    },
  };
}
