/**
 * The Supplement Timeline chart (visx primitives): height 400; rating, duration or both with two
 * axes; durations in minutes on 30-minute steps, top at least 60; a date label every 7th day; rating grid lines
 * at 1, 3, 5, 7, 9 and 10. The days the supplement was taken are shaded columns with a marker on the baseline.
 * Each line has its own colour and dash (series-style.ts); the legend names them with a sample of the line, and each
 * of its items is a toggle button (aria-pressed) that hides or shows the line, the axes staying put so the others do
 * not jump. The SVG is one image with a text summary; the table view beside it carries every value.
 */
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId, useState } from 'react';
import type { SupplementTimelineResponse, TimelineMetric } from '@wellness/contract';
import { METRIC_LABELS } from '../metric-labels';
import { CHART_HEIGHT, chartMode, durationAxis, isDurationMetric, labelledDates, RATING_GRID_LINES, shortDate } from './chart-rules';
import { seriesStyle } from './series-style';
import { useChartWidth } from './use-chart-width';

type Row = SupplementTimelineResponse['timeline'][number];

const AXIS = 'var(--color-slate-400)';
const LABEL = { fill: 'var(--color-slate-600)', fontSize: 12, fontFamily: 'inherit' } as const;

interface TimelineChartProps {
  rows: readonly Row[];
  metrics: readonly TimelineMetric[];
  /** Whether the chosen supplement (or any, with none chosen) was taken that day. */
  takenOn: (row: Row) => boolean;
  summary: string;
}

export function TimelineChart({ rows, metrics, takenOn, summary }: TimelineChartProps) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const titleId = useId();
  const [hidden, setHidden] = useState<ReadonlySet<TimelineMetric>>(new Set());
  const toggle = (metric: TimelineMetric) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(metric)) next.delete(metric);
      else next.add(metric);
      return next;
    });
  const mode = chartMode(metrics);
  const durationMetrics = metrics.filter(isDurationMetric);
  const ratingMetrics = metrics.filter((metric) => !isDurationMetric(metric));
  const margin = { top: 16, right: mode === 'both' ? 48 : 12, bottom: 32, left: 44 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;

  const dates = rows.map((row) => row.date);
  const x = scaleBand({ domain: dates, range: [0, innerWidth], padding: 0 });
  const centre = (date: string) => (x(date) ?? 0) + x.bandwidth() / 2;
  const yRating = scaleLinear({ domain: [0, 10], range: [innerHeight, 0] });
  const maxSeconds = Math.max(0, ...rows.flatMap((row) => durationMetrics.map((metric) => row[metric] ?? 0)));
  const duration = durationAxis(maxSeconds);
  const yMinutes = scaleLinear({ domain: [0, duration.top], range: [innerHeight, 0] });
  const yFor = (metric: TimelineMetric, value: number) => (isDurationMetric(metric) ? yMinutes(value / 60) : yRating(value));
  const grid = mode === 'duration' ? duration.ticks.map((tick) => yMinutes(tick)) : RATING_GRID_LINES.map((line) => yRating(line));

  return (
    <div ref={ref} className="w-full">
      {width > 0 ? (
        <svg width={width} height={CHART_HEIGHT} role="img" aria-labelledby={titleId} className="block">
          <title id={titleId}>{summary}</title>
          <Group left={margin.left} top={margin.top}>
            {rows.map((row) =>
              takenOn(row) ? (
                <g key={row.date}>
                  <rect x={x(row.date)} y={0} width={x.bandwidth()} height={innerHeight} className="fill-teal-500/15" />
                  <circle cx={centre(row.date)} cy={innerHeight - 4} r={Math.min(4, Math.max(2, x.bandwidth() / 3))} className="fill-teal-700" />
                </g>
              ) : null,
            )}
            {grid.map((y) => (
              <line key={y} x1={0} x2={innerWidth} y1={y} y2={y} stroke="var(--color-slate-200)" />
            ))}
            {metrics
              .filter((metric) => !hidden.has(metric))
              .map((metric) => {
                const style = seriesStyle(metric);
                const points = rows.filter((row) => row[metric] !== null && row[metric] !== undefined);
                return (
                  <g key={metric}>
                    <LinePath<Row>
                      data={rows as Row[]}
                      x={(row) => centre(row.date)}
                      y={(row) => yFor(metric, row[metric] ?? 0)}
                      defined={(row) => row[metric] !== null && row[metric] !== undefined}
                      className={style.stroke}
                      data-series={metric}
                      strokeWidth={2}
                      strokeDasharray={style.dash}
                      fill="none"
                    />
                    {points.map((row) => (
                      <circle key={row.date} cx={centre(row.date)} cy={yFor(metric, row[metric] ?? 0)} r={3} className={style.fill} />
                    ))}
                  </g>
                );
              })}
            {mode === 'duration' ? (
              <AxisLeft
                scale={yMinutes}
                tickValues={duration.ticks}
                tickFormat={(value) => `${String(value)}m`}
                stroke={AXIS}
                tickStroke={AXIS}
                tickLabelProps={{ ...LABEL, textAnchor: 'end', dx: '-0.25em', dy: '0.3em' }}
              />
            ) : (
              <AxisLeft
                scale={yRating}
                tickValues={[...RATING_GRID_LINES]}
                stroke={AXIS}
                tickStroke={AXIS}
                tickLabelProps={{ ...LABEL, textAnchor: 'end', dx: '-0.25em', dy: '0.3em' }}
              />
            )}
            {mode === 'both' ? (
              <AxisRight
                left={innerWidth}
                scale={yMinutes}
                tickValues={duration.ticks}
                tickFormat={(value) => `${String(value)}m`}
                stroke={AXIS}
                tickStroke={AXIS}
                tickLabelProps={{ ...LABEL, textAnchor: 'start', dx: '0.25em', dy: '0.3em' }}
              />
            ) : null}
            {/* On a phone, weekly date labels at 12 px touch each other; 10 px leaves a gap. */}
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={labelledDates(dates)}
              tickFormat={shortDate}
              stroke={AXIS}
              tickStroke={AXIS}
              tickLabelProps={{ ...LABEL, textAnchor: 'middle', fontSize: innerWidth < 360 ? 10 : 12 }}
            />
          </Group>
        </svg>
      ) : null}
      <ul className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700" aria-label="Legend">
        {ratingMetrics.length > 0 && mode === 'both' ? <li className="px-1 font-medium">Left axis: rating 1-10</li> : null}
        {durationMetrics.length > 0 && mode === 'both' ? <li className="px-1 font-medium">Right axis: minutes (dashed)</li> : null}
        {metrics.map((metric) => {
          const style = seriesStyle(metric);
          const shown = !hidden.has(metric);
          return (
            <li key={metric}>
              <button
                type="button"
                aria-pressed={shown}
                title={shown ? 'Hide this line' : 'Show this line'}
                onClick={() => toggle(metric)}
                className={
                  'flex min-h-8 items-center gap-1.5 rounded-md border px-2 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600 ' +
                  (shown ? 'border-slate-300 bg-white text-slate-800' : 'border-dashed border-slate-300 bg-slate-50 text-slate-500 line-through')
                }
              >
                <svg aria-hidden="true" width="24" height="8" className="shrink-0 overflow-visible">
                  <line x1="0" x2="24" y1="4" y2="4" strokeWidth="2.5" strokeDasharray={style.dash} className={style.stroke} />
                </svg>
                {METRIC_LABELS[metric]}
                {isDurationMetric(metric) ? ' (minutes)' : ''}
              </button>
            </li>
          );
        })}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-teal-500/30" />
          Days taken
        </li>
      </ul>
    </div>
  );
}
