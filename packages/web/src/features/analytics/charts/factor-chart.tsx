/**
 * The chosen factors on the Timeline, one small chart per factor under the ratings chart, on the same days: each has
 * its own axis in its own unit (hours, mg, yes/no), since no one scale fits caffeine and sleep. Missing days are
 * gaps in the line; a day alone between gaps still shows as its point. Each line has its own colour and dash, named
 * in the legend; each chart is one image with a text summary, and the table view carries every value.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import { Icon } from '@/components/icons';
import { factorLabel } from '@/domain/factors/factor-value-text';
import type { FactorSeries } from '../timeline/factor-series';
import { labelledDates, shortDate } from './chart-rules';
import { factorStyle } from './series-style';
import { useChartWidth } from './use-chart-width';

const PANEL_HEIGHT = 112;
const AXIS = 'var(--color-slate-400)';
const LABEL = { fill: 'var(--color-slate-600)', fontSize: 12, fontFamily: 'inherit' } as const;

export function FactorChart({ dates, series }: { dates: readonly string[]; series: readonly FactorSeries[] }) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  return (
    <div ref={ref} className="flex w-full flex-col gap-2">
      {width > 0
        ? series.map((one, index) => (
            <FactorPanel key={one.factor.id} dates={dates} series={one} index={index} width={width} last={index === series.length - 1} />
          ))
        : null}
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label="Legend of your factors">
        {series.map((one, index) => {
          const style = factorStyle(index);
          return (
            <li key={one.factor.id} className="flex items-center gap-1.5">
              <svg aria-hidden="true" width="20" height="6" className="overflow-visible">
                <line x1="0" x2="20" y1="3" y2="3" strokeWidth="2" strokeDasharray={style.dash} className={style.stroke} />
              </svg>
              <Icon name={one.factor.icon} className="size-4 text-slate-600" />
              {factorLabel(one.factor)}
              {one.factor.kind === 'yes-no' ? ' (yes = top, no = bottom)' : ''}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function FactorPanel({ dates, series, index, width, last }: { dates: readonly string[]; series: FactorSeries; index: number; width: number; last: boolean }) {
  const titleId = useId();
  const style = factorStyle(index);
  const margin = { top: 10, right: 12, bottom: last ? 28 : 6, left: 44 };
  const height = PANEL_HEIGHT + (last ? 22 : 0);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({ domain: [...dates], range: [0, innerWidth], padding: 0 });
  const y = scaleLinear({ domain: [0, series.top], range: [innerHeight, 0] });
  const centre = (i: number) => (x(dates[i] ?? '') ?? 0) + x.bandwidth() / 2;
  const points = series.values.map((value, i) => ({ value, i })).filter((point): point is { value: number; i: number } => point.value !== null);
  const yesNo = series.factor.kind === 'yes-no';
  const summary = `${series.factor.name}: logged on ${series.logged} of ${dates.length} days${series.logged === 0 ? '' : `, from ${shortDate(dates[0] ?? '')} to ${shortDate(dates.at(-1) ?? '')}`}.`;

  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
        <Icon name={series.factor.icon} className="size-4 text-slate-600" />
        {series.factor.name}
        {series.logged === 0 ? <span className="font-normal text-slate-600">: nothing logged in these days</span> : null}
      </figcaption>
      <svg width={width} height={height} role="img" aria-labelledby={titleId} className="block">
        <title id={titleId}>{summary}</title>
        <Group left={margin.left} top={margin.top}>
          <line x1={0} x2={innerWidth} y1={0} y2={0} stroke="var(--color-slate-200)" />
          <line x1={0} x2={innerWidth} y1={innerHeight / 2} y2={innerHeight / 2} stroke="var(--color-slate-100)" />
          <LinePath<number | null>
            data={series.values}
            x={(_, i) => centre(i)}
            y={(value) => y(value ?? 0)}
            defined={(value) => value !== null}
            className={style.stroke}
            strokeWidth={2}
            strokeDasharray={style.dash}
            fill="none"
          />
          {points.map((point) => (
            <circle key={point.i} cx={centre(point.i)} cy={y(point.value)} r={3} className={style.fill} />
          ))}
          <AxisLeft
            scale={y}
            tickValues={[0, series.top]}
            tickFormat={(value) => (yesNo ? (Number(value) === 1 ? 'Yes' : 'No') : Number(value).toLocaleString('en-US', { notation: 'compact' }))}
            stroke={AXIS}
            tickStroke={AXIS}
            tickLabelProps={{ ...LABEL, textAnchor: 'end', dx: '-0.25em', dy: '0.3em' }}
          />
          {last ? (
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={labelledDates(dates)}
              tickFormat={shortDate}
              stroke={AXIS}
              tickStroke={AXIS}
              tickLabelProps={{ ...LABEL, textAnchor: 'middle' }}
            />
          ) : (
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke={AXIS} />
          )}
        </Group>
      </svg>
    </figure>
  );
}
