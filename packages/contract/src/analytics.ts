/**
 * Analytics: the Overview's four reads, the user's supplements, the Supplement Timeline and a supplement's insights.
 * Field names are the specification's; the additions (days on each side, the interval, the conclusion, the timing) are
 * the product's own, so every effect the app reports carries the days behind it and how sure it is.
 */
import { z } from 'zod';
import { RATING_METRICS, TRACKING_METRICS, type RatingMetric } from './metrics.js';
import { PERIODS } from './periods.js';
import { withheldSubstanceSchema } from './experiments.js';
import { substanceSchema } from './substances.js';

/** Analytics days default 90; the timeline's 30. The longest window served: five years. */
export const ANALYTICS_DEFAULT_DAYS = 90;
export const TIMELINE_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 1830;
export const TOP_EFFECTIVE_AIDS = 5;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The timeline's metrics: the eight rating metrics (metrics.ts), then four figures of the day's focus sessions.
 */
export const SESSION_METRICS = ['totalFocusTime', 'avgSessionLength', 'longestSession', 'avgSessionProductivity'] as const;
export type SessionMetric = (typeof SESSION_METRICS)[number];
export type TimelineMetric = RatingMetric | SessionMetric;
/** The timeline metrics in display order; TIMELINE_METRIC_NAMES is the same set as a schema enum takes it. */
export const TIMELINE_METRICS: readonly TimelineMetric[] = [...RATING_METRICS, ...SESSION_METRICS];
const TIMELINE_METRIC_NAMES = [...TRACKING_METRICS, ...SESSION_METRICS] as const;

/**
 * The least data a comparison concludes from (docs/analytics.md "Minimums"), for sentences on screen that have no
 * `minimums` in their response. The server's statistics module keeps its own copy (it imports nothing); the API
 * test checks that the two agree.
 */
export const COMPARISON_MINIMUMS = { ratedDays: 14, daysPerSide: 7 } as const;

export const CONCLUSIONS = ['benefit', 'harm', 'inconclusive', 'insufficient-data'] as const;
export type Conclusion = (typeof CONCLUSIONS)[number];
export const EFFECT_TIMINGS = ['same-day', 'next-day'] as const;

/** The specification's analytics texts, word for word. */
export const ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to load analytics data',
  timelineLoadFailed: 'Failed to load timeline data',
  insightsLoadFailed: 'Failed to load supplement insights',
  noInsightData: 'No insight data available',
  noDashboardData: 'No dashboard data available yet. Start tracking to see your analytics!',
  noAidsData: 'No focus aids data yet...',
  noWeeklyData: 'No weekly data yet. Create some entries to see trends.',
  noEffectivenessData: 'No supplement effectiveness data yet...',
  noTimelineData: 'No Timeline Data',
  supplementNotFound: 'Supplement not found',
  unknownMetric: `includeMetrics takes a comma list of: ${TIMELINE_METRICS.join(', ')}`,
} as const;

export const analyticsPeriodQuerySchema = z.object({ period: z.enum(PERIODS).default('30days') });

const days = (fallback: number) => z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS).default(fallback);

export const supplementTimelineQuerySchema = z.object({
  // Optional (part 1 §7): an empty value, as a client sends when none is chosen, means none.
  supplementId: z
    .string()
    .max(100)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  days: days(TIMELINE_DEFAULT_DAYS),
  includeMetrics: z
    .string()
    .max(400)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return [...TIMELINE_METRICS];
      const names = [...new Set(value.split(',').map((name) => name.trim()))];
      const unknown = names.filter((name) => !(TIMELINE_METRICS as readonly string[]).includes(name));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.unknownMetric });
        return z.NEVER;
      }
      return names as TimelineMetric[];
    }),
});
export const supplementInsightsQuerySchema = z.object({ days: days(ANALYTICS_DEFAULT_DAYS) });
export const analyticsIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const interval = z.object({ low: z.number(), high: z.number() });

/**
 * The family a screen's claims were decided in: every substance × rating metric × timing with an estimate
 * for the user and period, under weighted Benjamini–Hochberg at `q`. `size` is what the screen says: "24 comparisons
 * tested; claims shown are those that hold after accounting for all of them".
 */
export const claimFamilySchema = z.object({
  size: z.number().int(),
  claims: z.number().int(),
  q: z.number(),
  method: z.literal('weighted-benjamini-hochberg'),
});
export type ClaimFamily = z.infer<typeof claimFamilySchema>;

/**
 * What every comparison with a `conclusion` carries beside it: the value it was decided on (adjusted for its family;
 * null when it could not be tested), the family's size, the level of its interval (`ci95` holds the interval that
 * agrees with the adjusted decision; the name is kept from when it was the unadjusted 95 % interval), and for an
 * untested or inconclusive comparison the rated days on each side that would find a medium effect (g = 0.5) with 80 %
 * power: at the current split, and with days with and without it in even numbers from here on.
 */
// Functions, not shared objects of schemas: the web app builds the contract's schemas on first use, and an object
// literal of them would be built whenever its module loads (web/build/lazy-schemas-plugin.ts).
const decidedFields = () => ({
  adjustedP: z.number().nullable(),
  familySize: z.number().int(),
  intervalLevel: z.number().nullable(),
  moreDaysNeeded: z.object({ taken: z.number().int(), notTaken: z.number().int(), evenTaken: z.number().int(), evenNotTaken: z.number().int() }).nullable(),
});

const trendSchema = z.object({
  metric: z.enum(TRACKING_METRICS),
  lastWeek: z.number().nullable(),
  weekBefore: z.number().nullable(),
  change: z.number().nullable(),
  /** Whether the change is above 0.3 and for the better (restlessness inverted). */
  direction: z.enum(['better', 'worse', 'steady', 'unknown']),
});
/** A trend that counts (better or worse), with its sentence: the same for every supplement, so the Overview shows it once. */
export const recentTrendSchema = trendSchema.extend({ message: z.string() });
export type RecentTrend = z.infer<typeof recentTrendSchema>;

export const dashboardResponseSchema = z.object({
  period: z.enum(PERIODS),
  /** Days in a row with anything recorded, in the user's zone; today counts once it has a record. */
  streaks: z.object({ currentStreak: z.number(), longestStreak: z.number() }),
  /** Seconds: today's (the running session's time so far included) and the mean per tracked day of the period. */
  focusTime: z.object({ today: z.number(), average: z.number() }),
  productivity: z.object({
    averageScore: z.number().nullable(),
    trend: z.enum(['up', 'down', 'flat']),
    previousAverageScore: z.number().nullable(),
    ratedDays: z.number(),
  }),
  trackedDays: z.number(),
  /** The last 7 days against the 7 before, whatever the period: the ratings whose change counts, with their sentences. */
  recentTrends: z.array(recentTrendSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const rankedAidSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  usageCount: z.number(),
  avgProductivityScore: z.number().nullable(),
  /** The mean shrunk towards the user's overall mean by the number of entries behind it: what the ranking uses. */
  rankingScore: z.number().nullable(),
});
export const effectiveAidsResponseSchema = z.object({ period: z.enum(PERIODS), aids: z.array(rankedAidSchema) });
export type EffectiveAidsResponse = z.infer<typeof effectiveAidsResponseSchema>;

export const weeklyTrendSchema = z.object({
  day: z.enum(WEEKDAYS),
  entriesCount: z.number(),
  avgProductivity: z.number().nullable(),
  /** Seconds of focus on those weekdays in the period. */
  focusTime: z.number(),
});
export const weeklyTrendsResponseSchema = z.object({ period: z.enum(PERIODS), days: z.array(weeklyTrendSchema) });
export type WeeklyTrendsResponse = z.infer<typeof weeklyTrendsResponseSchema>;

export const supplementEffectivenessSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  /** Doses logged in the period. */
  usageCount: z.number(),
  avgProductivityWhenTaken: z.number().nullable(),
  avgProductivityWhenNotTaken: z.number().nullable(),
  avgFocusWhenTaken: z.number().nullable(),
  avgFocusWhenNotTaken: z.number().nullable(),
  /** Hedges' g of productivity, taken over not-taken days, after the time trend; null when insufficient. */
  effectivenessScore: z.number().nullable(),
  daysTaken: z.number(),
  daysNotTaken: z.number(),
  ci95: interval.nullable(),
  conclusion: z.enum(CONCLUSIONS),
  timing: z.enum(EFFECT_TIMINGS),
  ...decidedFields(),
  /** Substances taken on nearly the same days (≥ 90% agreement): the data cannot tell them apart. */
  indistinguishableFrom: z.array(z.object({ id: z.string(), name: z.string() })),
  summary: z.string(),
});
export type SupplementEffectiveness = z.infer<typeof supplementEffectivenessSchema>;
export const supplementEffectivenessResponseSchema = z.object({
  period: z.enum(PERIODS),
  supplements: z.array(supplementEffectivenessSchema),
  minimums: z.object({ ratedDays: z.number(), daysPerSide: z.number() }),
  family: claimFamilySchema,
  /** Substances left out because their experiment is running (no peeking). */
  withheld: z.array(withheldSubstanceSchema),
});
export type SupplementEffectivenessResponse = z.infer<typeof supplementEffectivenessResponseSchema>;

export const userSupplementsResponseSchema = z.object({ supplements: z.array(substanceSchema) });

const metricValues = () =>
  Object.fromEntries(TIMELINE_METRICS.map((metric) => [metric, z.number().nullable().optional()])) as Record<
    TimelineMetric,
    z.ZodOptional<z.ZodNullable<z.ZodNumber>>
  >;
export const timelineDaySchema = z.object({
  date: z.string(),
  /** An entry or a completed focus session that day. */
  hasData: z.boolean(),
  supplementDetails: z.array(z.object({ supplementId: z.string(), name: z.string(), doses: z.number(), taken: z.boolean() })),
  ...metricValues(),
});
export const supplementTimelineResponseSchema = z.object({
  timeline: z.array(timelineDaySchema),
  totalDataPoints: z.number(),
  daysAnalyzed: z.number(),
  metrics: z.array(z.enum(TIMELINE_METRIC_NAMES)),
});
export type SupplementTimelineResponse = z.infer<typeof supplementTimelineResponseSchema>;

const metricEffectSchema = z.object({
  metric: z.enum(TRACKING_METRICS),
  conclusion: z.enum(CONCLUSIONS),
  timing: z.enum(EFFECT_TIMINGS),
  g: z.number().nullable(),
  ci95: interval.nullable(),
  daysTaken: z.number(),
  daysNotTaken: z.number(),
  ...decidedFields(),
});
export const INSIGHT_SCOPES = ['supplement', 'general'] as const;
export const INSIGHT_KINDS = [
  'early-days',
  'building',
  'early-improvement',
  'onset',
  'long-term-success',
  'evaluate',
  'consistency',
  'trend',
  'effect',
  'association',
] as const;
export const supplementInsightsResponseSchema = z.object({
  supplement: z.object({ id: z.string(), name: z.string(), brand: z.string().nullable(), category: z.string().nullable() }),
  usage: z.object({ daysSinceStart: z.number().nullable(), consistencyRate: z.number().nullable(), totalDoses: z.number(), daysTaken: z.number() }),
  metrics: z.object({
    significantChanges: z.array(metricEffectSchema),
    /** Every rating metric's comparison, claimed or not, in the metric table's order. */
    comparisons: z.array(metricEffectSchema),
    recentTrend: z.array(trendSchema),
    improvements: z.array(z.enum(TRACKING_METRICS)),
  }),
  family: claimFamilySchema,
  timeline: z.object({ hasEnoughDataForAnalysis: z.boolean(), daysAnalyzed: z.number(), ratedDays: z.number() }),
  insights: z.array(
    z.object({
      kind: z.enum(INSIGHT_KINDS),
      message: z.string(),
      /** The rating an effect or trend sentence is about; null for the others. */
      metric: z.enum(TRACKING_METRICS).nullable(),
      /**
       * `general` for a sentence that does not depend on the supplement (the weekly trends, the same for every one):
       * the insights modal leaves those to the Overview, which shows them once.
       */
      scope: z.enum(INSIGHT_SCOPES),
    }),
  ),
  /** Set while the substance's experiment runs: no comparison, effect or trend is given until it ends. */
  withheld: withheldSubstanceSchema.nullable(),
});
export type SupplementInsightsResponse = z.infer<typeof supplementInsightsResponseSchema>;

/** GET /analytics/ailment-supplement-analysis/{conditionId}?days: a condition's metrics, each substance's effect. */
export const ailmentAnalysisParamsSchema = z.object({ conditionId: z.string().min(1).max(100) });
export const ailmentAnalysisQuerySchema = z.object({ days: days(ANALYTICS_DEFAULT_DAYS) });
const ailmentEffectSchema = metricEffectSchema.extend({ summary: z.string() });
export const ailmentAnalysisResponseSchema = z.object({
  condition: z.object({ id: z.string(), name: z.string() }),
  days: z.number(),
  /** The condition's metrics that the analysis compares. */
  metrics: z.array(z.enum(TRACKING_METRICS)),
  /** The condition's metrics it cannot compare yet: named, so their absence never reads as "no effect". */
  metricsNotAnalysed: z.array(z.string()),
  family: claimFamilySchema,
  supplements: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      brand: z.string().nullable(),
      usageCount: z.number(),
      effects: z.array(ailmentEffectSchema),
    }),
  ),
  /** Substances left out because their experiment is running (no peeking). */
  withheld: z.array(withheldSubstanceSchema),
});
export type AilmentAnalysisResponse = z.infer<typeof ailmentAnalysisResponseSchema>;

/**
 * GET /analytics/dose-response/{substanceId}?days ("Effects by the hour"): productivity and focus by
 * the hours since each day's first dose, against the days without the substance. Every testable window × outcome is
 * one family (Benjamini–Hochberg at `q`); a window's badge, its interval and the sentence all come from that adjusted
 * decision, so `ci95` is the interval that goes with it (level `intervalLevel`, not 95 % when the family is larger
 * than one: docs/analytics.md "Effects by the hour").
 */
export const DOSE_RESPONSE_DEFAULT_DAYS = 60;
export const doseResponseParamsSchema = z.object({ substanceId: z.string().min(1).max(100) });
export const doseResponseQuerySchema = z.object({ days: days(DOSE_RESPONSE_DEFAULT_DAYS) });
export const DOSE_OUTCOMES = ['productivity', 'focus'] as const;
export const doseResponseWindowSchema = z.object({
  fromHours: z.number(),
  toHours: z.number(),
  /** Rated focus sessions (by their start) and timed entries in the window, over all dose days. */
  sessions: z.number(),
  entries: z.number(),
  /** Dose days with a rated observation in the window: the unit the test counts. */
  daysWithData: z.number(),
  /** Means of the day means in the window; null without ratings. */
  meanProductivity: z.number().nullable(),
  meanFocus: z.number().nullable(),
  /** Which outcome the difference, interval and p-values below are of: the claimed one, else productivity. */
  outcome: z.enum(DOSE_OUTCOMES).nullable(),
  /** The window's mean minus the baseline's, in rating points. */
  difference: z.number().nullable(),
  ci95: interval.nullable(),
  pValue: z.number().nullable(),
  adjustedP: z.number().nullable(),
  /** The tests of the family this window was decided in (the response's `familySize`, repeated beside its verdict). */
  familySize: z.number().int(),
  conclusion: z.enum(CONCLUSIONS),
});
export type DoseResponseWindow = z.infer<typeof doseResponseWindowSchema>;
export const doseResponseResponseSchema = z.object({
  substance: z.object({ id: z.string(), name: z.string() }),
  days: z.number(),
  daysWithDose: z.number(),
  windows: z.array(doseResponseWindowSchema),
  /** The days without the substance, over the same hours after the user's usual dose time. */
  baseline: z.object({
    days: z.number(),
    sessions: z.number(),
    entries: z.number(),
    meanProductivity: z.number().nullable(),
    meanFocus: z.number().nullable(),
  }),
  /** The claimed benefit window with the largest difference; null when no window's claim holds after adjustment. */
  peakWindow: z.object({ fromHours: z.number(), toHours: z.number() }).nullable(),
  conclusion: z.enum(CONCLUSIONS),
  /** The adjusted value the overall conclusion was decided on (the smallest in the family when nothing is claimed). */
  adjustedP: z.number().nullable(),
  /** The number of tests in the family. */
  familySize: z.number(),
  q: z.number(),
  /** The coverage of every window's interval (1 − max(claims, 1)·q / familySize); null when nothing was tested. */
  intervalLevel: z.number().nullable(),
  /** Days a window needs on each side before it is tested. */
  minimumDays: z.number(),
  summary: z.string(),
  /** Set while the substance's experiment runs: no window is tested until it ends. */
  withheld: withheldSubstanceSchema.nullable(),
});
export type DoseResponseResponse = z.infer<typeof doseResponseResponseSchema>;
