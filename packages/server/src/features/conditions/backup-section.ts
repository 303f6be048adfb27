/** The conditions' part of the backup: the user's custom conditions, and the conditions (catalog or custom) they track. */
import { CONDITION_CATEGORIES, CONDITION_LIMITS, TRACKING_METRICS } from '@wellness/contract';
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { conditionLinkProblems } from '../../backup/condition-link.js';
import { jsonList, jsonSettings } from '../../backup/stored-values.js';
import { storedEnum } from '../../lib/stored-enum.js';
import { catalogCondition } from './condition-catalog.js';
import { countCustomConditions, customConditionPage, userConditionPage } from './repository.js';

export const isCatalogCondition = (id: string): boolean => catalogCondition(id) !== undefined;

export const customConditionBackup: KeyedSection<'customConditions'> = {
  kind: 'customConditions',
  tables: ['custom_conditions'],
  exportedWith: 'fullBackup',
  identity: {
    table: 'custom_conditions',
    linkNoun: 'a custom condition',
    cap: { limit: CONDITION_LIMITS.customPerUser, noun: 'custom conditions', count: countCustomConditions },
  },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => customConditionPage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      yield page.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        category: storedEnum(CONDITION_CATEGORIES, row.category, 'custom_conditions.category'),
        defaultMetrics: jsonList(row.default_metrics).map((m) => storedEnum(TRACKING_METRICS, m, 'default_metrics')),
        defaultTags: jsonList(row.default_tags),
        color: row.color,
        createdAt: row.created_at,
      }));
    }
  },

  async write({ trx, owner }, records) {
    return insertRows(
      trx,
      'custom_conditions',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        name: r.name,
        description: r.description,
        category: r.category,
        default_metrics: JSON.stringify(r.defaultMetrics),
        default_tags: JSON.stringify(r.defaultTags),
        color: r.color,
        created_at: r.createdAt,
      })),
    );
  },
};

/** Tracked conditions need no cap of their own: unique indexes allow one per catalog or custom condition. */
export const userConditionBackup: KeyedSection<'userConditions'> = {
  kind: 'userConditions',
  tables: ['user_conditions'],
  exportedWith: 'fullBackup',
  identity: { table: 'user_conditions', linkNoun: 'a tracked condition' },

  async *exportPages(db, scope) {
    for await (const page of keysetPages((after) => userConditionPage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
      yield page.map((row) => ({
        id: row.id,
        catalogConditionId: row.catalog_condition_id,
        customConditionId: row.custom_condition_id,
        customMetrics: jsonList(row.custom_metrics).map((m) => storedEnum(TRACKING_METRICS, m, 'custom_metrics')),
        settings: jsonSettings(row.settings),
        startedAt: row.started_at,
      }));
    }
  },

  links: (records) =>
    records.flatMap((c, i) =>
      c.customConditionId === null ? [] : [{ kind: 'customConditions' as const, id: c.customConditionId, path: `${i}.customConditionId` }],
    ),

  async check(_ctx, records) {
    return records.flatMap((c, i) => conditionLinkProblems(`${i}`, c, { required: true, isCatalogCondition }));
  },

  async write({ trx, owner }, records, resolve) {
    return insertRows(
      trx,
      'user_conditions',
      records.map(({ record: r, id }) => ({
        id,
        user_id: owner.id,
        catalog_condition_id: r.catalogConditionId,
        custom_condition_id: r.customConditionId === null ? null : resolve('customConditions', r.customConditionId),
        custom_metrics: JSON.stringify(r.customMetrics),
        settings: JSON.stringify(r.settings),
        started_at: r.startedAt,
      })),
    );
  },
};
