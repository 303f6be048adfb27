/**
 * What the clinician report says of one of the user's own factors over its range: the days logged out of the days
 * in the range, and for a yes-no factor the yes days, for the others the mean, lowest and highest value. Days
 * without a value are not counted as 0 or "no": they are days not logged.
 */
import type { Factor, FactorValue } from '@wellness/contract';

export interface FactorSummary {
  readonly factor: Factor;
  readonly daysLogged: number;
  readonly daysInRange: number;
  /** yes-no: the days answered yes; null for the other kinds. */
  readonly yesDays: number | null;
  readonly mean: number | null;
  readonly lowest: number | null;
  readonly highest: number | null;
}

export function summarizeFactor(factor: Factor, values: readonly FactorValue[], daysInRange: number): FactorSummary {
  const own = values.filter((v) => v.factorId === factor.id);
  if (factor.kind === 'yes-no') {
    return { factor, daysLogged: own.length, daysInRange, yesDays: own.filter((v) => v.value === true).length, mean: null, lowest: null, highest: null };
  }
  const numbers = own.map((v) => v.value).filter((v): v is number => typeof v === 'number');
  const mean = numbers.length === 0 ? null : numbers.reduce((sum, v) => sum + v, 0) / numbers.length;
  return {
    factor,
    daysLogged: own.length,
    daysInRange,
    yesDays: null,
    mean,
    lowest: numbers.length === 0 ? null : Math.min(...numbers),
    highest: numbers.length === 0 ? null : Math.max(...numbers),
  };
}

/** A value with the factor's unit, rounded to what a person reads (one decimal at most). */
export function withUnit(value: number, unit: string | null): string {
  const rounded = Math.round(value * 10) / 10;
  const text = rounded.toLocaleString(undefined, { maximumFractionDigits: 1 });
  return unit ? `${text} ${unit}` : text;
}

/** One line for the report: "Yes on 4 of 21 days logged" or "Average 7.1 h (5.5 to 8.5 h)". */
export function summaryLine(summary: FactorSummary): string {
  if (summary.daysLogged === 0) return 'Not logged in this time';
  if (summary.yesDays !== null) return `Yes on ${summary.yesDays} of ${summary.daysLogged} ${summary.daysLogged === 1 ? 'day' : 'days'} logged`;
  const { unit } = summary.factor;
  if (summary.mean === null || summary.lowest === null || summary.highest === null) return 'Not logged in this time';
  const range = summary.lowest === summary.highest ? '' : ` (${withUnit(summary.lowest, unit)} to ${withUnit(summary.highest, unit)})`;
  return `Average ${withUnit(summary.mean, unit)}${range}`;
}
