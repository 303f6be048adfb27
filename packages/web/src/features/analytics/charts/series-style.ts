/**
 * Each metric's line style: a colour (as full Tailwind class names, so the themes' colour variables apply and
 * the dark theme redraws the chart) and, for durations, a dashed line, so the two kinds differ by more than colour.
 */
import { TIMELINE_METRICS, type TimelineMetric } from '@wellness/contract';
import { isDurationMetric } from './chart-rules';

interface SeriesStyle {
  stroke: string;
  fill: string;
  swatch: string;
  dash: string | undefined;
}

const PALETTE = [
  { stroke: 'stroke-teal-600', fill: 'fill-teal-600', swatch: 'bg-teal-600' },
  { stroke: 'stroke-indigo-600', fill: 'fill-indigo-600', swatch: 'bg-indigo-600' },
  { stroke: 'stroke-amber-600', fill: 'fill-amber-600', swatch: 'bg-amber-600' },
  { stroke: 'stroke-rose-600', fill: 'fill-rose-600', swatch: 'bg-rose-600' },
  { stroke: 'stroke-sky-600', fill: 'fill-sky-600', swatch: 'bg-sky-600' },
  { stroke: 'stroke-violet-600', fill: 'fill-violet-600', swatch: 'bg-violet-600' },
  { stroke: 'stroke-emerald-700', fill: 'fill-emerald-700', swatch: 'bg-emerald-700' },
  { stroke: 'stroke-orange-600', fill: 'fill-orange-600', swatch: 'bg-orange-600' },
  { stroke: 'stroke-fuchsia-600', fill: 'fill-fuchsia-600', swatch: 'bg-fuchsia-600' },
  { stroke: 'stroke-cyan-700', fill: 'fill-cyan-700', swatch: 'bg-cyan-700' },
  { stroke: 'stroke-lime-700', fill: 'fill-lime-700', swatch: 'bg-lime-700' },
  { stroke: 'stroke-slate-600', fill: 'fill-slate-600', swatch: 'bg-slate-600' },
] as const;

export function seriesStyle(metric: TimelineMetric): SeriesStyle {
  const colour = PALETTE[TIMELINE_METRICS.indexOf(metric) % PALETTE.length] ?? PALETTE[0];
  return { ...colour, dash: isDurationMetric(metric) ? '6 4' : undefined };
}

/**
 * A factor's line on the Timeline, by its place among the chosen factors: colours the rating lines do not start
 * with, each with its own dash, so two factors differ by more than colour.
 */
const FACTOR_PALETTE = [PALETTE[5], PALETTE[2], PALETTE[9], PALETTE[3], PALETTE[6], PALETTE[8]] as const;
const FACTOR_DASHES = [undefined, '8 4', '2 3', '10 3 2 3'] as const;

export function factorStyle(index: number): SeriesStyle {
  const colour = FACTOR_PALETTE[index % FACTOR_PALETTE.length] ?? PALETTE[0];
  return { ...colour, dash: FACTOR_DASHES[index % FACTOR_DASHES.length] };
}
