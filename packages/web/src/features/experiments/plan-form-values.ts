/**
 * The plan form's values (text, as the inputs hold them) and their conversion to and from the contract's
 * `ExperimentInputBody`. Validation runs the contract's own `experimentInputSchema`, so the form says what the server
 * would; the server's 400 `details` (and its 409 overlap) land on the same fields.
 */
import {
  EXPERIMENT_DEFAULTS,
  TRACKING_METRICS,
  experimentInputSchema,
  type ErrorDetail,
  type Experiment,
  type ExperimentInputBody,
  type ExperimentSuggestion,
  type TrackingMetric,
} from '@wellness/contract';
import { placeFieldErrors, type FieldPlacement } from '@/lib/field-errors';

export interface PlanFormValues {
  substanceId: string;
  question: string;
  outcomeMetric: TrackingMetric;
  secondaryMetrics: TrackingMetric[];
  blockDays: string;
  blockPairs: string;
  washoutDays: string;
  minimumEffect: string;
  startDate: string;
  prescriberAgreed: boolean;
  blinded: boolean;
  /** The substance whose suggestion already filled block length and washout, so it fills them once, not over the user's choice. */
  suggestedFor: string | null;
}

export const PLAN_FIELDS = [
  'substanceId',
  'question',
  'outcomeMetric',
  'secondaryMetrics',
  'blockDays',
  'blockPairs',
  'washoutDays',
  'minimumEffect',
  'startDate',
  'prescriberAgreed',
  'blinded',
] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];
export type PlanErrors = Partial<Record<PlanField, string>>;

export type PlanPlacement = FieldPlacement<PlanField>;

export const NO_PLAN_ERRORS: PlanPlacement = { fields: {}, other: [] };

/** A new plan: the contract's defaults, overall rating as the outcome, starting today. */
export function emptyPlanValues(today: string, substanceId: string | null = null): PlanFormValues {
  return {
    substanceId: substanceId ?? '',
    question: '',
    outcomeMetric: 'overallRating',
    secondaryMetrics: [],
    blockDays: String(EXPERIMENT_DEFAULTS.blockDays),
    blockPairs: String(EXPERIMENT_DEFAULTS.blockPairs),
    washoutDays: String(EXPERIMENT_DEFAULTS.washoutDays),
    minimumEffect: String(EXPERIMENT_DEFAULTS.minimumEffect),
    startDate: today,
    prescriberAgreed: false,
    blinded: false,
    suggestedFor: null,
  };
}

/** The current plan of an experiment, to edit as a new version. */
export function planValuesFrom(experiment: Experiment): PlanFormValues {
  const protocol = experiment.protocol;
  return {
    substanceId: protocol.substanceId,
    question: protocol.question,
    outcomeMetric: protocol.outcomeMetric,
    secondaryMetrics: [...protocol.secondaryMetrics],
    blockDays: String(protocol.blockDays),
    blockPairs: String(protocol.blockPairs),
    washoutDays: String(protocol.washoutDays),
    minimumEffect: String(protocol.minimumEffect),
    startDate: protocol.startDate,
    prescriberAgreed: protocol.prescriberAgreed,
    blinded: protocol.blinded,
    suggestedFor: protocol.substanceId,
  };
}

/**
 * Fills block length and washout from the server's suggestion the first time it arrives for the chosen substance;
 * later arrivals (a refetch) and the user's own edits are left alone.
 */
export function applySuggestion(values: PlanFormValues, suggestion: ExperimentSuggestion): PlanFormValues {
  if (suggestion.substanceId !== values.substanceId || values.suggestedFor === values.substanceId) return values;
  return { ...values, blockDays: String(suggestion.blockDays), washoutDays: String(suggestion.washoutDays), suggestedFor: values.substanceId };
}

const NUMBER_PATTERN = /^-?(\d+([.,]\d*)?|[.,]\d+)$/;

/** A number typed in a field; NaN for text that is not one, null for an empty field. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMBER_PATTERN.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** What POST or PUT sends for these values (numbers as typed; the schema checks them). */
export function toPlanBody(values: PlanFormValues): ExperimentInputBody {
  const number = (text: string, fallback: number) => typedNumber(text) ?? fallback;
  return {
    substanceId: values.substanceId,
    question: values.question.trim(),
    outcomeMetric: values.outcomeMetric,
    secondaryMetrics: TRACKING_METRICS.filter((metric) => values.secondaryMetrics.includes(metric) && metric !== values.outcomeMetric),
    blockDays: number(values.blockDays, EXPERIMENT_DEFAULTS.blockDays),
    blockPairs: number(values.blockPairs, EXPERIMENT_DEFAULTS.blockPairs),
    washoutDays: number(values.washoutDays, EXPERIMENT_DEFAULTS.washoutDays),
    minimumEffect: number(values.minimumEffect, EXPERIMENT_DEFAULTS.minimumEffect),
    ...(values.startDate.trim() === '' ? {} : { startDate: values.startDate.trim() }),
    prescriberAgreed: values.prescriberAgreed,
    blinded: values.blinded,
  };
}

/** The form field a server or schema path names ("blockDays", "body.blockDays", "secondaryMetrics.1"); null for none. */
export function fieldOfPath(path: string): PlanField | null {
  const parts = path.split(/[.[\]/]/).filter((part) => part !== '' && part !== 'body');
  const first = parts[0];
  return (PLAN_FIELDS as readonly string[]).includes(first ?? '') ? (first as PlanField) : null;
}

export function placePlanErrors(items: readonly ErrorDetail[]): PlanPlacement {
  return placeFieldErrors(items, fieldOfPath);
}

const NOT_A_NUMBER = 'Must be a number';
const NUMBER_FIELDS = ['blockDays', 'blockPairs', 'washoutDays', 'minimumEffect'] as const;

export type PlanValidation = { ok: true; body: ExperimentInputBody } | { ok: false; errors: PlanPlacement };

/**
 * Checks the values against the contract. The prescriber's agreement is the server's to refuse (it knows the
 * substance's type): its 400 names the field, where the form shows it.
 */
export function validatePlan(values: PlanFormValues): PlanValidation {
  const body = toPlanBody(values);
  const result = experimentInputSchema.safeParse(body);
  const placed = result.success
    ? { fields: {} as PlanErrors, other: [] as string[] }
    : placePlanErrors(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
  for (const field of NUMBER_FIELDS) {
    if (Number.isNaN(typedNumber(values[field]) ?? 0)) placed.fields[field] = NOT_A_NUMBER;
  }
  if (Object.keys(placed.fields).length === 0 && placed.other.length === 0) return { ok: true, body };
  return { ok: false, errors: placed };
}

/** Whether two sets of values would save the same plan (dirty check for the discard guard). */
export function samePlanValues(a: PlanFormValues, b: PlanFormValues): boolean {
  return JSON.stringify(toPlanBody(a)) === JSON.stringify(toPlanBody(b));
}

/** The total length a plan would run, in days, or null while the numbers are not whole. */
export function planLengthDays(values: PlanFormValues): number | null {
  const days = typedNumber(values.blockDays);
  const pairs = typedNumber(values.blockPairs);
  if (days === null || pairs === null || !Number.isInteger(days) || !Number.isInteger(pairs) || days <= 0 || pairs <= 0) return null;
  return days * pairs * 2;
}

/** A stored draft, checked field by field: anything malformed is dropped (null), so a bad draft never breaks the form. */
export function parsePlanDraft(stored: unknown): PlanFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  const flag = (key: string) => (typeof record[key] === 'boolean' ? (record[key] as boolean) : null);
  const metric = text('outcomeMetric');
  const secondary = Array.isArray(record.secondaryMetrics) ? record.secondaryMetrics : null;
  const fields = [text('substanceId'), text('question'), text('blockDays'), text('blockPairs'), text('washoutDays'), text('minimumEffect'), text('startDate')];
  const prescriberAgreed = flag('prescriberAgreed');
  const blinded = flag('blinded');
  if (fields.some((field) => field === null) || prescriberAgreed === null || blinded === null) return null;
  if (metric === null || !(TRACKING_METRICS as readonly string[]).includes(metric) || secondary === null) return null;
  const [substanceId, question, blockDays, blockPairs, washoutDays, minimumEffect, startDate] = fields as string[];
  return {
    substanceId: substanceId ?? '',
    question: question ?? '',
    outcomeMetric: metric as TrackingMetric,
    secondaryMetrics: TRACKING_METRICS.filter((candidate) => secondary.includes(candidate)),
    blockDays: blockDays ?? '',
    blockPairs: blockPairs ?? '',
    washoutDays: washoutDays ?? '',
    minimumEffect: minimumEffect ?? '',
    startDate: startDate ?? '',
    prescriberAgreed,
    blinded,
    suggestedFor: text('suggestedFor'),
  };
}
