/**
 * The clinician report v2 (issue 33, docs/clinician-report.md): GET /api/reports/clinician?from=&to= composes, for a
 * range of days, the substances with their start, dose changes, adherence and supply, the interaction findings, the
 * daily ratings, the effects Analytics claims after its false-discovery control, self-experiment results and the
 * entries tagged as side effects. One answer, so the printed page is one consistent snapshot.
 */
import { z } from 'zod';
import { claimFamilySchema, EFFECT_TIMINGS } from './analytics.js';
import { EXPERIMENT_CONCLUSIONS, withheldSubstanceSchema } from './experiments.js';
import { FACTOR_EFFECT_CONCLUSIONS } from './factor-effects.js';
import { interactionReportSchema } from './interactions.js';
import { TRACKING_METRICS } from './metrics.js';
import { MOOD_TAG_LIMITS, moodTagTextSchema } from './mood-tags.js';
import { localDateSchema, runOutSchema } from './schedules.js';
import { SUBSTANCE_TYPES } from './substances.js';

export const CLINICIAN_REPORT_LIMITS = {
  /** Without a range: the 30 days ending today in the user's zone. */
  defaultDays: 30,
  /** A year and a day: a leap year fits, and the day-by-day charts stay readable. */
  maxDays: 366,
  /** The most side-effect entries listed; the count of the rest is given. */
  sideEffectNotes: 100,
  /** The most experiments whose results are read (each is a worker's analysis). */
  experiments: 10,
} as const;

/**
 * The default rule for side-effect notes: an entry carrying a tag whose name key (nameKey: Unicode-normalised,
 * lower-cased) is one of these. A user who names theirs otherwise picks their tags with `sideEffectTag`.
 */
export const SIDE_EFFECT_TAG_KEYS = ['side effect', 'side effects', 'side-effect', 'side-effects'] as const;

export const CLINICIAN_REPORT_MESSAGES = {
  rangeOrder: 'The start of the report must not be after its end.',
  rangeFuture: 'The report cannot end after today.',
  rangeTooLong: `A report covers at most ${CLINICIAN_REPORT_LIMITS.maxDays} days; choose a shorter range.`,
  tooManyTags: `Choose at most ${MOOD_TAG_LIMITS.perUser} side-effect tags.`,
} as const;

/** Repeated `sideEffectTag=` parameters arrive as a list, a single one as a string. */
const tagList = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(moodTagTextSchema).max(MOOD_TAG_LIMITS.perUser, CLINICIAN_REPORT_MESSAGES.tooManyTags),
);

export const clinicianReportQuerySchema = z.object({
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  /** The tags that count as side effects; without any, the default rule (SIDE_EFFECT_TAG_KEYS). */
  sideEffectTag: tagList.optional(),
});
export type ClinicianReportQuery = z.infer<typeof clinicianReportQuerySchema>;

const interval = z.object({ low: z.number(), high: z.number() });

/** One period of a dose: from its first day to its last (null: still current). */
export const reportDosePeriodSchema = z.object({
  from: z.string(),
  to: z.string().nullable(),
  dosage: z.number().nullable(),
  unit: z.string().nullable(),
});

/**
 * Adherence in the range. `schedule`: the schedule's occurrences settled in the range (today's open ones not counted).
 * `logged`: no schedule, so the days with a dose logged (or marked taken in an entry) out of the range's days since
 * the start: how often it was taken, not adherence to a plan.
 */
export const reportAdherenceSchema = z.discriminatedUnion('basis', [
  z.object({
    basis: z.literal('schedule'),
    scheduled: z.number().int(),
    onTime: z.number().int(),
    late: z.number().int(),
    missed: z.number().int(),
    skipped: z.number().int(),
    share: z.number().nullable(),
  }),
  z.object({ basis: z.literal('logged'), daysTaken: z.number().int(), daysCounted: z.number().int(), share: z.number().nullable() }),
]);
export type ReportAdherence = z.infer<typeof reportAdherenceSchema>;

export const reportSubstanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  substanceType: z.enum(SUBSTANCE_TYPES),
  dosage: z.number().nullable(),
  unit: z.string().nullable(),
  productForm: z.string().nullable(),
  prescribedBy: z.string().nullable(),
  pharmacy: z.string().nullable(),
  notes: z.string().nullable(),
  /** The earliest of the dose history's start, the first logged dose and the first entry marking it taken; null when never. */
  startDate: z.string().nullable(),
  /** The dose periods overlapping the range, oldest first, each with its own dates (not cut to the range). */
  dosePeriods: z.array(reportDosePeriodSchema),
  /** Null when there is nothing to count: no schedule and never taken in the range's days since the start. */
  adherence: reportAdherenceSchema.nullable(),
  remainingSupply: z.number().nullable(),
  runOut: runOutSchema.nullable(),
});
export type ReportSubstance = z.infer<typeof reportSubstanceSchema>;

/** One rating metric over the range: each day's mean (null: no entry rated it that day, never 0) and a summary. */
export const reportRatingSeriesSchema = z.object({
  metric: z.enum(TRACKING_METRICS),
  label: z.string(),
  /** Aligned with `ratings.days`. */
  values: z.array(z.number().nullable()),
  daysRated: z.number().int(),
  mean: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type ReportRatingSeries = z.infer<typeof reportRatingSeriesSchema>;

/** A claim that holds after the family's false-discovery control, with the interval that agrees with it. */
export const reportEffectSchema = z.object({
  subjectKind: z.enum(['substance', 'factor', 'rating']),
  subject: z.string(),
  outcome: z.string(),
  timing: z.enum(EFFECT_TIMINGS),
  conclusion: z.enum(FACTOR_EFFECT_CONCLUSIONS),
  scale: z.enum(['g', 'difference', 'per-unit']),
  estimate: z.number(),
  interval: interval.nullable(),
  intervalLevel: z.number().nullable(),
  /** Days that entered the comparison. */
  days: z.number().int(),
  summary: z.string(),
});
export type ReportEffect = z.infer<typeof reportEffectSchema>;

export const reportEffectsSchema = z.object({
  /** The days the family was computed over: the report's range. */
  from: z.string(),
  to: z.string(),
  family: claimFamilySchema,
  claims: z.array(reportEffectSchema),
  /** Substances left out while their experiment runs (no peeking). */
  withheld: z.array(withheldSubstanceSchema),
});
export type ReportEffects = z.infer<typeof reportEffectsSchema>;

export const reportExperimentSchema = z.object({
  id: z.string(),
  substanceName: z.string(),
  status: z.enum(['completed', 'stopped']),
  startDate: z.string(),
  endDate: z.string(),
  stoppedOn: z.string().nullable(),
  outcomeMetric: z.enum(TRACKING_METRICS),
  conclusion: z.enum(EXPERIMENT_CONCLUSIONS).nullable(),
  estimate: z.number().nullable(),
  ci95: interval.nullable(),
  daysUsed: z.number().int().nullable(),
  /** The experiments feature's own sentence; or why the result could not be read now. */
  summary: z.string(),
});
export type ReportExperiment = z.infer<typeof reportExperimentSchema>;

export const reportSideEffectSchema = z.object({
  entryId: z.string(),
  date: z.string(),
  time: z.string(),
  tags: z.array(z.string()),
  ratings: z.array(z.object({ metric: z.enum(TRACKING_METRICS), label: z.string(), value: z.number() })),
  note: z.string().nullable(),
});
export type ReportSideEffect = z.infer<typeof reportSideEffectSchema>;

export const clinicianReportSchema = z.object({
  generatedAt: z.string(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  patient: z.object({ name: z.string(), email: z.string() }),
  substances: z.array(reportSubstanceSchema),
  interactions: interactionReportSchema,
  ratings: z.object({ days: z.array(z.string()), metrics: z.array(reportRatingSeriesSchema) }),
  effects: reportEffectsSchema,
  experiments: z.array(reportExperimentSchema),
  sideEffects: z.object({
    /** The tags that counted: the user's choice, or `default` (SIDE_EFFECT_TAG_KEYS). */
    rule: z.enum(['chosen', 'default']),
    tags: z.array(z.string()),
    notes: z.array(reportSideEffectSchema),
    /** Tagged entries beyond CLINICIAN_REPORT_LIMITS.sideEffectNotes, not listed. */
    notListed: z.number().int(),
  }),
});
export type ClinicianReport = z.infer<typeof clinicianReportSchema>;
