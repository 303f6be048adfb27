/**
 * One rating metric's daily means over the report's range as a small SVG chart: the 1-10 axis labelled, a line with a
 * dot on each rated day and a gap where a day has none (never a drop to 0), the first and last day below. It scales
 * to its box (viewBox, width 100%), so paper never clips it; the numbers are in the table beside it, not in colour.
 */
import type { ReportRatingSeries } from '@wellness/contract';
import { formatDay } from '@/lib/date-format';
import { chartSegments, yOf, type ChartBox } from './chart-scale';
import { meanText } from './report-wording';

const WIDTH = 320;
const HEIGHT = 66;
const BOX: ChartBox = { left: 22, top: 6, width: WIDTH - 30, height: HEIGHT - 26 };
const TICKS = [1, 5, 10] as const;

export function RatingChart({ series, days }: { series: ReportRatingSeries; days: readonly string[] }) {
  const segments = chartSegments(series.values, BOX);
  const first = days[0];
  const last = days[days.length - 1];
  const label = `${series.label}, daily mean on a 1 to 10 scale${first && last ? ` from ${formatDay(first)} to ${formatDay(last)}` : ''}: rated on ${series.daysRated} of ${days.length} days, mean ${meanText(series.mean)}, lowest ${meanText(series.min)}, highest ${meanText(series.max)}.`;
  return (
    <figure className="flex flex-col gap-0.5 break-inside-avoid">
      <figcaption className="truncate text-xs font-semibold text-slate-900">
        {series.label} <span className="font-normal text-slate-600 tabular-nums">(mean {meanText(series.mean)})</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label} className="block h-auto text-slate-800">
        {TICKS.map((tick) => (
          <g key={tick}>
            <line x1={BOX.left} x2={BOX.left + BOX.width} y1={yOf(tick, BOX)} y2={yOf(tick, BOX)} stroke="currentColor" strokeOpacity={0.18} strokeWidth={1} />
            <text x={BOX.left - 5} y={yOf(tick, BOX) + 3.5} textAnchor="end" fontSize={10} fill="currentColor" fillOpacity={0.75}>
              {tick}
            </text>
          </g>
        ))}
        {segments.map((segment) =>
          segment.length > 1 ? (
            <polyline
              key={`line-${segment[0]?.index}`}
              points={segment.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.6}
              strokeLinejoin="round"
            />
          ) : null,
        )}
        {segments.flat().map((p) => (
          <circle key={p.index} cx={p.x} cy={p.y} r={2.2} fill="currentColor" />
        ))}
        {first && last ? (
          <>
            <text x={BOX.left} y={HEIGHT - 4} fontSize={10} fill="currentColor" fillOpacity={0.75}>
              {formatDay(first)}
            </text>
            <text x={BOX.left + BOX.width} y={HEIGHT - 4} textAnchor="end" fontSize={10} fill="currentColor" fillOpacity={0.75}>
              {formatDay(last)}
            </text>
          </>
        ) : null}
      </svg>
    </figure>
  );
}
