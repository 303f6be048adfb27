/**
 * Goals: what a user wants to change, optionally tied to one of the eight tracking metrics and to a condition, with
 * progress computed from the user's own entries. The spec names only the defaults (category SYMPTOM_MANAGEMENT,
 * targetType INCREASE, priority MEDIUM); the other values, the limits and the progress rule are the product's
 * (docs/decisions.md, Goals).
 */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';
import { withoutControlCharacters } from './name-rule.js';
import { TRACKING_METRICS } from './metrics.js';
import { METRIC_MAX, METRIC_MIN } from './entries.js';

export const GOAL_CATEGORIES = ['SYMPTOM_MANAGEMENT', 'FOCUS_PRODUCTIVITY', 'MOOD_WELLBEING', 'SLEEP', 'PHYSICAL_HEALTH', 'HABITS'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  SYMPTOM_MANAGEMENT: 'Symptom management',
  FOCUS_PRODUCTIVITY: 'Focus and productivity',
  MOOD_WELLBEING: 'Mood and wellbeing',
  SLEEP: 'Sleep',
  PHYSICAL_HEALTH: 'Physical health',
  HABITS: 'Habits and lifestyle',
};
export const DEFAULT_GOAL_CATEGORY: GoalCategory = 'SYMPTOM_MANAGEMENT';

/** INCREASE: reach the target or more; DECREASE: the target or less; MAINTAIN: stay within GOAL_PROGRESS.maintainTolerance of it. */
export const GOAL_TARGET_TYPES = ['INCREASE', 'DECREASE', 'MAINTAIN'] as const;
export type GoalTargetType = (typeof GOAL_TARGET_TYPES)[number];
export const GOAL_TARGET_TYPE_LABELS: Record<GoalTargetType, string> = { INCREASE: 'Increase', DECREASE: 'Decrease', MAINTAIN: 'Maintain' };
export const DEFAULT_GOAL_TARGET_TYPE: GoalTargetType = 'INCREASE';

export const GOAL_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export const GOAL_PRIORITY_LABELS: Record<GoalPriority, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' };
export const DEFAULT_GOAL_PRIORITY: GoalPriority = 'MEDIUM';

/** Goals one person keeps (every read returns them all, each with its progress), and field lengths. */
export const GOAL_LIMITS = { name: 100, description: 500, perUser: 50, targetMax: 100_000 } as const;

/**
 * How progress is read: the mean of the goal's metric over the last `windowDays` calendar days in the user's zone
 * (today included), each day counting once (the mean of that day's ratings); days without a rating are left out,
 * never counted as zero. Fewer than `minRatedDays` rated days is "not enough data yet".
 */
export const GOAL_PROGRESS = { windowDays: 14, minRatedDays: 3, maintainTolerance: 1 } as const;

export const GOAL_MESSAGES = {
  nameRequired: 'Goal name is required',
  notFound: 'Goal not found',
  targetForMetric: `A goal with a metric needs a target from ${METRIC_MIN} to ${METRIC_MAX}`,
  tooMany: `You can keep up to ${GOAL_LIMITS.perUser} goals. Delete one you have reached or no longer need before adding another.`,
  saveFailed: 'Failed to save goal. Please try again.',
  deleteFailed: 'Failed to delete goal. Please try again.',
} as const;

const name = withoutControlCharacters(
  z
    .string({ message: GOAL_MESSAGES.nameRequired })
    .max(GOAL_LIMITS.name * 4, { message: `Name must be at most ${GOAL_LIMITS.name} characters`, abort: true })
    .trim()
    .min(1, GOAL_MESSAGES.nameRequired)
    .max(GOAL_LIMITS.name, `Name must be at most ${GOAL_LIMITS.name} characters`),
);

/** POST /api/goals and PUT /api/goals/{id}: the whole goal (PUT replaces it; a field left out takes its default). */
export const goalRequestSchema = z
  .object({
    name,
    description: z
      .string()
      .max(GOAL_LIMITS.description * 4, { message: `Description must be at most ${GOAL_LIMITS.description} characters`, abort: true })
      .trim()
      .max(GOAL_LIMITS.description, `Description must be at most ${GOAL_LIMITS.description} characters`)
      .nullable()
      .optional(),
    category: z.enum(GOAL_CATEGORIES, { message: `Category must be one of ${GOAL_CATEGORIES.join(', ')}` }).default(DEFAULT_GOAL_CATEGORY),
    targetValue: z
      .number({ message: 'Target must be a number' })
      .min(0, 'Target must be 0 or more')
      .max(GOAL_LIMITS.targetMax, `Target must be at most ${GOAL_LIMITS.targetMax}`)
      .nullable()
      .optional(),
    targetType: z.enum(GOAL_TARGET_TYPES, { message: `Target type must be one of ${GOAL_TARGET_TYPES.join(', ')}` }).default(DEFAULT_GOAL_TARGET_TYPE),
    priority: z.enum(GOAL_PRIORITIES, { message: `Priority must be one of ${GOAL_PRIORITIES.join(', ')}` }).default(DEFAULT_GOAL_PRIORITY),
    metric: z
      .enum(TRACKING_METRICS, { message: `Metric must be one of ${TRACKING_METRICS.join(', ')}` })
      .nullable()
      .optional(),
    /** A catalog condition or one of the user's custom conditions; another user's is 404 like an unknown one. */
    conditionId: z.string().min(1).max(100).nullable().optional(),
  })
  .superRefine((goal, ctx) => {
    if (goal.metric === undefined || goal.metric === null) return;
    const target = goal.targetValue;
    if (target === undefined || target === null || target < METRIC_MIN || target > METRIC_MAX) {
      ctx.addIssue({ code: 'custom', path: ['targetValue'], message: GOAL_MESSAGES.targetForMetric });
    }
  });
export type GoalRequest = z.input<typeof goalRequestSchema>;
/** POST /api/goals: the goal, with the key its form chose for this save (`idempotency-key.ts`). */
export const createGoalRequestSchema = goalRequestSchema.extend({ idempotencyKey: idempotencyKeySchema.optional() });
export type CreateGoalRequest = z.input<typeof createGoalRequestSchema>;

export const goalIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const GOAL_PROGRESS_STATUSES = ['NO_METRIC', 'NOT_ENOUGH_DATA', 'NO_TARGET', 'MET', 'NOT_MET'] as const;
export type GoalProgressStatus = (typeof GOAL_PROGRESS_STATUSES)[number];

export const goalProgressSchema = z.object({
  /**
   * NO_METRIC: the goal names no metric, so there is nothing to measure; NOT_ENOUGH_DATA: fewer rated days than
   * GOAL_PROGRESS.minRatedDays; NO_TARGET: an average but no target to hold it against; MET / NOT_MET: the average
   * against the target for the goal's target type. (Every metric is recorded by entries since migration 0008.)
   */
  status: z.enum(GOAL_PROGRESS_STATUSES),
  windowDays: z.number(),
  /** Calendar days in the window with at least one rating of the metric. */
  ratedDays: z.number(),
  /** Mean of the daily means, to one decimal; null below the minimum of rated days. */
  average: z.number().nullable(),
  targetMet: z.boolean().nullable(),
  /** One plain sentence for people. */
  summary: z.string(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

export const goalSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(GOAL_CATEGORIES),
  targetValue: z.number().nullable(),
  targetType: z.enum(GOAL_TARGET_TYPES),
  priority: z.enum(GOAL_PRIORITIES),
  metric: z.enum(TRACKING_METRICS).nullable(),
  conditionId: z.string().nullable(),
  /** The linked condition's name and color, for display; null when the goal has none. */
  condition: z.object({ id: z.string(), name: z.string(), color: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  progress: goalProgressSchema,
});
export type Goal = z.infer<typeof goalSchema>;
export const goalListResponseSchema = z.object({ goals: z.array(goalSchema) });
