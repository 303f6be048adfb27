/**
 * The pure rules of a factor's control: the stepper's step and its arithmetic, reading what was typed for each
 * kind (the contract's `factorValueRule` decides what is valid), and how a value reads on screen. Kept apart from
 * the components so each rule has its own tests.
 */
import { FACTOR_LIMITS, factorValueRule, type Factor, type FactorKind } from '@wellness/contract';

export type FactorValueOf = boolean | number;

/** Steps that suit common units: half hours of sleep, five minutes, a quarter of a 100 mg tablet. */
const UNIT_STEPS: Readonly<Record<string, number>> = {
  h: 0.5,
  hr: 0.5,
  hrs: 0.5,
  hours: 0.5,
  min: 5,
  mins: 5,
  minutes: 5,
  mg: 25,
  ml: 50,
  km: 0.5,
  mi: 0.5,
  kg: 0.1,
  lb: 0.1,
};

/** The stepper's step: 1 for a count (cups, days) and a scale, the unit's own step for a number, else 1. */
export function stepOf(factor: Pick<Factor, 'kind' | 'unit'>): number {
  if (factor.kind !== 'number') return 1;
  return UNIT_STEPS[(factor.unit ?? '').trim().toLowerCase()] ?? 1;
}

const decimalsOf = (step: number) => (Number.isInteger(step) ? 0 : (String(step).split('.')[1]?.length ?? 0));

/**
 * One tap of − or +. From no value the stepper starts at `start` (the last value logged, so a usual night is one
 * tap away), else at 0. It never steps below 0 (a count, a duration, an amount) unless the value already is, and
 * stays inside the kind's limits; the result is rounded to the step, so 0.1 + 0.2 reads 0.3.
 */
export function stepValue(
  kind: Extract<FactorKind, 'number' | 'count'>,
  current: number | null,
  step: number,
  direction: 1 | -1,
  start: number | null = null,
): number {
  if (current === null) return Math.max(0, start ?? (direction === 1 ? step : 0));
  const floor = current < 0 ? FACTOR_LIMITS.numberMin : 0;
  const ceiling = kind === 'count' ? FACTOR_LIMITS.countMax : FACTOR_LIMITS.numberMax;
  const scale = 10 ** Math.max(decimalsOf(step), kind === 'number' ? FACTOR_LIMITS.numberDecimals : 0);
  const next = Math.round((current + direction * step) * scale) / scale;
  return Math.min(ceiling, Math.max(floor, next));
}

export type TypedValue = { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'invalid'; message: string };

/**
 * What was typed into a number or count field. Spaces and thousands separators go ("8,000" and "8 000" are eight
 * thousand steps); a comma before one or two digits is a decimal comma ("7,5" h). An empty field clears the value.
 */
export function parseTyped(kind: Extract<FactorKind, 'number' | 'count'>, text: string): TypedValue {
  const trimmed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed === '') return { kind: 'empty' };
  const normalised = /^-?\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed.replace(/,(?=\d{3}(\D|$))/g, '');
  const number = /^-?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
  const rule = factorValueRule(kind, number);
  return rule.ok ? { kind: 'value', value: rule.stored } : { kind: 'invalid', message: rule.message };
}

/** How a value reads in a field or a summary: "7.5", "8,000", "Yes". */
export function formatFactorValue(kind: FactorKind, value: FactorValueOf, locale?: string): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (kind === 'yes-no') return value !== 0 ? 'Yes' : 'No';
  return value.toLocaleString(locale ?? 'en-US', { maximumFractionDigits: FACTOR_LIMITS.numberDecimals, useGrouping: kind === 'count' });
}

/** The number a stepper or slider works with, whatever the server sent (a yes-no has none). */
export function numberOf(value: FactorValueOf | null | undefined): number | null {
  return typeof value === 'number' ? value : null;
}

/** What every factor control takes (`factor-control.tsx`, `factor-choice-controls.tsx`). */
export interface FactorControlProps {
  factor: Factor;
  value: FactorValueOf | null;
  /** The last value logged before this day: where the stepper and the slider start. */
  start: FactorValueOf | null;
  onChange: (value: FactorValueOf | null) => void;
  /** The id of the factor's name on screen, which labels the control. */
  labelId: string;
}
