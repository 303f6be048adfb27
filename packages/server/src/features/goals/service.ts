/**
 * Goal rules: a user's goals, each optionally tied to a metric and to a condition the user can see, answered with its
 * progress from the user's own entries (goal-progress.ts). A goal or a condition of another user answers exactly like
 * one that does not exist (404).
 */
import {
  CONDITION_MESSAGES,
  GOAL_CATEGORIES,
  GOAL_LIMITS,
  GOAL_MESSAGES,
  GOAL_PRIORITIES,
  GOAL_PROGRESS,
  GOAL_TARGET_TYPES,
  TRACKING_METRICS,
  type Goal,
  type GoalCategory,
  type GoalPriority,
  type GoalTargetType,
  type goalRequestSchema,
} from '@wellness/contract';
import type { z } from 'zod';
import * as accounts from '../../accounts/repository.js';
import type { DatabaseKind } from '../../db/connection.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import { idForKey, oncePerKey } from '../../db/once-per-key.js';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addDays, calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { newId } from '../../lib/secure-token.js';
import { storedEnum, storedEnumOrNull } from '../../lib/stored-enum.js';
import { metricOfDay } from '../../reads/day-series/metric-of-day.js';
import { readDays } from '../../reads/day-series/read-days.js';
import { goalProgress, type DayMean } from './goal-progress.js';
import * as repo from './repository.js';

/** What goals need to know of conditions: the ones this user can see. Passed in by the composition root (app.ts). */
export interface GoalConditions {
  findVisible(owner: { id: string }, id: string): Promise<{ id: string; name: string; color: string; isCustom: boolean } | undefined>;
  list(owner: { id: string }, filter: Record<string, never>): Promise<Array<{ id: string; name: string; color: string }>>;
}

export type GoalInput = z.output<typeof goalRequestSchema>;

const PRIORITY_ORDER: Record<GoalPriority, number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };

export type GoalService = ReturnType<typeof createGoalService>;

export function createGoalService(deps: { db: Db; kind: DatabaseKind; clock: Clock; conditions: GoalConditions }) {
  const { db, kind, clock, conditions } = deps;
  const notFound = () => new AppError('not_found', GOAL_MESSAGES.notFound);

  /** The input's condition as the two stored columns; 404 naming the field when the user cannot see it. */
  async function conditionColumns(owner: Owner, conditionId: string | null | undefined) {
    if (conditionId === null || conditionId === undefined) return { catalog_condition_id: null, custom_condition_id: null };
    const condition = await conditions.findVisible(owner, conditionId);
    if (!condition) throw conditionNotFound();
    return condition.isCustom
      ? { catalog_condition_id: null, custom_condition_id: condition.id }
      : { catalog_condition_id: condition.id, custom_condition_id: null };
  }
  const conditionNotFound = () => new AppError('not_found', CONDITION_MESSAGES.notFound, { details: [{ path: 'conditionId', message: 'Unknown condition' }] });

  function fields(input: GoalInput) {
    return {
      name: input.name,
      description: input.description ? input.description : null,
      category: input.category,
      target_value: input.targetValue ?? null,
      target_type: input.targetType,
      priority: input.priority,
      metric: input.metric ?? null,
    };
  }

  /** The goals as answered: condition for display, progress from the last window of days in the user's zone. */
  async function toGoals(owner: Owner, rows: repo.GoalRow[]): Promise<Goal[]> {
    const visible = new Map((await conditions.list(owner, {})).map((c) => [c.id, c]));
    const today = calendarDayIn(clock.now(), owner.timezone);
    const window = { from: addDays(today, -(GOAL_PROGRESS.windowDays - 1)), to: today };
    const series = rows.some((row) => row.metric !== null) ? await readDays(db, owner, window, clock.now()) : [];
    return rows.map((row) => {
      const metric = storedEnumOrNull(TRACKING_METRICS, row.metric, 'goal metric');
      const targetType = storedEnum<GoalTargetType>(GOAL_TARGET_TYPES, row.target_type, 'goal target type');
      const conditionId = row.catalog_condition_id ?? row.custom_condition_id;
      const condition = conditionId === null ? undefined : visible.get(conditionId);
      const days: DayMean[] = metric === null ? [] : series.map((d) => ({ day: d.day, mean: metricOfDay(d, metric) }));
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        category: storedEnum<GoalCategory>(GOAL_CATEGORIES, row.category, 'goal category'),
        targetValue: row.target_value === null ? null : Number(row.target_value),
        targetType,
        priority: storedEnum<GoalPriority>(GOAL_PRIORITIES, row.priority, 'goal priority'),
        metric,
        conditionId: condition ? condition.id : null,
        condition: condition ? { id: condition.id, name: condition.name, color: condition.color } : null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        progress: goalProgress({
          goal: { metric, targetValue: row.target_value === null ? null : Number(row.target_value), targetType },
          days,
          today,
        }),
      };
    });
  }

  async function one(owner: Owner, id: string): Promise<Goal> {
    const row = await repo.findGoal(db, owner.id, id);
    if (!row) throw notFound();
    const [goal] = await toGoals(owner, [row]);
    if (!goal) throw notFound();
    return goal;
  }

  /** Runs a write that names a custom condition; a custom condition deleted meanwhile answers 404 like an unknown one. */
  async function guarded(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conditionNotFound();
      throw error;
    }
  }

  return {
    /** Highest priority first, then oldest first. */
    async list(owner: Owner): Promise<Goal[]> {
      const goals = await toGoals(owner, await repo.listGoals(db, owner.id));
      return goals.sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
    },

    /** Adds a goal; with an idempotency key a save sent again answers the goal kept first (as entries do). */
    async create(owner: Owner, input: GoalInput & { idempotencyKey?: string | undefined }): Promise<Goal> {
      const key = input.idempotencyKey ?? null;
      return oncePerKey(key, {
        find: (k) => idForKey(db, 'goals', owner.id, k),
        answer: (id) => one(owner, id),
        create: async () => {
          const now = clock.now().toISOString();
          const row: repo.GoalRow = {
            id: newId(),
            user_id: owner.id,
            ...fields(input),
            ...(await conditionColumns(owner, input.conditionId)),
            idempotency_key: key,
            created_at: now,
            updated_at: now,
          };
          await guarded(() =>
            accounts.inUserTransaction(db, kind, owner.id, async (trx) => {
              if ((await repo.countGoals(trx, owner.id)) >= GOAL_LIMITS.perUser) throw new AppError('conflict', GOAL_MESSAGES.tooMany);
              await repo.insertGoal(trx, row);
            }),
          );
          return one(owner, row.id);
        },
      });
    },

    /** Replaces the whole goal (PUT): a field left out takes its default. */
    async replace(owner: Owner, id: string, input: GoalInput): Promise<Goal> {
      if (!(await repo.findGoal(db, owner.id, id))) throw notFound();
      const changes: repo.GoalChanges = { ...fields(input), ...(await conditionColumns(owner, input.conditionId)), updated_at: clock.now().toISOString() };
      let updated = false;
      await guarded(async () => {
        updated = await repo.updateGoal(db, owner.id, id, changes);
      });
      if (!updated) throw notFound();
      return one(owner, id);
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await repo.deleteGoal(db, owner.id, id))) throw notFound();
    },
  };
}
