/**
 * The focus aids' part of the backup: the user's custom aids, and which built-in aids they switched off. A link to
 * an aid resolves to an aid of the file, a built-in aid or one of the user's own.
 */
import { FOCUS_AID_CATEGORIES, MAX_CUSTOM_FOCUS_AIDS } from '@wellness/contract';
import type { ImportContext, KeyedSection, KeylessSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { bit, storedBool } from '../../backup/stored-values.js';
import { storedEnum } from '../../lib/stored-enum.js';
import { DEFAULT_FOCUS_AIDS } from './default-aids.js';
import { countCustomAids, customAidPage, ownCustomAidIds, visibilityRows } from './repository.js';

const builtInIds: ReadonlySet<string> = new Set(DEFAULT_FOCUS_AIDS.map((aid) => aid.id));

/** Of the given ids, those naming an aid the account knows: built in, or one of the user's custom aids. */
async function knownAidIds({ trx, owner }: ImportContext, ids: readonly string[]): Promise<ReadonlySet<string>> {
  const own = await ownCustomAidIds(
    trx,
    owner.id,
    ids.filter((id) => !builtInIds.has(id)),
  );
  return new Set(ids.filter((id) => builtInIds.has(id) || own.has(id)));
}

export const focusAidBackup: KeyedSection<'focusAids'> = {
  kind: 'focusAids',
  tables: ['focus_aids'],
  exportedWith: 'focusAids',
  identity: {
    table: 'focus_aids',
    linkNoun: 'a focus aid',
    cap: { limit: MAX_CUSTOM_FOCUS_AIDS, noun: 'custom focus aids', count: countCustomAids },
    resolvableIds: knownAidIds,
  },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => customAidPage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      yield page.map((row) => ({
        id: row.id,
        name: row.name,
        icon: row.icon,
        category: storedEnum(FOCUS_AID_CATEGORIES, row.category, 'focus_aids.category'),
        description: row.description,
        isActive: storedBool(row.is_active),
        createdAt: row.created_at,
      }));
    }
  },

  async write({ trx, owner }, records) {
    return insertRows(
      trx,
      'focus_aids',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        name: r.name,
        icon: r.icon,
        category: r.category,
        description: r.description,
        is_active: bit(r.isActive),
        created_at: r.createdAt,
      })),
    );
  },
};

export const focusAidVisibilityBackup: KeylessSection<'focusAidVisibility'> = {
  kind: 'focusAidVisibility',
  tables: ['focus_aid_visibility'],
  exportedWith: 'focusAids',

  async *exportPages(db, scope) {
    yield (await visibilityRows(db, scope.userId)).map((row) => ({ aidId: row.aid_id, isActive: storedBool(row.is_active) }));
  },

  async check(ctx, records) {
    const known = await knownAidIds(
      ctx,
      records.map((v) => v.aidId),
    );
    return records.flatMap((v, i) => (known.has(v.aidId) ? [] : [{ path: `${i}.aidId`, message: 'Not a focus aid of the account' }]));
  },

  async write({ trx, owner }, records) {
    return insertRows(
      trx,
      'focus_aid_visibility',
      records.map((r) => ({ user_id: owner.id, aid_id: r.aidId, is_active: bit(r.isActive) })),
    );
  },
};
