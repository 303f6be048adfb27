/** Daily entries: create, list, read, replace and delete. */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';
import { ENTRY_TAGS_MAX, MOOD_TAGS, moodTagTextSchema } from './mood-tags.js';

export { MOOD_TAGS };

export const ENTRY_TYPES = ['REGULAR', 'SUPPLEMENT_ONLY', 'SESSION_ONLY'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = {
  REGULAR: 'Full Tracking',
  SUPPLEMENT_ONLY: 'Supplement only',
  SESSION_ONLY: 'Session only',
};
export const METRIC_MIN = 1;
export const METRIC_MAX = 10;
export const METRIC_DEFAULT = 5;
export const ENTRY_NOTES_MAX_LENGTH = 5000;
/**
 * The spec's fixed part of the day for an entry's substances. Issue 34 found an entry saved at 20:47 stored as
 * 'morning', so a substance without one now takes its part of the day from the entry's time (timeOfDayAt);
 * this stays the answer for a time that cannot be read (docs/decisions.md, 2026-11-30).
 */
export const ENTRY_TIME_OF_DAY = 'morning';
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The part of the day of a clock time "HH:MM": from 05:00 morning, from 12:00 afternoon, from 17:00 evening, from 21:00 night. */
export function timeOfDayAt(time: string): TimeOfDay {
  const match = /^(\d{2}):\d{2}/.exec(time);
  if (match === null) return ENTRY_TIME_OF_DAY;
  const hour = Number(match[1]);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}
/** History limits per date range (days: entries). */
export const HISTORY_LIMITS = { 7: 50, 30: 100, 90: 200, all: 500 } as const;
export const MAX_ENTRY_LIST_LIMIT = 500;

export const ENTRY_MESSAGES = {
  saved: 'Entry saved successfully!',
  saveFailed: 'Failed to save entry. Please try again.',
  confirmDefaults: 'All metrics are still at the default value of 5. Save this entry with default values?',
  allDefaultWarning: 'All four metrics are still at 5. Move the sliders to record how today actually went.',
  someDefaultNote: 'Some metrics are still at the default of 5. Adjust them if they do not fit today.',
  loadHistoryFailed: 'Failed to load entry history',
  noEntries: 'No entries yet',
  noMatching: 'No matching entries',
  notFound: 'Entry not found',
  /** Not in the spec: an entry is a record of a day that has happened. */
  futureDate: 'An entry cannot be dated in the future',
  /** Not in the spec: the History tab's corrections. */
  deleteConfirm: 'Delete this entry? You can undo it for a few seconds.',
  deleted: 'Entry deleted.',
  deleteFailed: 'Failed to delete entry. Please try again.',
  updated: 'Entry updated.',
} as const;

const metric = z.number({ message: 'Must be a number' }).int('Must be a whole number').min(METRIC_MIN, 'From 1 to 10').max(METRIC_MAX, 'From 1 to 10');

/**
 * PUT /entries/{id} replaces the entry with these fields (also a new entry's, below); `date` and `time` left out
 * keep the entry's own, so a correction never moves it to today by accident. Full tracking's required metrics depend
 * on the user's hidden metrics, so the entries service checks them.
 */
export const updateEntryRequestSchema = z.object({
  type: z.enum(ENTRY_TYPES, { message: `Type must be one of ${ENTRY_TYPES.join(', ')}` }).default('REGULAR'),
  date: z.iso.date({ message: 'Use a date like 2026-11-23' }).optional(),
  time: z
    .string()
    .max(5, { message: 'Use a time like 08:30', abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 08:30')
    .optional(),
  overallRating: metric.nullable().optional(),
  focusLevel: metric.nullable().optional(),
  taskInitiation: metric.nullable().optional(),
  restlessness: metric.nullable().optional(),
  productivity: metric.nullable().optional(),
  /** Optional metrics: recorded when a tracked condition asks for them. */
  energy: metric.nullable().optional(),
  mood: metric.nullable().optional(),
  anxiety: metric.nullable().optional(),
  notes: z.string().trim().max(ENTRY_NOTES_MAX_LENGTH, `Notes must be at most ${ENTRY_NOTES_MAX_LENGTH} characters`).optional(),
  /** The eight mood tags and the user's own (mood-tags.ts); the entries service checks each is one of them. */
  tags: z.array(moodTagTextSchema).max(ENTRY_TAGS_MAX, `At most ${ENTRY_TAGS_MAX} tags`).default([]),
  supplements: z
    .array(z.object({ supplementId: z.string().min(1).max(100), taken: z.boolean().default(true), timeOfDay: z.enum(TIMES_OF_DAY).optional() }))
    .max(100)
    .default([]),
  focusAids: z
    .array(z.object({ focusAidId: z.string().min(1).max(100) }))
    .max(100)
    .default([]),
  sessionId: z.string().min(1).max(100).optional(),
});

/**
 * POST /entries: an entry, with the key its form chose for this save (`idempotency-key.ts`): a save sent again after
 * its answer was lost answers the entry kept the first time instead of keeping a second one.
 */
export const createEntryRequestSchema = updateEntryRequestSchema.extend({ idempotencyKey: idempotencyKeySchema.optional() });
/** The five metrics every full-tracking entry records unless the user hides them. */
export const CORE_ENTRY_METRICS = ['overallRating', 'focusLevel', 'taskInitiation', 'restlessness', 'productivity'] as const;
export const FULL_TRACKING_REQUIRED = 'Required for full tracking';
export type CreateEntryRequest = z.input<typeof createEntryRequestSchema>;

export type UpdateEntryRequest = z.input<typeof updateEntryRequestSchema>;
export const entryIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const entrySchema = z.object({
  id: z.string(),
  type: z.enum(ENTRY_TYPES),
  date: z.string(),
  time: z.string(),
  createdAt: z.string(),
  overallRating: z.number().nullable(),
  focusLevel: z.number().nullable(),
  taskInitiation: z.number().nullable(),
  restlessness: z.number().nullable(),
  productivity: z.number().nullable(),
  energy: z.number().nullable(),
  mood: z.number().nullable(),
  anxiety: z.number().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  supplements: z.array(
    z.object({ supplementId: z.string(), taken: z.boolean(), timeOfDay: z.string(), supplement: z.object({ name: z.string(), brand: z.string().nullable() }) }),
  ),
  focusAids: z.array(z.object({ focusAidId: z.string(), tool: z.object({ icon: z.string(), name: z.string() }) })),
  session: z.object({ id: z.string(), type: z.string(), duration: z.number() }).nullable(),
});
export type Entry = z.infer<typeof entrySchema>;

/** The History tab pages past its range's limit ("load more") with `offset`. */
export const MAX_ENTRY_LIST_OFFSET = 1_000_000;

export const entryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_ENTRY_LIST_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).max(MAX_ENTRY_LIST_OFFSET).default(0),
  type: z.enum(ENTRY_TYPES).optional(),
  days: z.coerce.number().int().min(1).max(3660).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  search: z.string().trim().max(200).optional(),
  tag: moodTagTextSchema.optional(),
});
export const entryListResponseSchema = z.object({ entries: z.array(entrySchema), total: z.number() });

export const dailySummarySchema = z.object({
  date: z.string(),
  entriesCount: z.number(),
  dosesCount: z.number(),
  sessionsCount: z.number(),
  totalFocusTime: z.number(),
  avgRating: z.number().nullable(),
});
export type DailySummary = z.infer<typeof dailySummarySchema>;

export const dailySummariesQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(3660).default(30) });
export const dailySummariesResponseSchema = z.object({ days: z.array(dailySummarySchema.extend({ avgProductivity: z.number().nullable() })) });
