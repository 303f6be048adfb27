/**
 * Weekly Trends as a bar chart (visx primitives): the mean productivity of each weekday, Monday to Sunday, with
 * a table of the same figures (entries and focus time too) for screen readers and anyone who prefers numbers.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import type { WeeklyTrendsResponse } from '@wellness/contract';
import { formatDuration } from '@/lib/duration-format';
import { useChartWidth } from './use-chart-width';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 32 };
const AXIS = 'var(--color-slate-400)';
const LABEL = { fill: 'var(--color-slate-600)', fontSize: 12, fontFamily: 'inherit' } as const;

export function WeeklyTrendsChart({ days }: { days: WeeklyTrendsResponse['days'] }) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const titleId = useId();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear({ domain: [0, 10], range: [innerHeight, 0] });
  const described = days.map((d) => `${d.day} ${d.avgProductivity === null ? 'no rating' : d.avgProductivity.toFixed(1)}`).join(', ');
  return (
    <div className="flex flex-col gap-3">
      <div ref={ref} className="w-full">
        {width > 0 ? (
          <svg width={width} height={HEIGHT} role="img" aria-labelledby={titleId} className="block">
            <title id={titleId}>{`Average productivity by weekday, out of 10: ${described}`}</title>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {[5, 10].map((tick) => (
                <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke="var(--color-slate-200)" />
              ))}
              {days.map((d) =>
                d.avgProductivity === null ? null : (
                  <Bar
                    key={d.day}
                    x={x(d.day) ?? 0}
                    y={y(d.avgProductivity)}
                    width={x.bandwidth()}
                    height={innerHeight - y(d.avgProductivity)}
                    rx={4}
                    fill="var(--color-teal-600)"
                  />
                ),
              )}
              <AxisLeft
                scale={y}
                tickValues={[0, 5, 10]}
                stroke={AXIS}
                tickStroke={AXIS}
                tickLabelProps={{ ...LABEL, textAnchor: 'end', dx: '-0.25em', dy: '0.3em' }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                stroke={AXIS}
                tickStroke={AXIS}
                tickFormat={(day) => day.slice(0, 3)}
                tickLabelProps={{ ...LABEL, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
        ) : null}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-teal-800">Weekly trends as a table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Weekly trends</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Entries
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Avg productivity
                </th>
                <th scope="col" className="py-1 font-medium">
                  Focus time
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-800">
              {days.map((d) => (
                <tr key={d.day} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {d.day}
                  </th>
                  <td className="py-1 pr-3">{d.entriesCount}</td>
                  <td className="py-1 pr-3">{d.avgProductivity === null ? '—' : d.avgProductivity.toFixed(1)}</td>
                  <td className="py-1">{formatDuration(d.focusTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
