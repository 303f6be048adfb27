/**
 * Health conditions and the ones a user tracks. The catalog ships with the product; custom conditions belong to one
 * user.
 */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';
import { withoutControlCharacters } from './name-rule.js';
import { ENTRY_TAGS_MAX, moodTagTextSchema } from './mood-tags.js';
import { TRACKING_METRICS, type TrackingMetric } from './metrics.js';

/** Metrics an entry records only when a tracked condition asks for them and the user has not hidden them. */
export const OPTIONAL_METRICS = ['energy', 'mood', 'anxiety'] as const satisfies readonly TrackingMetric[];
export type OptionalMetric = (typeof OPTIONAL_METRICS)[number];

export const CONDITION_CATEGORIES = ['mental-health', 'physical-health', 'lifestyle'] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];
export const CONDITION_CATEGORY_LABELS: Record<ConditionCategory, string> = {
  'mental-health': 'Mental Health',
  'physical-health': 'Physical Health',
  lifestyle: 'Lifestyle',
};
export const DEFAULT_CONDITION_COLOR = '#6366f1';
export const DEFAULT_CONDITION_CATEGORY: ConditionCategory = 'mental-health';
export const CONDITION_LIMITS = { name: 80, description: 500, customPerUser: 100 } as const;

export const CONDITION_MESSAGES = {
  addFailed: 'Failed to add condition. Please try again.',
  removeFailed: 'Failed to remove condition. Please try again.',
  createFailed: 'Failed to create custom condition. Please try again.',
  alreadyTracked: 'You are already tracking this condition',
  notFound: 'Condition not found',
  nameRequired: 'Condition name is required',
  // The product's own texts (the spec shows none for these).
  notTracked: 'You are not tracking this condition',
  deleteFailed: 'Failed to delete custom condition. Please try again.',
  catalogNotDeletable: 'Conditions of the catalog cannot be deleted. Stop tracking it instead.',
  tooMany: `You can keep up to ${CONDITION_LIMITS.customPerUser} custom conditions. Delete one you no longer use before creating another.`,
} as const;

/** 409 when a custom condition would share its name (ignoring case) with a catalog condition or another of the user's. */
export function conditionNameTakenMessage(name: string): string {
  return `A condition called "${name}" already exists. Track it from Available Conditions.`;
}

/** A colour as `#rrggbb`: the form's rule, and the backup's (backup.ts). */
export const hexColor = z
  .string()
  .max(7, { message: 'Use a color like #6366f1', abort: true })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a color like #6366f1');

export const conditionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CONDITION_CATEGORIES),
  defaultMetrics: z.array(z.enum(TRACKING_METRICS)),
  /** The catalog's are among the eight mood tags; a custom condition's may be the user's own words too. */
  defaultTags: z.array(z.string()),
  color: z.string(),
  /** True for a condition the user created; false for the shipped catalog. */
  isCustom: z.boolean(),
});
export type Condition = z.infer<typeof conditionSchema>;

/** The category chips' filter: `all`, or an empty value (`?category=`), lists every category, like no filter at all. */
export const conditionListQuerySchema = z.object({
  category: z
    .enum([...CONDITION_CATEGORIES, 'all', ''], { message: `Category must be all or one of ${CONDITION_CATEGORIES.join(', ')}` })
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : value)),
});
export const conditionListResponseSchema = z.object({ conditions: z.array(conditionSchema) });

export const createCustomConditionRequestSchema = z.object({
  name: withoutControlCharacters(
    z
      .string({ message: CONDITION_MESSAGES.nameRequired })
      .max(CONDITION_LIMITS.name * 4, { message: `Name must be at most ${CONDITION_LIMITS.name} characters`, abort: true })
      .trim()
      .min(1, CONDITION_MESSAGES.nameRequired)
      .max(CONDITION_LIMITS.name, `Name must be at most ${CONDITION_LIMITS.name} characters`),
  ),
  description: z.string().trim().max(CONDITION_LIMITS.description, `Description must be at most ${CONDITION_LIMITS.description} characters`).default(''),
  category: z.enum(CONDITION_CATEGORIES, { message: `Category must be one of ${CONDITION_CATEGORIES.join(', ')}` }),
  defaultMetrics: z
    .array(z.enum(TRACKING_METRICS, { message: `Metrics must be among ${TRACKING_METRICS.join(', ')}` }))
    .max(TRACKING_METRICS.length)
    .default([]),
  defaultTags: z.array(moodTagTextSchema).max(ENTRY_TAGS_MAX, `At most ${ENTRY_TAGS_MAX} tags`).default([]),
  color: hexColor.default(DEFAULT_CONDITION_COLOR),
  /** The key the form chose for this save (`idempotency-key.ts`): a save sent again is answered with the condition kept. */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type CreateCustomConditionRequest = z.input<typeof createCustomConditionRequestSchema>;

/** Free-form per-user settings of a tracked condition, bounded so a request cannot grow them without limit. */
export const conditionSettingsSchema = z
  .record(z.string().max(50), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 settings');

export const userConditionSchema = z.object({
  id: z.string(),
  conditionId: z.string(),
  condition: conditionSchema,
  startedAt: z.string(),
  customMetrics: z.array(z.enum(TRACKING_METRICS)),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type UserCondition = z.infer<typeof userConditionSchema>;
export const userConditionListResponseSchema = z.object({ userConditions: z.array(userConditionSchema) });

export const addUserConditionRequestSchema = z.object({
  conditionId: z.string().min(1).max(100),
  customMetrics: z
    .array(z.enum(TRACKING_METRICS, { message: `Metrics must be among ${TRACKING_METRICS.join(', ')}` }))
    .max(TRACKING_METRICS.length)
    .default([]),
  settings: conditionSettingsSchema.default({}),
});
export type AddUserConditionRequest = z.input<typeof addUserConditionRequestSchema>;

/** DELETE /api/user-conditions/{conditionId}: a catalog id (`adhd`) or the id of one of the user's custom conditions. */
export const conditionIdParamsSchema = z.object({ conditionId: z.string().min(1).max(100) });
/** DELETE /api/conditions/custom/{id}. */
export const customConditionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The help assistant's current condition: ADHD when tracked, otherwise the first one tracked. */
export function currentCondition<T extends { condition: { name: string } }>(tracked: readonly T[]): T | undefined {
  return tracked.find((t) => t.condition.name.trim().toUpperCase() === 'ADHD') ?? tracked[0];
}

/** The optional metrics a New Entry form shows: asked for by a tracked condition (its defaults or custom metrics). */
export function metricsOfTrackedConditions(tracked: readonly Pick<UserCondition, 'condition' | 'customMetrics'>[]): Set<TrackingMetric> {
  return new Set(tracked.flatMap((t) => [...t.condition.defaultMetrics, ...t.customMetrics]));
}
