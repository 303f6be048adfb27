/**
 * Condition rules: the shipped catalog plus each user's own custom conditions, and the conditions a user tracks. A
 * custom condition belongs to one user: for anyone else its id answers exactly like an id that does not exist (404).
 */
import {
  CONDITION_CATEGORIES,
  CONDITION_LIMITS,
  CONDITION_MESSAGES,
  TRACKING_METRICS,
  conditionNameTakenMessage,
  type Condition,
  type ConditionCategory,
  type TrackingMetric,
  type UserCondition,
  type addUserConditionRequestSchema,
  type createCustomConditionRequestSchema,
} from '@wellness/contract';
import type { z } from 'zod';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import * as accounts from '../../accounts/repository.js';
import { idForKey, oncePerKey } from '../../db/once-per-key.js';
import type { DatabaseKind } from '../../db/connection.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { newId } from '../../lib/secure-token.js';
import { catalogCondition, CONDITION_CATALOG, type CatalogCondition } from './condition-catalog.js';
import * as repo from './repository.js';

export type CreateCustomConditionInput = z.output<typeof createCustomConditionRequestSchema>;
export type AddUserConditionInput = z.output<typeof addUserConditionRequestSchema>;

type SettingValue = string | number | boolean | null;

function pick<T extends string>(allowed: readonly T[], values: readonly string[]): T[] {
  return values.filter((value): value is T => (allowed as readonly string[]).includes(value));
}

function category(value: string): ConditionCategory {
  if (!(CONDITION_CATEGORIES as readonly string[]).includes(value)) throw new Error(`Unexpected stored condition category ${value}`);
  return value as ConditionCategory;
}

function fromCatalog(condition: CatalogCondition): Condition {
  return { ...condition, defaultMetrics: [...condition.defaultMetrics], defaultTags: [...condition.defaultTags], isCustom: false };
}

function fromCustom(row: repo.CustomConditionRow): Condition {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: category(row.category),
    defaultMetrics: pick(TRACKING_METRICS, JSON.parse(row.default_metrics) as string[]),
    defaultTags: (JSON.parse(row.default_tags) as unknown[]).filter((tag): tag is string => typeof tag === 'string'),
    color: row.color,
    isCustom: true,
  };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** Tags in their first spelling, a repeat that differs only in case left out ("Tired", "tired" is one tag). */
function onceEach(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type ConditionService = ReturnType<typeof createConditionService>;

export function createConditionService(deps: { db: Db; kind: DatabaseKind; clock: Clock }) {
  const { db, kind, clock } = deps;
  const notFound = (details?: { path: string; message: string }[]) => new AppError('not_found', CONDITION_MESSAGES.notFound, details ? { details } : {});

  /** Every condition the user can see: the catalog in its order, then the user's own in the order they were made. */
  async function visible(owner: Pick<Owner, 'id'>, executor: DbOrTx = db): Promise<Condition[]> {
    const custom = await repo.listCustomConditions(executor, owner.id);
    return [...CONDITION_CATALOG.map(fromCatalog), ...custom.map(fromCustom)];
  }

  /** A catalog condition or one of the user's own; undefined for anything else, another user's included. */
  async function findVisible(owner: Pick<Owner, 'id'>, id: string): Promise<Condition | undefined> {
    const fromTheCatalog = catalogCondition(id);
    if (fromTheCatalog) return fromCatalog(fromTheCatalog);
    const row = await repo.findCustomCondition(db, owner.id, id);
    return row ? fromCustom(row) : undefined;
  }

  /** Adds a custom condition; the cap and the name are checked where the row is written, so creates sent at once cannot pass either. */
  async function insertCustom(owner: Pick<Owner, 'id'>, input: CreateCustomConditionInput, key: string | null): Promise<Condition> {
    const row: repo.CustomConditionRow = {
      id: newId(),
      user_id: owner.id,
      name: input.name,
      description: input.description,
      category: input.category,
      default_metrics: JSON.stringify([...new Set(input.defaultMetrics)]),
      default_tags: JSON.stringify(onceEach(input.defaultTags)),
      color: input.color.toLowerCase(),
      created_at: clock.now().toISOString(),
      idempotency_key: key,
    };
    await accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
      if ((await repo.countCustomConditions(trx, owner.id)) >= CONDITION_LIMITS.customPerUser) throw new AppError('conflict', CONDITION_MESSAGES.tooMany);
      const taken = (await visible(owner, trx)).find((c) => sameName(c.name, input.name));
      if (taken) throw new AppError('conflict', conditionNameTakenMessage(taken.name));
      await repo.insertCustomCondition(trx, row);
    });
    return fromCustom(row);
  }

  return {
    findVisible,

    async list(owner: Pick<Owner, 'id'>, filter: { category?: ConditionCategory | undefined }): Promise<Condition[]> {
      const all = await visible(owner);
      return filter.category ? all.filter((c) => c.category === filter.category) : all;
    },

    /** Adds a custom condition; with an idempotency key a save sent again is answered with the condition kept first. */
    async createCustom(owner: Pick<Owner, 'id'>, input: CreateCustomConditionInput): Promise<Condition> {
      const key = input.idempotencyKey ?? null;
      return oncePerKey(key, {
        find: (k) => idForKey(db, 'custom_conditions', owner.id, k),
        answer: async (id) => {
          const kept = await findVisible(owner, id);
          if (!kept) throw notFound();
          return kept;
        },
        create: () => insertCustom(owner, input, key),
      });
    },

    /** Deletes one of the user's custom conditions; its tracking ends with it and goals keep their data but lose the link. */
    async deleteCustom(owner: Pick<Owner, 'id'>, id: string): Promise<void> {
      if (catalogCondition(id)) throw new AppError('validation', CONDITION_MESSAGES.catalogNotDeletable);
      if (!(await repo.deleteCustomCondition(db, owner.id, id))) throw notFound();
    },

    /** The conditions the user tracks, oldest first, each with its condition. */
    async tracked(owner: Pick<Owner, 'id'>): Promise<UserCondition[]> {
      const rows = await repo.listUserConditions(db, owner.id);
      const custom = new Map((await repo.listCustomConditions(db, owner.id)).map((row) => [row.id, fromCustom(row)]));
      return rows.flatMap((row): UserCondition[] => {
        const catalogEntry = row.catalog_condition_id === null ? undefined : catalogCondition(row.catalog_condition_id);
        const condition = catalogEntry ? fromCatalog(catalogEntry) : row.custom_condition_id === null ? undefined : custom.get(row.custom_condition_id);
        // Catalog ids are never withdrawn and custom ones cascade, so this only guards against a catalog edit gone wrong.
        if (!condition) return [];
        return [
          {
            id: row.id,
            conditionId: condition.id,
            condition,
            startedAt: row.started_at,
            customMetrics: pick(TRACKING_METRICS, JSON.parse(row.custom_metrics) as string[]),
            settings: JSON.parse(row.settings) as Record<string, SettingValue>,
          },
        ];
      });
    },

    async track(owner: Pick<Owner, 'id'>, input: AddUserConditionInput): Promise<UserCondition> {
      const condition = await findVisible(owner, input.conditionId);
      // Another user's custom condition answers exactly like one that does not exist: 404.
      if (!condition) throw notFound([{ path: 'conditionId', message: 'Unknown condition' }]);
      const customMetrics: TrackingMetric[] = [...new Set(input.customMetrics)];
      const row: repo.UserConditionRow = {
        id: newId(),
        user_id: owner.id,
        catalog_condition_id: condition.isCustom ? null : condition.id,
        custom_condition_id: condition.isCustom ? condition.id : null,
        custom_metrics: JSON.stringify(customMetrics),
        settings: JSON.stringify(input.settings),
        started_at: clock.now().toISOString(),
      };
      let inserted: boolean;
      try {
        inserted = await repo.insertUserCondition(db, row);
      } catch (error) {
        // The custom condition was deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound([{ path: 'conditionId', message: 'Unknown condition' }]);
        throw error;
      }
      if (!inserted) throw new AppError('conflict', CONDITION_MESSAGES.alreadyTracked);
      return { id: row.id, conditionId: condition.id, condition, startedAt: row.started_at, customMetrics, settings: input.settings };
    },

    async untrack(owner: Pick<Owner, 'id'>, conditionId: string): Promise<void> {
      if (!(await repo.deleteUserCondition(db, owner.id, conditionId))) throw new AppError('not_found', CONDITION_MESSAGES.notTracked);
    },
  };
}
