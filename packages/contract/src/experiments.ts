/**
 * Self-experiments: a randomized, pre-registered trial of one substance that a person runs on themselves. The plan is
 * blocks of days in pairs; each pair's order (on-off or off-on) is drawn by chance from a stored seed, the protocol
 * is frozen as canonical JSON with its SHA-256, and the result is read once, when the last block ends, by the analysis
 * the protocol names (docs/experiments.md). Until then no estimate is shown anywhere.
 */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';
import { TRACKING_METRICS } from './metrics.js';
import { localDateSchema } from './schedules.js';

export const EXPERIMENT_LIMITS = {
  questionMax: 300,
  blockDaysMin: 3,
  blockDaysMax: 28,
  blockPairsMin: 2,
  blockPairsMax: 6,
  /** The longest plan, 24 weeks: its analysis stays a matter of seconds. */
  totalDaysMax: 168,
  /** Rating points on the 1-10 scale. */
  minimumEffectMin: 0.1,
  minimumEffectMax: 5,
  /** How far ahead a plan may start. */
  startDaysAheadMax: 90,
  stopReasonMax: 500,
  /** Experiments a user may keep, in every state. */
  perUser: 100,
  /** Versions of one plan: edits before its start. */
  versionsMax: 50,
  /** The longest canonical protocol a backup may carry. */
  protocolChars: 8_000,
} as const;

export const EXPERIMENT_DEFAULTS = { blockDays: 7, blockPairs: 2, washoutDays: 0, minimumEffect: 1 } as const;

/** The analysis every protocol so far names; a later one gets a new name and the old one keeps its meaning. */
export const EXPERIMENT_ANALYSIS_PLAN = 'n-of-1-blocks-v1';

export const EXPERIMENT_STATUSES = ['planned', 'running', 'completed', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];
export const EXPERIMENT_STATUS_LABELS: Record<ExperimentStatus, string> = {
  planned: 'Planned',
  running: 'Running',
  completed: 'Finished',
  stopped: 'Stopped',
};

/** A day of the plan: take the substance, do not, or a washout day (the block's instruction holds; the day is left out of the analysis). */
export const EXPERIMENT_ASSIGNMENTS = ['on', 'off', 'washout'] as const;
export type ExperimentAssignment = (typeof EXPERIMENT_ASSIGNMENTS)[number];

export const PAIR_ORDERS = ['on-off', 'off-on'] as const;
export type PairOrder = (typeof PAIR_ORDERS)[number];

export const EXPERIMENT_CONCLUSIONS = ['benefit', 'harm', 'no-meaningful-effect', 'inconclusive'] as const;
export type ExperimentConclusion = (typeof EXPERIMENT_CONCLUSIONS)[number];
export const EXPERIMENT_CONCLUSION_LABELS: Record<ExperimentConclusion, string> = {
  benefit: 'Helped',
  harm: 'Made it worse',
  'no-meaningful-effect': 'No difference that matters',
  inconclusive: 'Not enough to tell',
};

export const EXPERIMENT_MESSAGES = {
  notFound: 'Experiment not found',
  substanceNotFound: 'Substance not found',
  prescriberRequired:
    'This is a prescription medicine. Taking it on some days and not others can bring symptoms back or change how it works, so agree the test with your prescriber first, then confirm that you have.',
  overlapping: 'This substance already has an experiment on some of these days. Stop that one, or start this one after it ends.',
  startInPast: 'The start date must be today or later',
  startTooFar: `The start date can be at most ${EXPERIMENT_LIMITS.startDaysAheadMax} days ahead`,
  washoutTooLong: 'Washout days must leave at least half of each block to measure',
  tooLong: 'A plan can last at most 24 weeks: use fewer pairs or shorter blocks',
  outcomeInSecondary: 'The main outcome cannot also be a secondary one',
  duplicateSecondary: 'Each secondary outcome may appear once',
  lockedAfterStart: 'This experiment has started, so its plan is locked. Stop it and plan a new one to change anything.',
  notEditable: 'A stopped or finished experiment cannot be edited',
  alreadyEnded: 'This experiment has already ended',
  tooMany: `You can keep up to ${EXPERIMENT_LIMITS.perUser} experiments`,
  tooManyVersions: `A plan can be changed at most ${EXPERIMENT_LIMITS.versionsMax} times before it starts. Plan a new experiment instead.`,
  saveFailed: 'Failed to save the experiment. Please try again.',
  stopFailed: 'Failed to stop the experiment. Please try again.',
  analysisBusy: 'Many results are being worked out right now. Please try again in a few seconds.',
  stoppedNotReadable: 'This experiment was stopped before its last block ended, so its result cannot be read as planned. No estimate is shown.',
  noPeeking: 'Effect estimates for this substance are hidden while its experiment runs, so what you see cannot change how you follow the plan.',
} as const;

/**
 * The best share of people with a moderate effect (0.8 of the SD of their own ratings) that a plan of 7-day blocks can
 * find, by pairs of blocks: the ceiling with the day-to-day noise known (docs/experiments.md, "Measured rates"); the
 * shipped analysis comes close to it at 2 pairs and stays below it.
 */
export const EXPERIMENT_POWER_CEILING: Readonly<Record<number, number>> = { 2: 0.27, 3: 0.44, 4: 0.59, 5: 0.72, 6: 0.81 };

/** What the plan form says beside the number of pairs, so a short plan never promises more than it can find. */
export function experimentPowerNote(blockPairs: number): string {
  const ceiling = EXPERIMENT_POWER_CEILING[blockPairs];
  const share = ceiling === undefined ? null : Math.round(ceiling * 10);
  const found = share === null ? '' : ` With ${blockPairs} pairs of weeks, a moderate effect is found at best about ${share} times in 10.`;
  return `More pairs find smaller effects.${found} An unclear result is not a "no": it means the test was too short to tell.`;
}

/** "The result is read once the last block ends, on Dec 26." with the date already formatted by the caller. */
export function resultNotReadyMessage(endDate: string): string {
  return `The result is read once, after the last block ends on ${endDate}. Until then no estimate is shown, so that what you see cannot change how you follow the plan.`;
}

/** Today's instruction, in the product's words: "Take rhodiola today" / "No rhodiola today, day 3 of 7". */
export function experimentInstruction(input: { substanceName: string; take: boolean; blinded: boolean; dayInBlock: number; blockDays: number }): string {
  const day = `day ${input.dayInBlock} of ${input.blockDays}`;
  if (input.blinded) return `Take today's prepared dose, ${day}`;
  return input.take ? `Take ${input.substanceName} today, ${day}` : `No ${input.substanceName} today, ${day}`;
}

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

const substanceIdField = z.string().min(1, 'Choose a substance').max(100);

// A function, not a shared object of schemas: see decidedFields in analytics.ts.
const planFields = () => ({
  question: z
    .string()
    .trim()
    .min(1, 'Write the question this experiment answers')
    .max(EXPERIMENT_LIMITS.questionMax, `At most ${EXPERIMENT_LIMITS.questionMax} characters`),
  outcomeMetric: z.enum(TRACKING_METRICS),
  secondaryMetrics: z
    .array(z.enum(TRACKING_METRICS))
    .max(TRACKING_METRICS.length - 1, 'Too many secondary outcomes')
    .refine(unique, EXPERIMENT_MESSAGES.duplicateSecondary)
    .default([]),
  blockDays: z
    .number()
    .int('Use whole days')
    .min(EXPERIMENT_LIMITS.blockDaysMin, `Blocks of at least ${EXPERIMENT_LIMITS.blockDaysMin} days`)
    .max(EXPERIMENT_LIMITS.blockDaysMax, `Blocks of at most ${EXPERIMENT_LIMITS.blockDaysMax} days`)
    .default(EXPERIMENT_DEFAULTS.blockDays),
  blockPairs: z
    .number()
    .int('Use a whole number of pairs')
    .min(EXPERIMENT_LIMITS.blockPairsMin, `At least ${EXPERIMENT_LIMITS.blockPairsMin} pairs of blocks`)
    .max(EXPERIMENT_LIMITS.blockPairsMax, `At most ${EXPERIMENT_LIMITS.blockPairsMax} pairs of blocks`)
    .default(EXPERIMENT_DEFAULTS.blockPairs),
  washoutDays: z.number().int('Use whole days').min(0, 'Use 0 or more days').default(EXPERIMENT_DEFAULTS.washoutDays),
  minimumEffect: z
    .number()
    .min(EXPERIMENT_LIMITS.minimumEffectMin, `At least ${EXPERIMENT_LIMITS.minimumEffectMin} rating points`)
    .max(EXPERIMENT_LIMITS.minimumEffectMax, `At most ${EXPERIMENT_LIMITS.minimumEffectMax} rating points`)
    .default(EXPERIMENT_DEFAULTS.minimumEffect),
  /** Today or later in the user's time zone; left out, today. */
  startDate: localDateSchema.optional(),
  /** Required true for a prescription medicine: the person agreed the test with their prescriber. */
  prescriberAgreed: z.boolean().default(false),
  /** A friend prepares identical doses, real or not, so the person does not know the day's assignment. */
  blinded: z.boolean().default(false),
});

function checkPlan(
  value: { outcomeMetric: string; secondaryMetrics: readonly string[]; washoutDays: number; blockDays: number; blockPairs: number },
  ctx: z.RefinementCtx,
): void {
  if (value.secondaryMetrics.includes(value.outcomeMetric)) {
    ctx.addIssue({ code: 'custom', path: ['secondaryMetrics'], message: EXPERIMENT_MESSAGES.outcomeInSecondary });
  }
  if (value.washoutDays * 2 > value.blockDays) ctx.addIssue({ code: 'custom', path: ['washoutDays'], message: EXPERIMENT_MESSAGES.washoutTooLong });
  if (value.blockDays * value.blockPairs * 2 > EXPERIMENT_LIMITS.totalDaysMax) {
    ctx.addIssue({ code: 'custom', path: ['blockPairs'], message: EXPERIMENT_MESSAGES.tooLong });
  }
}

/** POST /api/experiments: the plan. Left-out fields take their defaults. */
export const experimentInputSchema = z
  .object({ substanceId: substanceIdField, ...planFields(), idempotencyKey: idempotencyKeySchema.optional() })
  .superRefine(checkPlan);
/** PUT /api/experiments/{id} (before its start): the whole plan again, a new version; without `substanceId` or `startDate` it keeps its own. */
export const experimentEditSchema = z.object({ substanceId: substanceIdField.optional(), ...planFields() }).superRefine(checkPlan);
export type ExperimentEdit = z.infer<typeof experimentEditSchema>;
export type ExperimentInput = z.infer<typeof experimentInputSchema>;
export type ExperimentInputBody = z.input<typeof experimentInputSchema>;

/**
 * Every choice the plan made, frozen: its canonical JSON (keys sorted, no spaces) is what the fingerprint hashes. The
 * seed and the pair orders drawn from it are part of it, so the order cannot be redrawn after the fact.
 */
export const experimentProtocolSchema = z.object({
  analysisPlan: z.string(),
  version: z.number().int(),
  substanceId: z.string(),
  substanceName: z.string(),
  substanceType: z.string(),
  question: z.string(),
  outcomeMetric: z.enum(TRACKING_METRICS),
  secondaryMetrics: z.array(z.enum(TRACKING_METRICS)),
  blockDays: z.number().int(),
  blockPairs: z.number().int(),
  washoutDays: z.number().int(),
  minimumEffect: z.number(),
  startDate: z.string(),
  /** The last day of the last block. */
  endDate: z.string(),
  timezone: z.string(),
  seed: z.string(),
  pairOrders: z.array(z.enum(PAIR_ORDERS)),
  prescriberAgreed: z.boolean(),
  blinded: z.boolean(),
});
export type ExperimentProtocol = z.infer<typeof experimentProtocolSchema>;

export const experimentVersionSchema = z.object({ version: z.number().int(), fingerprint: z.string(), lockedAt: z.string() });
export type ExperimentVersion = z.infer<typeof experimentVersionSchema>;

export const experimentDaySchema = z.object({
  date: z.string(),
  /** 1-based day of the whole experiment, block, and day within the block. */
  dayNumber: z.number().int(),
  block: z.number().int(),
  dayInBlock: z.number().int(),
  assignment: z.enum(EXPERIMENT_ASSIGNMENTS),
  /** What the person is asked to do that day (a washout day keeps its block's instruction). */
  take: z.boolean(),
  /** Whether a dose of the substance was logged that day; null for days still to come. */
  taken: z.boolean().nullable(),
  /** The day's mean of the outcome metric; null when it was not rated (or has not come yet). */
  outcome: z.number().nullable(),
  /** Whether what was logged matches the instruction; null for days still to come and today while it lasts. */
  followed: z.boolean().nullable(),
});
export type ExperimentDay = z.infer<typeof experimentDaySchema>;

export const experimentProgressSchema = z.object({
  totalDays: z.number().int(),
  /** Days of the plan that have passed (today excluded while it lasts). */
  daysElapsed: z.number().int(),
  /** Today's day of the experiment; null before the start and after the end. */
  today: z.number().int().nullable(),
  daysLeft: z.number().int(),
});

export const experimentAdherenceSchema = z.object({
  /** Of the days passed: those that followed the assignment, those that did not, and those without an outcome rating. */
  followed: z.number().int(),
  notFollowed: z.number().int(),
  withoutOutcome: z.number().int(),
});
export type ExperimentAdherence = z.infer<typeof experimentAdherenceSchema>;

export const experimentSummarySchema = z.object({
  id: z.string(),
  substanceId: z.string(),
  substanceName: z.string(),
  question: z.string(),
  outcomeMetric: z.enum(TRACKING_METRICS),
  status: z.enum(EXPERIMENT_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  fingerprint: z.string(),
  lockedAt: z.string(),
  stoppedAt: z.string().nullable(),
  progress: experimentProgressSchema,
});
export type ExperimentSummary = z.infer<typeof experimentSummarySchema>;

export const experimentSchema = experimentSummarySchema.extend({
  version: z.number().int(),
  protocol: experimentProtocolSchema,
  /** The canonical JSON the fingerprint is the SHA-256 of, so anyone can check it. */
  canonicalProtocol: z.string(),
  versions: z.array(experimentVersionSchema),
  days: z.array(experimentDaySchema),
  adherence: experimentAdherenceSchema,
  stopReason: z.string().nullable(),
  /** False once stopped: the result cannot be read as planned. */
  readAsPlanned: z.boolean(),
  createdAt: z.string(),
});
export type Experiment = z.infer<typeof experimentSchema>;

export const experimentListResponseSchema = z.object({ experiments: z.array(experimentSummarySchema) });
export const experimentParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const stopExperimentRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Say why you are stopping').max(EXPERIMENT_LIMITS.stopReasonMax, `At most ${EXPERIMENT_LIMITS.stopReasonMax} characters`),
});

/** GET /api/experiments/today: what each running experiment asks of today. */
export const experimentInstructionSchema = z.object({
  experimentId: z.string(),
  substanceId: z.string(),
  substanceName: z.string(),
  assignment: z.enum(EXPERIMENT_ASSIGNMENTS),
  take: z.boolean(),
  blinded: z.boolean(),
  block: z.number().int(),
  blocks: z.number().int(),
  dayInBlock: z.number().int(),
  blockDays: z.number().int(),
  text: z.string(),
});
export type ExperimentInstruction = z.infer<typeof experimentInstructionSchema>;
export const experimentTodayResponseSchema = z.object({ date: z.string(), instructions: z.array(experimentInstructionSchema) });

/** GET /api/experiments/suggestion?substanceId=: defaults the form proposes for this substance (without one, the plain defaults). */
export const experimentSuggestionQuerySchema = z.object({ substanceId: z.string().min(1).max(100).optional() });
export const experimentSuggestionSchema = z.object({
  substanceId: z.string().nullable(),
  /** Washout days from the substance's known onset window, within the limit; 0 when the knowledge has none. */
  washoutDays: z.number().int(),
  blockDays: z.number().int(),
  /** Where the suggestion comes from, in words; null when nothing is known. */
  basis: z.string().nullable(),
  /** A prescription medicine needs the prescriber's agreement. */
  prescription: z.boolean(),
});
export type ExperimentSuggestion = z.infer<typeof experimentSuggestionSchema>;

const interval = z.object({ low: z.number(), high: z.number() });

/** A substance whose experiment is running: analytics shows no effect estimate for it until the experiment ends. */
export const withheldSubstanceSchema = z.object({ substanceId: z.string(), substanceName: z.string(), experimentId: z.string(), endDate: z.string() });
export type WithheldSubstance = z.infer<typeof withheldSubstanceSchema>;

export const experimentBlockResultSchema = z.object({
  block: z.number().int(),
  assignment: z.enum(['on', 'off']),
  startDate: z.string(),
  endDate: z.string(),
  /** Mean outcome over the block's analysed days (washout left out); null when none was rated. */
  mean: z.number().nullable(),
  days: z.number().int(),
});

export const experimentMetricResultSchema = z.object({
  metric: z.enum(TRACKING_METRICS),
  /** On minus off, in rating points, signed so that positive is better for this metric. */
  estimate: z.number().nullable(),
  ci95: interval.nullable(),
});

/** GET /api/experiments/{id}/result: only once the last block has ended (409 before). */
export const experimentResultSchema = z.object({
  experimentId: z.string(),
  status: z.enum(['completed', 'stopped']),
  readAsPlanned: z.boolean(),
  outcomeMetric: z.enum(TRACKING_METRICS),
  minimumEffect: z.number(),
  /** On minus off in rating points, positive = better (for restlessness and anxiety a drop counts as positive); null when stopped or too few days. */
  estimate: z.number().nullable(),
  ci95: interval.nullable(),
  /** Posterior probability that the improvement exceeds minimumEffect, under the prior the docs state. */
  probabilityAboveMinimum: z.number().nullable(),
  /** Two-sided randomization p-value over every pair order the design could have drawn. */
  randomizationP: z.number().nullable(),
  conclusion: z.enum(EXPERIMENT_CONCLUSIONS),
  /** Days that entered the analysis: rated and not washout. */
  daysUsed: z.number().int(),
  adherence: experimentAdherenceSchema,
  fingerprint: z.string(),
  /** The prior on the effect, in words. */
  prior: z.string(),
  blocks: z.array(experimentBlockResultSchema),
  /** Secondary outcomes, by the same model; exploratory, no conclusion drawn. */
  secondary: z.array(experimentMetricResultSchema),
  /** The result in plain words with its numbers. */
  summary: z.string(),
});
export type ExperimentResult = z.infer<typeof experimentResultSchema>;
