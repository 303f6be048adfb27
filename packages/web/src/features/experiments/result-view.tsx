/**
 * A finished experiment's result, read once by the plan's analysis: the conclusion in words with the server's summary
 * sentence, the numbers (estimate, 95% interval, chance the effect is at least the smallest that matters, randomization
 * p, days used, adherence), the outcome by block as a chart and a table, and the secondary outcomes, marked
 * exploratory. A stopped experiment says plainly that no estimate is shown.
 */
import { EXPERIMENT_CONCLUSION_LABELS, EXPERIMENT_MESSAGES, METRIC_LABELS, type ExperimentConclusion, type ExperimentResult } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { BlockChart, BlockTable } from './block-chart';
import { adherenceLine, formatInterval, formatP, formatPoints, formatProbability, formatSigned } from './experiment-wording';

const CONCLUSION_CLASSES: Record<ExperimentConclusion, string> = {
  benefit: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  harm: 'bg-rose-100 text-rose-900 ring-rose-300',
  'no-meaningful-effect': 'bg-slate-100 text-slate-900 ring-slate-300',
  inconclusive: 'bg-amber-100 text-amber-950 ring-amber-300',
};

export function ConclusionBadge({ conclusion }: { conclusion: ExperimentConclusion }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset print:ring-0 print:border print:border-current ${CONCLUSION_CLASSES[conclusion]}`}
    >
      {EXPERIMENT_CONCLUSION_LABELS[conclusion]}
    </span>
  );
}

/** The result's figures as term and value pairs (the view and the report print the same list). */
export function resultFigures(result: ExperimentResult): Array<[string, string]> {
  const figures: Array<[string, string]> = [];
  if (result.estimate !== null) figures.push(['Estimated effect (on minus off, better is positive)', formatPoints(result.estimate)]);
  if (result.ci95 !== null) figures.push(['95% interval', `${formatInterval(result.ci95)} points`]);
  if (result.probabilityAboveMinimum !== null) {
    figures.push([
      `Chance the improvement is at least ${result.minimumEffect} ${result.minimumEffect === 1 ? 'point' : 'points'}`,
      formatProbability(result.probabilityAboveMinimum),
    ]);
  }
  if (result.randomizationP !== null) figures.push(['Randomization p (every order the draw could have made)', formatP(result.randomizationP)]);
  figures.push(['Days used (rated, not washout)', String(result.daysUsed)]);
  figures.push(['Adherence', adherenceLine(result.adherence)]);
  return figures;
}

export function Figures({ figures }: { figures: Array<[string, string]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
      {figures.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="-mt-1.5 font-semibold text-slate-900 sm:mt-0 sm:text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SecondaryOutcomes({ result }: { result: ExperimentResult }) {
  if (result.secondary.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-secondary>
      <h4 className="text-sm font-semibold text-slate-900">Other outcomes (exploratory)</h4>
      <p className="text-sm text-slate-600">Looked at by the same model, not used for the conclusion: with several outcomes one can move by chance.</p>
      <ul className="flex flex-col gap-1 text-sm">
        {result.secondary.map((item) => (
          <li key={item.metric} className="flex flex-wrap justify-between gap-x-4">
            <span>
              {METRIC_LABELS[item.metric]} <span className="text-slate-600">(exploratory)</span>
            </span>
            <span className="font-medium">
              {item.estimate === null ? 'Not enough ratings' : formatSigned(item.estimate)}
              {item.ci95 ? <span className="font-normal text-slate-600"> ({formatInterval(item.ci95)})</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ResultView({ result }: { result: ExperimentResult }) {
  if (!result.readAsPlanned) {
    return (
      <div className="flex flex-col gap-3" data-result="stopped">
        <Alert tone="warning">{EXPERIMENT_MESSAGES.stoppedNotReadable}</Alert>
        <p className="text-sm text-slate-700">{adherenceLine(result.adherence)}.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5" data-result="read">
      <div className="flex flex-col items-start gap-2">
        <ConclusionBadge conclusion={result.conclusion} />
        <p className="text-base text-slate-900">{result.summary}</p>
      </div>
      <Figures figures={resultFigures(result)} />
      <div className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold text-slate-900">{METRIC_LABELS[result.outcomeMetric]} by block</h4>
        <BlockChart blocks={result.blocks} metric={result.outcomeMetric} />
        <BlockTable blocks={result.blocks} />
      </div>
      <SecondaryOutcomes result={result} />
      <p className="text-xs text-slate-600">Prior: {result.prior}</p>
    </div>
  );
}
