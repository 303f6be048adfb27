/**
 * How a row of factor effects reads (pure, tested): which rows are claims and which are folded away, the timing and
 * the conclusion in words, the estimate with its unit, and where its interval sits on a bar with zero marked. Every
 * word is about association in the user's own data; none says a factor causes anything.
 */
import { plural, type FactorEffectConclusion, type FactorEffectRow } from '@wellness/contract';

export interface FactorEffectGroups {
  /** Rows whose claim holds in the family, strongest evidence first. */
  claims: FactorEffectRow[];
  /** Tested in the family (an estimate), no claim holds. */
  inconclusive: FactorEffectRow[];
  /** Enough days, but no estimate: one side never varied, or it could not be told apart (not a test of the family). */
  notCompared: FactorEffectRow[];
  insufficient: FactorEffectRow[];
}

const CLAIMS: readonly FactorEffectConclusion[] = ['benefit', 'harm', 'higher', 'lower'];
export const isClaim = (row: FactorEffectRow): boolean => CLAIMS.includes(row.conclusion);

export function groupFactorEffects(rows: readonly FactorEffectRow[]): FactorEffectGroups {
  const byEvidence = (a: FactorEffectRow, b: FactorEffectRow) => (a.adjustedP ?? 1) - (b.adjustedP ?? 1) || b.days - a.days;
  return {
    claims: rows.filter(isClaim).sort(byEvidence),
    inconclusive: rows.filter((row) => row.conclusion === 'inconclusive' && row.estimate !== null).sort((a, b) => b.days - a.days),
    notCompared: rows.filter((row) => row.conclusion === 'inconclusive' && row.estimate === null).sort((a, b) => b.days - a.days),
    // Nearest to an answer first: the most days already logged.
    insufficient: rows.filter((row) => row.conclusion === 'insufficient-data').sort((a, b) => b.days - a.days),
  };
}

export const TIMING_WORDS: Record<FactorEffectRow['timing'], string> = {
  'same-day': 'Same day',
  'next-day': 'Next day',
};

/** "Same day: both on one date" / "Next day: the outcome on the day after". */
export function timingSentence(row: Pick<FactorEffectRow, 'timing' | 'factorName' | 'outcomeName'>): string {
  return row.timing === 'same-day'
    ? `${row.factorName} and ${row.outcomeName} on the same day`
    : `${row.factorName} on one day, ${row.outcomeName} on the day after`;
}

export function conclusionLabel(row: Pick<FactorEffectRow, 'conclusion' | 'outcomeName'>): string {
  const outcome = row.outcomeName.toLocaleLowerCase('en-US');
  switch (row.conclusion) {
    case 'benefit':
      return `Linked to better ${outcome}`;
    case 'harm':
      return `Linked to worse ${outcome}`;
    case 'higher':
      return `Goes with higher ${outcome}`;
    case 'lower':
      return `Goes with lower ${outcome}`;
    case 'inconclusive':
      return 'Inconclusive';
    case 'insufficient-data':
      return 'Not enough data yet';
  }
}

const signed = (value: number, digits: number) => {
  const text = Math.abs(value).toFixed(digits);
  return Number(text) === 0 ? text : `${value > 0 ? '+' : '−'}${text}`;
};
const plain = (value: number, digits: number) => (value < 0 ? `−${Math.abs(value).toFixed(digits)}` : value.toFixed(digits));

/** Decimals that show a small slope (0.004 per step) without cluttering a large one. */
export function decimalsFor(value: number): number {
  const size = Math.abs(value);
  if (size === 0 || size >= 1) return 1;
  if (size >= 0.1) return 2;
  return 3;
}

/**
 * The estimate in its unit: a yes-no factor's difference ("+1.4 points"), a number's slope ("+0.60 points per h"),
 * a substance's g ("g +0.45"). `predictorUnit` is the factor's unit when known; a rating outcome is in points.
 */
export function estimateText(
  row: Pick<FactorEffectRow, 'scale' | 'estimate' | 'outcomeKind'>,
  predictorUnit: string | null,
  outcomeUnit: string | null,
): string | null {
  if (row.estimate === null) return null;
  const digits = decimalsFor(row.estimate);
  if (row.scale === 'g') return `g ${signed(row.estimate, 2)}`;
  const unit = row.outcomeKind === 'rating' ? 'points' : (outcomeUnit ?? '');
  const amount = `${signed(row.estimate, digits)}${unit ? ` ${unit}` : ''}`;
  return row.scale === 'per-unit' ? `${amount} per ${predictorUnit ?? 'unit'}` : amount;
}

export function intervalText(ci: { low: number; high: number }, scale: FactorEffectRow['scale']): string {
  const digits = scale === 'g' ? 2 : decimalsFor(Math.max(Math.abs(ci.low), Math.abs(ci.high)));
  return `${plain(ci.low, digits)} to ${plain(ci.high, digits)}`;
}

/**
 * The bar's geometry in percent: a scale symmetric about zero (so zero sits in the middle and a bar crossing it is
 * visibly unsure), wide enough for the interval, the point and zero.
 */
export function scaledInterval(estimate: number, ci: { low: number; high: number }) {
  const reach = Math.max(Math.abs(ci.low), Math.abs(ci.high), Math.abs(estimate)) * 1.15 || 1;
  const at = (value: number) => ((value + reach) / (2 * reach)) * 100;
  const left = at(ci.low);
  return { left, width: Math.max(at(ci.high) - left, 1), point: at(estimate), zero: 50 };
}

const daysWord = (count: number) => plural(count, 'day');
const mean = (value: number | null) => (value === null ? 'no mean' : plain(value, 1));

/**
 * The plain comparison behind the estimate: a yes-no factor's yes and no days, a number's days under its median and
 * the rest ("Under 6.5 h: 4.9 (12 days) · 6.5 h or more: 6.3 (14 days)"). Null when the server sent none.
 */
export function splitText(row: Pick<FactorEffectRow, 'split' | 'outcomeName'>, predictorUnit: string | null): string | null {
  const split = row.split;
  if (split === null) return null;
  const outcome = row.outcomeName.toLocaleLowerCase('en-US');
  if (split.splitAt === null) {
    return `${outcome} ${mean(split.highMean)} on yes days (${daysWord(split.highDays)}), ${mean(split.lowMean)} on no days (${daysWord(split.lowDays)})`;
  }
  const at = `${split.splitAt.toLocaleString('en-US', { maximumFractionDigits: 2 })}${predictorUnit ? ` ${predictorUnit}` : ''}`;
  return `${outcome} ${mean(split.lowMean)} under ${at} (${daysWord(split.lowDays)}), ${mean(split.highMean)} at ${at} or more (${daysWord(split.highDays)})`;
}
