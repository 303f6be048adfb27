/**
 * Focus aid rules: built-in aids every user can hide or show, custom aids the user owns, batch toggling, and
 * effectiveness from the productivity of entries that used each aid.
 */
import {
  FOCUS_AID_CATEGORIES,
  FOCUS_AID_MESSAGES,
  MAX_CUSTOM_FOCUS_AIDS,
  type EffectiveAid,
  type FocusAid,
  type FocusAidCategory,
  type FocusAidLists,
  type Period,
} from '@wellness/contract';
import * as accounts from '../../accounts/repository.js';
import type { DatabaseKind } from '../../db/connection.js';
import { idForKey, oncePerKey } from '../../db/once-per-key.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import { periodFirstDay } from '../../reads/day-series/periods.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/secure-token.js';
import { DEFAULT_FOCUS_AIDS, type DefaultAid } from './default-aids.js';
import * as repo from './repository.js';
import type { Owner } from '../../lib/owner.js';
import { storedEnum } from '../../lib/stored-enum.js';

function customToAid(row: repo.CustomAidRow): FocusAid {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    category: storedEnum(FOCUS_AID_CATEGORIES, row.category, 'focus aid category'),
    description: row.description,
    isActive: Number(row.is_active) === 1,
    isDefault: false,
  };
}

const defaultById: ReadonlyMap<string, DefaultAid> = new Map(DEFAULT_FOCUS_AIDS.map((aid) => [aid.id, aid]));

export type FocusAidService = ReturnType<typeof createFocusAidService>;

export function createFocusAidService(deps: { db: Db; kind: DatabaseKind; clock: Clock }) {
  const { db, kind, clock } = deps;
  const notFound = () => new AppError('not_found', FOCUS_AID_MESSAGES.notFound);

  async function lists(owner: Owner): Promise<FocusAidLists> {
    const visibility = await repo.listDefaultVisibility(db, owner.id);
    const defaults = DEFAULT_FOCUS_AIDS.map((aid): FocusAid => ({ ...aid, isActive: visibility.get(aid.id) ?? true, isDefault: true }));
    const custom = (await repo.listCustomAids(db, owner.id)).map(customToAid);
    return { default: defaults, custom, all: [...defaults, ...custom] };
  }

  async function findAid(owner: Owner, id: string): Promise<FocusAid> {
    const aid = (await lists(owner)).all.find((a) => a.id === id);
    if (!aid) throw notFound();
    return aid;
  }

  async function setActive(owner: Owner, aid: FocusAid, isActive: boolean, executor = db): Promise<void> {
    if (aid.isDefault) await repo.setDefaultVisibility(executor, owner.id, aid.id, isActive);
    else await repo.updateCustomAid(executor, owner.id, aid.id, { is_active: isActive ? 1 : 0 });
  }

  /** Adds a custom aid; the count and the insert hold the user (a cap holds under a burst). */
  async function createCustom(
    owner: Owner,
    input: { name: string; icon: string; category: FocusAidCategory; description?: string | undefined },
    key: string | null,
  ): Promise<FocusAid> {
    const row: repo.CustomAidRow = {
      id: newId(),
      user_id: owner.id,
      name: input.name,
      icon: input.icon,
      category: input.category,
      description: input.description ? input.description : null,
      is_active: 1,
      idempotency_key: key,
      created_at: clock.now().toISOString(),
    };
    await accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
      if ((await repo.countCustomAids(trx, owner.id)) >= MAX_CUSTOM_FOCUS_AIDS) throw new AppError('conflict', FOCUS_AID_MESSAGES.tooMany);
      await repo.insertCustomAid(trx, row);
    });
    return customToAid(row);
  }

  return {
    lists,

    async active(owner: Owner): Promise<FocusAid[]> {
      return (await lists(owner)).all.filter((aid) => aid.isActive);
    },

    /** Every aid id of the user (built-in or their own), for checking entries. */
    async knownAids(owner: Owner): Promise<Map<string, FocusAid>> {
      return new Map((await lists(owner)).all.map((aid) => [aid.id, aid]));
    },

    /** Adds a custom aid; with an idempotency key a save sent again answers the aid kept first. */
    async create(
      owner: Owner,
      input: { name: string; icon: string; category: FocusAidCategory; description?: string | undefined; idempotencyKey?: string | undefined },
    ): Promise<FocusAid> {
      const key = input.idempotencyKey ?? null;
      return oncePerKey(key, {
        find: (k) => idForKey(db, 'focus_aids', owner.id, k),
        answer: async (id) => {
          const kept = (await lists(owner)).all.find((aid) => aid.id === id);
          if (!kept) throw notFound();
          return kept;
        },
        create: () => createCustom(owner, input, key),
      });
    },

    async update(
      owner: Owner,
      id: string,
      input: {
        name?: string | undefined;
        icon?: string | undefined;
        category?: FocusAidCategory | undefined;
        description?: string | null | undefined;
        isActive?: boolean | undefined;
      },
    ): Promise<FocusAid> {
      const aid = await findAid(owner, id);
      if (aid.isDefault) {
        const editsContent = input.name !== undefined || input.icon !== undefined || input.category !== undefined || input.description !== undefined;
        if (editsContent) throw new AppError('validation', FOCUS_AID_MESSAGES.defaultNotEditable);
        if (input.isActive !== undefined) await setActive(owner, aid, input.isActive);
      } else {
        const changes: Parameters<typeof repo.updateCustomAid>[3] = {};
        if (input.name !== undefined) changes.name = input.name;
        if (input.icon !== undefined) changes.icon = input.icon;
        if (input.category !== undefined) changes.category = input.category;
        if (input.description !== undefined) changes.description = input.description ? input.description : null;
        if (input.isActive !== undefined) changes.is_active = input.isActive ? 1 : 0;
        if (Object.keys(changes).length > 0) await repo.updateCustomAid(db, owner.id, id, changes);
      }
      return findAid(owner, id);
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (defaultById.has(id)) throw new AppError('validation', FOCUS_AID_MESSAGES.defaultNotDeletable);
      if (!(await repo.deleteCustomAid(db, owner.id, id))) throw notFound();
    },

    /** Flips each named aid between active and hidden, all or nothing. */
    async batchToggle(owner: Owner, ids: readonly string[]): Promise<FocusAidLists> {
      const known = new Map((await lists(owner)).all.map((aid) => [aid.id, aid]));
      const unique = [...new Set(ids)];
      const missing = unique.filter((id) => !known.has(id));
      if (missing.length > 0) throw notFound();
      await db.transaction().execute(async (trx) => {
        for (const id of unique) {
          const aid = known.get(id);
          if (aid) await setActive(owner, aid, !aid.isActive, trx);
        }
      });
      return lists(owner);
    },

    async effectiveness(owner: Owner, period: Period, minUsage: number): Promise<EffectiveAid[]> {
      const fromDay = periodFirstDay(period, calendarDayIn(clock.now(), owner.timezone));
      const known = new Map((await lists(owner)).all.map((aid) => [aid.id, aid]));
      return (await repo.aidUsageSince(db, owner.id, fromDay))
        .filter((usage) => usage.usageCount >= minUsage && known.has(usage.aidId))
        .map((usage) => {
          const aid = known.get(usage.aidId);
          return {
            id: usage.aidId,
            name: aid?.name ?? '',
            icon: aid?.icon ?? '',
            usageCount: usage.usageCount,
            avgProductivityScore: usage.avgProductivity === null ? null : Math.round(usage.avgProductivity * 10) / 10,
          };
        })
        .sort((a, b) => (b.avgProductivityScore ?? -1) - (a.avgProductivityScore ?? -1) || b.usageCount - a.usageCount || a.name.localeCompare(b.name));
    },
  };
}
