/** The goals' part of the backup; a goal may name a condition of the catalog or a custom one (in the file or stored). */
import { GOAL_CATEGORIES, GOAL_LIMITS, GOAL_PRIORITIES, GOAL_TARGET_TYPES, TRACKING_METRICS } from '@wellness/contract';
import type { KeyedSection } from '../../backup/backup-section.js';
import { EXPORT_PAGE_SIZE, insertRows, keysetPages } from '../../backup/backup-tables.js';
import { conditionLinkProblems } from '../../backup/condition-link.js';
import { storedEnum, storedEnumOrNull } from '../../lib/stored-enum.js';
import { countGoals, goalPage } from './repository.js';

/** The section, given the condition catalog (which the conditions feature owns). */
export function createGoalBackup(deps: { isCatalogCondition: (id: string) => boolean }): KeyedSection<'goals'> {
  return {
    kind: 'goals',
    tables: ['goals'],
    exportedWith: 'fullBackup',
    identity: { table: 'goals', linkNoun: 'a goal', cap: { limit: GOAL_LIMITS.perUser, noun: 'goals', count: countGoals } },

    async *exportPages(db, scope) {
      for await (const page of keysetPages((after) => goalPage(db, scope.userId, after, EXPORT_PAGE_SIZE))) {
        yield page.map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description,
          category: storedEnum(GOAL_CATEGORIES, row.category, 'goals.category'),
          targetValue: row.target_value,
          targetType: storedEnum(GOAL_TARGET_TYPES, row.target_type, 'target_type'),
          priority: storedEnum(GOAL_PRIORITIES, row.priority, 'priority'),
          metric: storedEnumOrNull(TRACKING_METRICS, row.metric, 'goals.metric'),
          catalogConditionId: row.catalog_condition_id,
          customConditionId: row.custom_condition_id,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        }));
      }
    },

    links: (records) =>
      records.flatMap((g, i) =>
        g.customConditionId === null ? [] : [{ kind: 'customConditions' as const, id: g.customConditionId, path: `${i}.customConditionId` }],
      ),

    async check(_ctx, records) {
      return records.flatMap((g, i) => conditionLinkProblems(`${i}`, g, { required: false, isCatalogCondition: deps.isCatalogCondition }));
    },

    async write({ trx, owner }, records, resolve) {
      return insertRows(
        trx,
        'goals',
        records.map(({ record: r, id }) => ({
          id,
          user_id: owner.id,
          name: r.name,
          description: r.description,
          category: r.category,
          target_value: r.targetValue,
          target_type: r.targetType,
          priority: r.priority,
          metric: r.metric,
          catalog_condition_id: r.catalogConditionId,
          custom_condition_id: r.customConditionId === null ? null : resolve('customConditions', r.customConditionId),
          created_at: r.createdAt,
          updated_at: r.updatedAt,
        })),
      );
    },
  };
}
