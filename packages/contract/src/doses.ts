/** Dose logging: log, delete, history, counts and the day's doses. */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';

export const DOSE_HISTORY_PAGE_SIZE = 20;
export const DOSE_HISTORY_WINDOWS = [7, 30, 90, 365] as const;
export const DEFAULT_DOSE_HISTORY_DAYS = 30;
export const LOGGED_CONFIRMATION_MS = 2000;

export const DOSE_MESSAGES = {
  logFailed: 'Failed to log dose. Please try again.',
  removeConfirm: 'Are you sure you want to remove this dose?',
  removeFailed: 'Failed to remove dose. Please try again.',
  notFound: 'Dose not found',
  supplementNotFound: 'Substance not found',
  noDoses: 'No doses found for the selected period.',
  noSupplements: 'No supplements available',
  /** Not in the spec (which only logs this failure); shown instead of a misleading empty list, with Retry. */
  /** Not in the spec: today's doses failed to load, so the cards cannot say what was taken. */
  todayDosesUnavailable: 'Today’s doses could not be loaded right now.',
  /** Not in the spec: the dose-history modal's load failure, with Retry. */
  historyLoadFailed: 'Failed to load dose history',
} as const;

/** The empty state 'No supplements found matching ...', completed with what was searched. */
export function noSupplementsMatching(query: string): string {
  return `No supplements found matching “${query}”`;
}

const dosage = z.number({ message: 'Must be a number' }).finite('Must be a number').positive('Must be more than 0').max(1_000_000, 'Too large');
const notes = z.string().trim().max(1000, 'Notes must be at most 1000 characters');

export const logDoseRequestSchema = z.object({
  supplementId: z.string().min(1, 'Choose a substance').max(100),
  dosage: dosage.nullable().optional(),
  notes: notes.nullable().optional(),
  /** When the dose was taken; defaults to now. At most a minute in the future (clock skew). */
  timestamp: z.iso.datetime({ message: 'Use an ISO 8601 date-time' }).max(40, 'Use an ISO 8601 date-time').optional(),
  /**
   * Chosen by the client when the user taps (a random UUID, for example) and sent again with every retry of that
   * tap: the server logs one dose per key and user, and answers a repeat with the dose it logged the first time.
   */
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type LogDoseRequest = z.infer<typeof logDoseRequestSchema>;

/** Not in the spec: a retried tap's key was first used for another substance. */
export const DOSE_KEY_REUSED_MESSAGE = 'This idempotency key was already used for a dose of another substance';

export const updateDoseRequestSchema = z.object({
  dosage: dosage.nullable().optional(),
  notes: notes.nullable().optional(),
  timestamp: z.iso.datetime({ message: 'Use an ISO 8601 date-time' }).max(40, 'Use an ISO 8601 date-time').optional(),
});

export const doseSchema = z.object({
  id: z.string(),
  supplementId: z.string(),
  timestamp: z.string(),
  date: z.string(),
  dosage: z.number().nullable(),
  notes: z.string().nullable(),
});
export type Dose = z.infer<typeof doseSchema>;

/**
 * A logged dose: the dose itself, as every other create answers its object (`id`, `supplementId`, …), and again under
 * `dose` beside the substance's counters after it (`remainingSupply`, `totalDoses`).
 */
export const logDoseResponseSchema = doseSchema.extend({ dose: doseSchema, remainingSupply: z.number().nullable(), totalDoses: z.number() });
export type LogDoseResponse = z.infer<typeof logDoseResponseSchema>;

/**
 * Today's doses keyed by supplement id, each with its doses list, earliest first (part 1 §3); a substance with no dose
 * today has no key. Not in the spec: at most MAX_TODAY_DOSES, the newest, so one account's thousands of taps cannot
 * make every Daily read slow; how many today holds is `today` of GET /supplement-doses/stats.
 */
export const todayDosesResponseSchema = z.record(z.string(), z.object({ doses: z.array(doseSchema) }));
export type TodayDoses = z.infer<typeof todayDosesResponseSchema>;

export const doseHistoryQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (DOSE_HISTORY_WINDOWS as readonly number[]).includes(d), 'days must be 7, 30, 90 or 365')
    .default(DEFAULT_DOSE_HISTORY_DAYS),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(DOSE_HISTORY_PAGE_SIZE),
});
export const doseHistoryResponseSchema = z.object({
  doses: z.array(doseSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type DoseHistory = z.infer<typeof doseHistoryResponseSchema>;

export const doseStatsResponseSchema = z.object({
  today: z.number(),
  last7Days: z.number(),
  last30Days: z.number(),
  bySupplement: z.array(
    z.object({
      supplementId: z.string(),
      name: z.string(),
      today: z.number(),
      last7Days: z.number(),
      last30Days: z.number(),
      lastTakenAt: z.string().nullable(),
    }),
  ),
});
export const doseIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const supplementIdParamsSchema = z.object({ supplementId: z.string().min(1).max(100) });

/** Not in the spec: the History tab lists one past day's doses to correct them. */
export const MAX_DAY_DOSES = 500;
/** Not in the spec: the most of today's doses the Daily tab's read answers (the newest), far above any real day. */
export const MAX_TODAY_DOSES = MAX_DAY_DOSES;
export const dayQuerySchema = z.object({ date: z.iso.date({ message: 'Use a date like 2026-11-23' }) });
/** The substance's label unit comes along, so a past dose's dosage is shown with it (in the user's measurement units). */
export const doseWithSupplementSchema = doseSchema.extend({
  supplement: z.object({ name: z.string(), brand: z.string().nullable(), unit: z.string().nullable() }),
});
export type DoseWithSupplement = z.infer<typeof doseWithSupplementSchema>;
/** At most MAX_DAY_DOSES, oldest first; `total` says how many the day holds. */
export const dayDosesResponseSchema = z.object({ date: z.string(), doses: z.array(doseWithSupplementSchema), total: z.number() });
export type DayDoses = z.infer<typeof dayDosesResponseSchema>;
