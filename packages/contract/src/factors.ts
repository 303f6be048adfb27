/**
 * Your own factors (issue 32): things a person tracks beside substances and ratings (sleep, caffeine, exercise…),
 * one value per factor per calendar day. The kinds, icons, limits, catalog and messages are the product's
 * (docs/factors.md); the request and response shapes are the issue's.
 */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency-key.js';
import { withoutControlCharacters } from './name-rule.js';
import { localDateSchema } from './schedules.js';

export const FACTOR_KINDS = ['number', 'yes-no', 'scale', 'count'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];
export const FACTOR_KIND_LABELS: Record<FactorKind, string> = {
  number: 'Number with a unit',
  'yes-no': 'Yes or no',
  scale: 'Scale 1-10',
  count: 'Count',
};

export const BETTER_DIRECTIONS = ['higher', 'lower'] as const;
export type BetterDirection = (typeof BETTER_DIRECTIONS)[number];

/** The app's own icon set for factors; the web draws each. */
export const FACTOR_ICONS = [
  'moon',
  'bed',
  'coffee',
  'activity',
  'sun',
  'screen',
  'glass',
  'footprints',
  'calendar',
  'heart',
  'leaf',
  'droplet',
  'utensils',
  'book',
  'users',
  'star',
] as const;
export type FactorIcon = (typeof FACTOR_ICONS)[number];

export const FACTOR_LIMITS = {
  perUser: 50,
  name: 60,
  unit: 20,
  /** Bounds of a `number` factor's value (and the most decimals kept). */
  numberMin: -1_000_000,
  numberMax: 1_000_000,
  numberDecimals: 2,
  countMax: 100_000,
  scaleMin: 1,
  scaleMax: 10,
  /** The longest range `GET /api/factors/values` answers, in days. */
  valuesRangeDays: 1_900,
  /** The default range of `GET /api/factors/values` without `from`: the 30 days ending `to`. */
  valuesDefaultDays: 30,
  /** Values one account keeps, on every path that writes them (about five years of every factor logged daily would exceed it only with 50 factors). */
  valuesPerUser: 100_000,
} as const;

export const FACTOR_MESSAGES = {
  nameRequired: 'Factor name is required',
  notFound: 'Factor not found',
  duplicateName: 'You already track a factor with this name',
  tooMany: `You can keep up to ${FACTOR_LIMITS.perUser} factors. Delete one you no longer track before adding another.`,
  tooManyValues: `This account already holds ${FACTOR_LIMITS.valuesPerUser.toLocaleString('en-US')} factor values, the most it can keep.`,
  unitRequired: 'A number needs a unit, like h, mg or min',
  noUnit: 'Only numbers and counts have a unit',
  kindLocked: 'A factor with logged values cannot change its kind. Add a new factor instead.',
  futureDate: 'A value cannot be logged for a day that has not happened yet',
  valueYesNo: 'Use yes or no (true or false)',
  valueScale: `Use a whole number from ${FACTOR_LIMITS.scaleMin} to ${FACTOR_LIMITS.scaleMax}`,
  valueCount: `Use a whole number from 0 to ${FACTOR_LIMITS.countMax.toLocaleString('en-US')}`,
  valueNumber: `Use a number from ${FACTOR_LIMITS.numberMin.toLocaleString('en-US')} to ${FACTOR_LIMITS.numberMax.toLocaleString('en-US')}`,
  rangeOrder: 'The start of the range must not be after its end',
  rangeTooLong: `Ask for at most ${FACTOR_LIMITS.valuesRangeDays} days at a time`,
  deleteConfirm: 'Delete this factor? Every value logged for it is deleted with it.',
  deleted: 'Factor deleted.',
  saveFailed: 'Failed to save factor. Please try again.',
  valueSaveFailed: 'Failed to save the value. It is kept on this device and will be sent again.',
  loadFailed: 'Failed to load your factors',
} as const;

const name = withoutControlCharacters(
  z
    .string({ message: FACTOR_MESSAGES.nameRequired })
    .max(FACTOR_LIMITS.name * 4, { message: `Name must be at most ${FACTOR_LIMITS.name} characters`, abort: true })
    .trim()
    .min(1, FACTOR_MESSAGES.nameRequired)
    .max(FACTOR_LIMITS.name, `Name must be at most ${FACTOR_LIMITS.name} characters`),
);
const unit = withoutControlCharacters(
  z
    .string({ message: 'Unit must be text' })
    .max(FACTOR_LIMITS.unit * 4, { message: `Unit must be at most ${FACTOR_LIMITS.unit} characters`, abort: true })
    .trim()
    .max(FACTOR_LIMITS.unit, `Unit must be at most ${FACTOR_LIMITS.unit} characters`),
);

const factorFields = z.object({
  name,
  kind: z.enum(FACTOR_KINDS, { message: `Kind must be one of ${FACTOR_KINDS.join(', ')}` }),
  unit: unit.nullable().optional(),
  icon: z.enum(FACTOR_ICONS, { message: `Icon must be one of ${FACTOR_ICONS.join(', ')}` }).default('star'),
  betterDirection: z.enum(BETTER_DIRECTIONS, { message: 'Better direction must be higher, lower or null' }).nullable().default(null),
  /** A sleep factor belongs to the day its night ends: the value logged on a date describes the night before it. */
  describesNightBefore: z.boolean({ message: 'Must be true or false' }).default(false),
});

/** A `number` needs a unit, a `count` may have one ("steps"), a yes-no or a scale has none (an empty unit counts as none). */
function unitRule(factor: { kind: FactorKind; unit?: string | null | undefined }, ctx: z.RefinementCtx): void {
  const hasUnit = factor.unit !== undefined && factor.unit !== null && factor.unit !== '';
  if (factor.kind === 'number' && !hasUnit) ctx.addIssue({ code: 'custom', path: ['unit'], message: FACTOR_MESSAGES.unitRequired });
  if ((factor.kind === 'yes-no' || factor.kind === 'scale') && hasUnit) ctx.addIssue({ code: 'custom', path: ['unit'], message: FACTOR_MESSAGES.noUnit });
}

const noneForEmptyUnit = <Factor extends { unit?: string | null | undefined }>(factor: Factor) => ({ ...factor, unit: factor.unit ? factor.unit : null });

/** PUT /api/factors/{id} (and what a backup's factor must meet): the whole factor. */
export const factorInputSchema = factorFields.superRefine(unitRule).transform(noneForEmptyUnit);
export type FactorInput = z.input<typeof factorInputSchema>;
export type FactorFields = z.output<typeof factorInputSchema>;

/** POST /api/factors: the whole factor, and the key its form chose for this save (`idempotency-key.ts`). */
export const createFactorRequestSchema = factorFields
  .extend({ idempotencyKey: idempotencyKeySchema.optional() })
  .superRefine(unitRule)
  .transform(noneForEmptyUnit);
export type CreateFactorRequest = z.input<typeof createFactorRequestSchema>;

export const factorSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FACTOR_KINDS),
  unit: z.string().nullable(),
  icon: z.enum(FACTOR_ICONS),
  betterDirection: z.enum(BETTER_DIRECTIONS).nullable(),
  describesNightBefore: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;
export const factorListResponseSchema = z.object({ factors: z.array(factorSchema) });
export const factorIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/**
 * The date is checked by the service after the factor is found, so an unknown or another user's factor answers 404
 * whatever the date (localDateSchema is the rule).
 */
export const factorValueParamsSchema = z.object({ id: z.string().min(1).max(100), date: z.string().min(1).max(100) });

/** A value as sent: a yes-no takes true/false (or 1/0), the others a number; its kind's rule is checked by the server. */
export const factorValueInputSchema = z.object({
  value: z.union([z.boolean(), z.number({ message: 'Value must be a number, or true or false' })], { message: 'Value must be a number, or true or false' }),
});
/** A value as read: yes-no values are booleans, the others numbers. */
export const factorValueSchema = z.object({ factorId: z.string(), date: z.string(), value: z.union([z.boolean(), z.number()]) });
export type FactorValue = z.infer<typeof factorValueSchema>;

export const factorValuesQuerySchema = z.object({ from: localDateSchema.optional(), to: localDateSchema.optional() });
export const factorValuesResponseSchema = z.object({ from: z.string(), to: z.string(), values: z.array(factorValueSchema) });
export type FactorValuesResponse = z.infer<typeof factorValuesResponseSchema>;

/** The rule of a value for its kind: the stored number, or the message saying why it is refused. */
export function factorValueRule(kind: FactorKind, value: boolean | number): { ok: true; stored: number } | { ok: false; message: string } {
  if (kind === 'yes-no') {
    if (typeof value === 'boolean') return { ok: true, stored: value ? 1 : 0 };
    return value === 0 || value === 1 ? { ok: true, stored: value } : { ok: false, message: FACTOR_MESSAGES.valueYesNo };
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    const message = kind === 'scale' ? FACTOR_MESSAGES.valueScale : kind === 'count' ? FACTOR_MESSAGES.valueCount : FACTOR_MESSAGES.valueNumber;
    return { ok: false, message };
  }
  if (kind === 'scale') {
    return Number.isInteger(value) && value >= FACTOR_LIMITS.scaleMin && value <= FACTOR_LIMITS.scaleMax
      ? { ok: true, stored: value }
      : { ok: false, message: FACTOR_MESSAGES.valueScale };
  }
  if (kind === 'count') {
    return Number.isInteger(value) && value >= 0 && value <= FACTOR_LIMITS.countMax
      ? { ok: true, stored: value }
      : { ok: false, message: FACTOR_MESSAGES.valueCount };
  }
  if (value < FACTOR_LIMITS.numberMin || value > FACTOR_LIMITS.numberMax) return { ok: false, message: FACTOR_MESSAGES.valueNumber };
  const scale = 10 ** FACTOR_LIMITS.numberDecimals;
  return { ok: true, stored: Math.round(value * scale) / scale };
}

/** A stored number as the API reads it for its kind. */
export function factorValueOf(kind: FactorKind, stored: number): boolean | number {
  return kind === 'yes-no' ? stored !== 0 : stored;
}

export interface CatalogFactor extends FactorFields {
  /** Stable key of the catalog entry. */
  readonly key: string;
  /** One line on what to log. */
  readonly hint: string;
}

/** Common factors to start from: a user adds one with a tap and can edit it like their own. */
export const FACTOR_CATALOG: readonly CatalogFactor[] = [
  {
    key: 'sleep-hours',
    name: 'Sleep (h)',
    kind: 'number',
    unit: 'h',
    icon: 'moon',
    betterDirection: 'higher',
    describesNightBefore: true,
    hint: 'Hours slept last night',
  },
  {
    key: 'sleep-quality',
    name: 'Sleep quality',
    kind: 'scale',
    unit: null,
    icon: 'bed',
    betterDirection: 'higher',
    describesNightBefore: true,
    hint: 'How well you slept last night, 1 to 10',
  },
  {
    key: 'caffeine',
    name: 'Caffeine (mg)',
    kind: 'number',
    unit: 'mg',
    icon: 'coffee',
    betterDirection: null,
    describesNightBefore: false,
    hint: 'About 95 mg in a cup of brewed coffee',
  },
  {
    key: 'exercise',
    name: 'Exercise (min)',
    kind: 'number',
    unit: 'min',
    icon: 'activity',
    betterDirection: 'higher',
    describesNightBefore: false,
    hint: 'Minutes of exercise today',
  },
  {
    key: 'outdoor-time',
    name: 'Time outdoors (min)',
    kind: 'number',
    unit: 'min',
    icon: 'sun',
    betterDirection: 'higher',
    describesNightBefore: false,
    hint: 'Minutes spent outside in daylight',
  },
  {
    key: 'late-screen-time',
    name: 'Screen time after 21:00 (min)',
    kind: 'number',
    unit: 'min',
    icon: 'screen',
    betterDirection: 'lower',
    describesNightBefore: false,
    hint: 'Minutes on screens after 9 pm',
  },
  {
    key: 'alcohol',
    name: 'Alcohol',
    kind: 'yes-no',
    unit: null,
    icon: 'glass',
    betterDirection: null,
    describesNightBefore: false,
    hint: 'Any alcohol today',
  },
  {
    key: 'steps',
    name: 'Steps',
    kind: 'count',
    unit: 'steps',
    icon: 'footprints',
    betterDirection: 'higher',
    describesNightBefore: false,
    hint: 'Steps from your phone or watch',
  },
  {
    key: 'cycle-day',
    name: 'Menstrual cycle day',
    kind: 'count',
    unit: null,
    icon: 'calendar',
    betterDirection: null,
    describesNightBefore: false,
    hint: 'Day of your cycle, day 1 the first day of bleeding',
  },
];
