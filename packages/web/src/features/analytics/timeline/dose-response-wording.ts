/**
 * How Effects by the hour reads on screen: window names, the decision in words, the family
 * sentence and the chart's scale. Pure, so the words are tested; every decision shown is the server's adjusted one,
 * and no sentence says the substance caused anything.
 */
import { plural, type Conclusion, type DoseResponseResponse, type DoseResponseWindow } from '@wellness/contract';

export const windowLabel = (w: { fromHours: number; toHours: number }) => `${w.fromHours}–${w.toHours} h`;

export const DOSE_DECISION_LABELS: Record<Conclusion, string> = {
  benefit: 'Higher than without',
  harm: 'Lower than without',
  inconclusive: 'No clear difference',
  'insufficient-data': 'Not enough data yet',
};

export const formatSigned = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;
export const formatRating = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/** "12 comparisons tested; …": the family the claims were adjusted for. */
export function familySentence(familySize: number): string {
  if (familySize === 0) return 'No comparison could be tested yet.';
  return `${familySize} comparison${familySize === 1 ? '' : 's'} tested; claims shown are those that hold after accounting for all of them.`;
}

/** The interval's level in words, e.g. "98.3 %": it widens with the family, so a claim is never made on a narrow one. */
export const formatLevel = (level: number) => `${(Math.round(level * 1000) / 10).toString()} %`;

export function differenceText(w: DoseResponseWindow): string {
  if (w.difference === null || w.ci95 === null) return '—';
  return `${formatSigned(w.difference)} (${formatSigned(w.ci95.low)} to ${formatSigned(w.ci95.high)})`;
}

/** The chart's vertical bound: symmetric about zero (the days without), at least ±2 points, whole points. */
export function differenceBound(windows: readonly DoseResponseWindow[]): number {
  let bound = 2;
  for (const w of windows) {
    if (w.ci95) bound = Math.max(bound, Math.abs(w.ci95.low), Math.abs(w.ci95.high));
    else if (w.difference !== null) bound = Math.max(bound, Math.abs(w.difference));
  }
  return Math.ceil(bound);
}

/** The outcome a window's figures are of, in a sentence. */
export const outcomeWord = (w: DoseResponseWindow) => (w.outcome === 'focus' ? 'focus' : 'productivity');

/** The chart's accessible title: every window's figure and decision. */
export function chartDescription(data: DoseResponseResponse): string {
  const parts = data.windows.map((w) =>
    w.difference === null
      ? `${windowLabel(w)} not enough data`
      : `${windowLabel(w)} ${outcomeWord(w)} ${formatSigned(w.difference)}, ${DOSE_DECISION_LABELS[w.conclusion].toLowerCase()}`,
  );
  return `Difference from the days without ${data.substance.name} (${formatRating(data.baseline.meanProductivity)} productivity on ${plural(data.baseline.days, 'day')}), by hours after the day's first dose: ${parts.join('; ')}.`;
}
