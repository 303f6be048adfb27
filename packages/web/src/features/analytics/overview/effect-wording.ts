/**
 * How an effect reads on screen: the badge colour (g above 0.5 green, above 0 amber, else red) for a
 * claim that holds in its family, the conclusion in words, and where the adjusted interval sits on its small bar.
 * Every sentence says "association in your own data", never that the substance caused anything, and the
 * badge, the interval and the sentence all follow the family's decision.
 */
import {
  comparisonGap,
  comparisonGapSentence,
  isAre,
  LOWER_IS_BETTER_METRICS,
  METRIC_LABELS,
  moreDaysSentence,
  plural,
  type Conclusion,
  type MoreDaysNeeded,
  type RatingMetric,
} from '@wellness/contract';

export type BadgeTone = 'green' | 'amber' | 'red' | 'unclear' | 'none';

/**
 * The badge colour by g, for a claim only: an inconclusive g is grey ("unclear"), so a green badge never sits beside "no
 * clear difference", and no g (not enough data) has no colour, so it never reads as "red: harmful". g is taken minus
 * not taken, so for restlessness and anxiety, where lower is better, the colour reads -g: a drop is the good way.
 */
export function badgeTone(g: number | null, metric: RatingMetric = 'productivity', conclusion?: Conclusion): BadgeTone {
  if (g === null) return 'none';
  if (conclusion === 'inconclusive' || conclusion === 'insufficient-data') return 'unclear';
  if (LOWER_IS_BETTER_METRICS.includes(metric)) return badgeTone(-g);
  if (g > 0.5) return 'green';
  if (g > 0) return 'amber';
  return 'red';
}

/** What each badge colour means, in words for screen readers: the colour never carries the meaning alone. */
export const TONE_WORDS: Record<BadgeTone, string> = {
  green: 'better, medium or larger',
  amber: 'better, small',
  red: 'worse, or no better',
  unclear: 'no clear difference once every comparison is accounted for',
  none: 'not enough data',
};

/**
 * The badge's visible text. For a metric where lower is better (restlessness, anxiety) a bare "g 0.52" next to a red
 * colour read as "none or negative" whichever way it went, so there the direction is in words: "Restlessness lower
 * by 0.52 (g)". Elsewhere g is signed the usual way (higher is better) and stays "g 0.52".
 */
export function effectSizeText(g: number | null, metric: RatingMetric = 'productivity'): string {
  if (g === null) return 'g —';
  if (!LOWER_IS_BETTER_METRICS.includes(metric)) return `g ${formatG(g)}`;
  if (g === 0) return `${METRIC_LABELS[metric]} unchanged (g 0.00)`;
  return `${METRIC_LABELS[metric]} ${g < 0 ? 'lower' : 'higher'} by ${Math.abs(g).toFixed(2)} (g)`;
}

export const CONCLUSION_LABELS: Record<Conclusion, string> = {
  benefit: 'Linked to better days',
  harm: 'Linked to worse days',
  inconclusive: 'Inconclusive',
  'insufficient-data': 'Not enough data yet',
};

export interface ConclusionInput {
  conclusion: Conclusion;
  name: string;
  metric: RatingMetric;
  metricLabel: string;
  timing: 'same-day' | 'next-day';
  daysTaken: number;
  daysNotTaken: number;
  /** The least rated days in all and on each side before anything is concluded. */
  minimums: { ratedDays: number; daysPerSide: number };
  /** The comparisons the decision accounted for, and the days that would settle an inconclusive one. */
  familySize: number;
  moreDaysNeeded: MoreDaysNeeded | null;
}

const accounted = (size: number) => (size === 1 ? 'on its own' : `after accounting for all ${size} comparisons`);

/** One plain sentence for the conclusion, phrased as an association in the user's own data. */
export function conclusionSentence(input: ConclusionInput): string {
  const { conclusion, name, metricLabel, daysTaken, daysNotTaken, minimums } = input;
  const when = input.timing === 'next-day' ? 'on the day after you took' : 'on days you took';
  const days = `${plural(daysTaken, 'day')} with it, ${daysNotTaken} without`;
  const lowerBetter = LOWER_IS_BETTER_METRICS.includes(input.metric);
  switch (conclusion) {
    case 'benefit':
    case 'harm': {
      const higher = (conclusion === 'benefit') !== lowerBetter;
      const better = conclusion === 'benefit' ? 'better' : 'worse';
      return `Your ${metricLabel} was ${higher ? 'higher' : 'lower'} (${better}) ${when} ${name} (${days}); this holds ${accounted(input.familySize)}. This is an association in your own data, not proof that ${name} caused it.`;
    }
    case 'inconclusive': {
      const needed = input.moreDaysNeeded ? moreDaysSentence(input.moreDaysNeeded, name) : '';
      return `No clear difference in your ${metricLabel} between days with and without ${name} (${days}) ${accounted(input.familySize)}.${needed ? ` ${needed}` : ''}`;
    }
    case 'insufficient-data': {
      const gap = comparisonGap({ daysTaken, daysNotTaken }, minimums);
      if (gap.kind === 'taken-every-day' || gap.kind === 'never-taken') return `No comparison for your ${metricLabel} yet. ${comparisonGapSentence(gap, name)}`;
      const needs = gap.kind === 'more-days' ? ` ${comparisonGapSentence(gap, name)}` : '';
      return `Too early to tell for your ${metricLabel}: comparisons need at least ${minimums.ratedDays} rated days, with ${minimums.daysPerSide} days with and ${minimums.daysPerSide} without ${name}; there ${isAre(daysTaken)} ${days}.${needs}`;
    }
  }
}

/** The interval bars' scale, symmetric around 0: at least -2…2, wider when an interval shown reaches further. */
export interface IntervalScale {
  max: number;
}
export const DEFAULT_INTERVAL_SCALE: IntervalScale = { max: 2 };

/**
 * The one scale of every bar on a screen (so bars compare): the furthest end of any interval or estimate shown,
 * rounded up to a whole or half number, and never narrower than -2…2, so a dot and both ends are always drawn.
 */
export function intervalScaleFor(items: ReadonlyArray<{ g: number | null; ci: { low: number; high: number } | null }>): IntervalScale {
  const reach = Math.max(
    DEFAULT_INTERVAL_SCALE.max,
    ...items
      .flatMap(({ g, ci }) => [g, ci?.low ?? null, ci?.high ?? null])
      .flatMap((value) => (value === null || !Number.isFinite(value) ? [] : [Math.abs(value)])),
  );
  return { max: Math.ceil(reach * 2) / 2 };
}

/** Left edge, width and the point estimate of the interval, and where zero is, in percent of the bar. */
export function intervalGeometry(g: number, ci: { low: number; high: number }, scale: IntervalScale = DEFAULT_INTERVAL_SCALE) {
  const toPercent = (value: number) => ((Math.min(scale.max, Math.max(-scale.max, value)) + scale.max) / (2 * scale.max)) * 100;
  const left = toPercent(ci.low);
  return { left, width: Math.max(toPercent(ci.high) - left, 1), point: toPercent(g), zero: toPercent(0) };
}

export const formatG = (value: number) => (value >= 0 ? value.toFixed(2) : `−${Math.abs(value).toFixed(2)}`);
