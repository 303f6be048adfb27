/**
 * The outcome by block: one bar per block at its mean rating (1–10), on blocks solid, off blocks hatched with a dashed
 * outline, so they differ by pattern and label as well as colour; a block without a rating shows "no rating". One
 * role="img" SVG whose title says it in words; the same figures are in the table beside it. Scales to its box.
 */
import { useId } from 'react';
import { METRIC_LABELS, type ExperimentResult } from '@wellness/contract';
import { formatMean, formatShortDay } from './experiment-wording';

type Block = ExperimentResult['blocks'][number];

const WIDTH = 420;
const HEIGHT = 220;
const PAD = { top: 20, right: 8, bottom: 44, left: 28 };
const TICKS = [1, 4, 7, 10];

function chartTitle(blocks: readonly Block[], metricLabel: string): string {
  const parts = blocks.map((block) => `block ${block.block} (${block.assignment}) ${block.mean === null ? 'no rating' : block.mean.toFixed(1)}`);
  return `${metricLabel} by block, mean rating out of 10: ${parts.join('; ')}.`;
}

export function BlockChart({ blocks, metric }: { blocks: readonly Block[]; metric: ExperimentResult['outcomeMetric'] }) {
  const patternId = useId().replace(/:/g, '');
  const titleId = useId();
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + innerHeight - ((value - 0) / 10) * innerHeight;
  const slot = innerWidth / Math.max(blocks.length, 1);
  const barWidth = Math.min(56, slot * 0.6);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="h-auto w-full max-w-lg text-slate-700" data-block-chart>
      <title id={titleId}>{chartTitle(blocks, METRIC_LABELS[metric])}</title>
      <defs>
        <pattern id={patternId} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" className="fill-white" />
          <line x1="0" y1="0" x2="0" y2="8" strokeWidth="4" className="stroke-slate-400" />
        </pattern>
      </defs>
      {TICKS.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
          <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-600 text-[13px]">
            {tick}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-slate-500" />
      {blocks.map((block, index) => {
        const center = PAD.left + slot * index + slot / 2;
        const top = block.mean === null ? y(0) : y(block.mean);
        const on = block.assignment === 'on';
        return (
          <g key={block.block} data-assignment={block.assignment}>
            {block.mean === null ? (
              <text x={center} y={y(0) - 8} textAnchor="middle" className="fill-slate-600 text-[12px]">
                no rating
              </text>
            ) : (
              <>
                <rect
                  x={center - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={y(0) - top}
                  fill={on ? undefined : `url(#${patternId})`}
                  strokeWidth={2}
                  strokeDasharray={on ? undefined : '5 3'}
                  className={on ? 'fill-teal-700 stroke-teal-800' : 'stroke-slate-700'}
                />
                <text x={center} y={top - 5} textAnchor="middle" className="fill-slate-900 text-[13px] font-semibold">
                  {formatMean(block.mean)}
                </text>
              </>
            )}
            <text x={center} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" className="fill-slate-800 text-[13px] font-semibold">
              {`B${block.block} ${on ? 'On' : 'Off'}`}
            </text>
            <text x={center} y={HEIGHT - PAD.bottom + 32} textAnchor="middle" className="fill-slate-600 text-[12px]">
              {formatShortDay(block.startDate)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's figures as a table: each block with its assignment, dates, days analysed and mean. */
export function BlockTable({ blocks }: { blocks: readonly Block[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm" data-block-table>
      <caption className="sr-only">Outcome by block</caption>
      <thead className="bg-slate-50">
        <tr>
          {['Block', 'Plan', 'Days used', 'Mean'].map((heading) => (
            <th key={heading} scope="col" className="border-b border-slate-200 px-2 py-1.5 font-semibold text-slate-700">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {blocks.map((block) => (
          <tr key={block.block} className="border-b border-slate-100">
            <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-900">
              {block.block}
              <span className="block text-xs font-normal text-slate-600">
                {formatShortDay(block.startDate)} – {formatShortDay(block.endDate)}
              </span>
            </th>
            <td className="px-2 py-1.5">{block.assignment === 'on' ? 'On' : 'Off'}</td>
            <td className="px-2 py-1.5">{block.days}</td>
            <td className="px-2 py-1.5 font-medium">{formatMean(block.mean)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
