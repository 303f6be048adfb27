/**
 * Each metric's line style: a colour and a dash pattern, so no two lines differ by colour alone (issue 34: Focus
 * level and Mood were two near-identical teal lines). Colours are full Tailwind class names from the hues the dark
 * and high-contrast themes redefine (teal, violet, amber, rose, sky, lime, slate, emerald), so each theme redraws the
 * chart at its own contrast: a hue the themes leave alone (fuchsia, cyan) kept its light-theme shade on the dark
 * card, which is how the focus-time line went missing in dark mode. Durations (the right-hand minutes axis) have
 * long dashes.
 */
import type { TimelineMetric } from '@wellness/contract';

export interface SeriesStyle {
  stroke: string;
  fill: string;
  /** The legend's sample of the line's colour. */
  swatch: string;
  dash: string | undefined;
}

const HUES = {
  teal: { stroke: 'stroke-teal-600', fill: 'fill-teal-600', swatch: 'bg-teal-600' },
  violet: { stroke: 'stroke-violet-600', fill: 'fill-violet-600', swatch: 'bg-violet-600' },
  amber: { stroke: 'stroke-amber-600', fill: 'fill-amber-600', swatch: 'bg-amber-600' },
  rose: { stroke: 'stroke-rose-600', fill: 'fill-rose-600', swatch: 'bg-rose-600' },
  sky: { stroke: 'stroke-sky-600', fill: 'fill-sky-600', swatch: 'bg-sky-600' },
  // lime-600 is under 3:1 on white; 700 is not.
  lime: { stroke: 'stroke-lime-700', fill: 'fill-lime-700', swatch: 'bg-lime-700' },
  slate: { stroke: 'stroke-slate-600', fill: 'fill-slate-600', swatch: 'bg-slate-600' },
  emerald: { stroke: 'stroke-emerald-600', fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
} as const;

export const DASHES = {
  solid: undefined,
  long: '9 4',
  dotted: '2 3',
  dashDot: '10 3 2 3',
  short: '5 3',
  minutes: '12 4',
  minutesDot: '12 4 2 4',
} as const;

/**
 * One style per metric, each pair of colour and dash used once. The default pair (focus level, productivity) is teal
 * solid against violet long dashes; mood is slate with long dashes, far from focus level's teal line.
 */
const STYLES: Record<TimelineMetric, { hue: keyof typeof HUES; dash: keyof typeof DASHES }> = {
  focusLevel: { hue: 'teal', dash: 'solid' },
  productivity: { hue: 'violet', dash: 'long' },
  taskInitiation: { hue: 'amber', dash: 'dotted' },
  restlessness: { hue: 'rose', dash: 'dashDot' },
  overallRating: { hue: 'sky', dash: 'short' },
  energy: { hue: 'lime', dash: 'solid' },
  mood: { hue: 'slate', dash: 'long' },
  anxiety: { hue: 'emerald', dash: 'dotted' },
  totalFocusTime: { hue: 'amber', dash: 'minutes' },
  avgSessionLength: { hue: 'rose', dash: 'minutes' },
  longestSession: { hue: 'violet', dash: 'minutesDot' },
  avgSessionProductivity: { hue: 'lime', dash: 'dotted' },
};

export function seriesStyle(metric: TimelineMetric): SeriesStyle {
  const { hue, dash } = STYLES[metric];
  return { ...HUES[hue], dash: DASHES[dash] };
}

/**
 * A factor's line on the Timeline, by its place among the chosen factors: each with its own colour and dash, so two
 * factors differ by more than colour.
 */
const FACTOR_HUES = [HUES.violet, HUES.amber, HUES.sky, HUES.rose, HUES.emerald, HUES.lime] as const;
const FACTOR_DASHES = [DASHES.solid, DASHES.long, DASHES.dotted, DASHES.dashDot] as const;

export function factorStyle(index: number): SeriesStyle {
  const colour = FACTOR_HUES[index % FACTOR_HUES.length] ?? HUES.teal;
  return { ...colour, dash: FACTOR_DASHES[index % FACTOR_DASHES.length] };
}
