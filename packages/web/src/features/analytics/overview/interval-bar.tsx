/**
 * The interval of g that agrees with the family's decision (its level, e.g. 99.6 %, widens with the number of
 * comparisons) drawn as a small bar with a zero line on the screen's one scale (intervalScaleFor: at least -2…2,
 * wide enough for every interval shown): an interval that crosses zero is visibly unsure. The numbers and the level
 * are in its accessible name and beside it.
 */
import { intervalLevelText } from '@wellness/contract';
import { DEFAULT_INTERVAL_SCALE, formatG, intervalGeometry, type IntervalScale } from './effect-wording';

interface IntervalBarProps {
  g: number | null;
  ci: { low: number; high: number } | null;
  level: number | null;
  scale?: IntervalScale;
}

export function IntervalBar({ g, ci, level, scale = DEFAULT_INTERVAL_SCALE }: IntervalBarProps) {
  if (g === null || ci === null) return <span className="text-xs text-slate-600">No interval yet</span>;
  const { left, width, point, zero } = intervalGeometry(g, ci, scale);
  const clipped = ci.low < -scale.max || ci.high > scale.max;
  const levelWords = level === null ? 'Interval' : `${intervalLevelText(level)} interval`;
  const label = `${levelWords} ${formatG(ci.low)} to ${formatG(ci.high)}${clipped ? ` (beyond the drawn scale of ${formatG(-scale.max)} to ${formatG(scale.max)})` : ''}`;
  return (
    <span className="flex min-w-32 flex-col gap-1">
      <span role="img" aria-label={label} className="relative block h-3 w-full rounded-full bg-slate-100">
        <span className="absolute inset-y-[-2px] w-px bg-slate-500" style={{ left: `${zero}%` }} />
        <span className="absolute inset-y-0.5 rounded-full bg-teal-600/60" style={{ left: `${left}%`, width: `${width}%` }} />
        <span
          className="absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-teal-800 ring-2 ring-white"
          style={{ left: `${point}%` }}
        />
      </span>
      <span aria-hidden="true" className="relative block h-4 text-xs tabular-nums text-slate-600">
        <span className="absolute -translate-x-1/2" style={{ left: `${zero}%` }}>
          0
        </span>
      </span>
      <span aria-hidden="true" className="text-xs tabular-nums text-slate-600">
        {formatG(ci.low)} to {formatG(ci.high)}
        {level === null ? null : <span className="text-slate-500"> ({intervalLevelText(level)})</span>}
      </span>
    </span>
  );
}
