/**
 * Effects by the hour as a chart (visx primitives): for each window after the day's first dose, how far the window's
 * rating sits from the days without the substance (the zero line), with the interval that goes with the adjusted
 * decision. Claimed windows are filled and labelled in words, so the decision never rests on colour alone.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useId } from 'react';
import type { Conclusion, DoseResponseResponse } from '@wellness/contract';
import { chartDescription, differenceBound, formatRating, formatSigned, windowLabel } from '../timeline/dose-response-wording';
import { useChartWidth } from './use-chart-width';

const HEIGHT = 240;
const MARGIN = { top: 16, right: 12, bottom: 36, left: 40 };
const AXIS = 'var(--color-slate-400)';
const LABEL = { fill: 'var(--color-slate-600)', fontSize: 12, fontFamily: 'inherit' } as const;

const MARK: Record<Conclusion, { stroke: string; fill: string }> = {
  benefit: { stroke: 'stroke-teal-700', fill: 'fill-teal-700' },
  harm: { stroke: 'stroke-rose-600', fill: 'fill-rose-600' },
  inconclusive: { stroke: 'stroke-slate-500', fill: 'fill-white' },
  'insufficient-data': { stroke: 'stroke-slate-400', fill: 'fill-white' },
};

export function DoseResponseChart({ data }: { data: DoseResponseResponse }) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const titleId = useId();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const bound = differenceBound(data.windows);
  const x = scaleBand({ domain: data.windows.map(windowLabel), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [-bound, bound], range: [innerHeight, 0] });
  const ticks = bound <= 3 ? Array.from({ length: 2 * bound + 1 }, (_, i) => i - bound) : [-bound, -Math.round(bound / 2), 0, Math.round(bound / 2), bound];
  return (
    <div className="flex flex-col gap-1">
      <div ref={ref} className="w-full">
        {width > 0 ? (
          <svg width={width} height={HEIGHT} role="img" aria-labelledby={titleId} className="block">
            <title id={titleId}>{chartDescription(data)}</title>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={innerWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  className={tick === 0 ? 'stroke-slate-500' : 'stroke-slate-200'}
                  strokeDasharray={tick === 0 ? '4 3' : undefined}
                />
              ))}
              {data.windows.map((w) => {
                const left = x(windowLabel(w)) ?? 0;
                const centre = left + x.bandwidth() / 2;
                if (w.difference === null) {
                  return (
                    <text key={windowLabel(w)} x={centre} y={innerHeight - 6} textAnchor="middle" {...LABEL} fontSize={11}>
                      n/a
                    </text>
                  );
                }
                const mark = MARK[w.conclusion];
                const clamp = (value: number) => y(Math.max(-bound, Math.min(bound, value)));
                return (
                  <g key={windowLabel(w)}>
                    {w.ci95 ? (
                      <>
                        <line x1={centre} x2={centre} y1={clamp(w.ci95.low)} y2={clamp(w.ci95.high)} className={mark.stroke} strokeWidth={2} />
                        <line x1={centre - 6} x2={centre + 6} y1={clamp(w.ci95.low)} y2={clamp(w.ci95.low)} className={mark.stroke} strokeWidth={2} />
                        <line x1={centre - 6} x2={centre + 6} y1={clamp(w.ci95.high)} y2={clamp(w.ci95.high)} className={mark.stroke} strokeWidth={2} />
                      </>
                    ) : null}
                    <circle cx={centre} cy={clamp(w.difference)} r={5} className={`${mark.stroke} ${mark.fill}`} strokeWidth={2} />
                    {w.conclusion === 'benefit' || w.conclusion === 'harm' ? (
                      <text x={centre} y={clamp(w.ci95?.high ?? w.difference) - 8} textAnchor="middle" {...LABEL} fontSize={11} fontWeight={600}>
                        {formatSigned(w.difference)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <AxisLeft
                scale={y}
                tickValues={ticks}
                tickFormat={(value) => formatSigned(Number(value)).replace('.0', '')}
                stroke={AXIS}
                tickStroke={AXIS}
                tickLabelProps={{ ...LABEL, textAnchor: 'end', dx: '-0.25em', dy: '0.3em' }}
              />
              <AxisBottom top={innerHeight} scale={x} stroke={AXIS} tickStroke={AXIS} tickLabelProps={{ ...LABEL, textAnchor: 'middle' }} />
            </Group>
          </svg>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">
        Dashed line: the days without {data.substance.name} (productivity {formatRating(data.baseline.meanProductivity)} on {data.baseline.days} days). Filled
        points hold after adjustment; hollow ones show no clear difference; n/a has too few days.
      </p>
    </div>
  );
}
