/**
 * One comparison of factor effects: the server's plain sentence first, then the conclusion in words, the estimate in
 * its unit with its interval (at the level that agrees with the family's decision) drawn as a small bar with zero
 * marked, the days behind it, the plain comparison of means, and the timing in words.
 */
import { intervalLevelText, plural, type FactorEffectRow } from '@wellness/contract';
import { conclusionLabel, estimateText, intervalText, scaledInterval, splitText, TIMING_WORDS, timingSentence } from './factor-effects-wording';

interface FactorEffectRowViewProps {
  row: FactorEffectRow;
  /** The unit of the predictor and of a factor outcome, when they are the user's factors. */
  units: { predictor: string | null; outcome: string | null };
}

export function FactorEffectRowView({ row, units }: FactorEffectRowViewProps) {
  const estimate = estimateText(row, units.predictor, units.outcome);
  const comparison = splitText(row, units.predictor);
  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 py-3 first:border-t-0" data-testid="factor-effect-row">
      <p className="text-sm font-medium text-slate-900">{row.summary}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <span className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-medium text-slate-800">{conclusionLabel(row)}</span>
        {estimate === null ? <span>No estimate</span> : <span className="tabular-nums">{estimate}</span>}
        <span>{plural(row.days, 'day')}</span>
        <span title={timingSentence(row)}>
          {TIMING_WORDS[row.timing]}
          <span className="sr-only">: {timingSentence(row)}</span>
        </span>
      </div>
      {row.estimate !== null && row.ci95 !== null ? (
        <ScaledIntervalBar estimate={row.estimate} ci={row.ci95} level={row.intervalLevel} scale={row.scale} />
      ) : null}
      {comparison === null ? null : <p className="text-xs text-slate-600">Plain comparison: {comparison}.</p>}
    </li>
  );
}

function ScaledIntervalBar({
  estimate,
  ci,
  level,
  scale,
}: {
  estimate: number;
  ci: { low: number; high: number };
  level: number | null;
  scale: FactorEffectRow['scale'];
}) {
  const { left, width, point, zero } = scaledInterval(estimate, ci);
  const levelWords = level === null ? 'Interval' : `${intervalLevelText(level)} interval`;
  const crosses = ci.low <= 0 && ci.high >= 0;
  const label = `${levelWords} ${intervalText(ci, scale)}${crosses ? ', which includes 0 (no difference)' : ', which does not include 0'}`;
  return (
    <span className="flex max-w-sm flex-col gap-1">
      <span role="img" aria-label={label} className="relative block h-3 w-full rounded-full bg-slate-100">
        <span className="absolute inset-y-[-3px] w-px bg-slate-600" style={{ left: `${zero}%` }} />
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
        {levelWords}: {intervalText(ci, scale)}
        {crosses ? ' (includes 0: no clear difference)' : ''}
      </span>
    </span>
  );
}
