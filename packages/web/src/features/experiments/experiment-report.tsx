/**
 * The printable report of one experiment (at /analytics/experiments?id=…&view=report): the question, the locked
 * protocol with its full fingerprint, the assignment calendar with what was actually taken and rated, the outcome by
 * block (chart and table), the result in plain words with its numbers, and the limits of what one person's experiment
 * can say. Printed like the clinician report (print-dialog.tsx).
 */
import type { ReactNode } from 'react';
import {
  METRIC_LABELS,
  EXPERIMENT_MESSAGES,
  EXPERIMENT_STATUS_LABELS,
  resultNotReadyMessage,
  type Experiment,
  type ExperimentResult,
} from '@wellness/contract';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-error';
import { formatDay } from '@/lib/date-format';
import { BlockChart, BlockTable } from './block-chart';
import { assignmentVisible, calendarBlocks, CELL_KIND_LABELS } from './calendar-model';
import { EXPERIMENT_LOAD_FAILED } from './experiment-detail';
import { formatMean, formatMoment, groupedFingerprint, progressLine } from './experiment-wording';
import { PrintDialog } from './print-dialog';
import { useExperiment, useExperimentResult } from './queries';
import { ConclusionBadge, Figures, resultFigures, SecondaryOutcomes } from './result-view';

export function ExperimentReportDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const experiment = useExperiment(id);
  const result = useExperimentResult(id, experiment.data?.readAsPlanned ? experiment.data.status : undefined);
  const notFound = experiment.error instanceof ApiError && experiment.error.status === 404;
  return (
    <PrintDialog
      title={experiment.data ? `Self-experiment: ${experiment.data.substanceName}` : 'Self-experiment report'}
      subtitle="A randomized test on one person, planned and locked before it started."
      ready={experiment.data !== undefined}
      onClose={onClose}
    >
      {notFound ? (
        <p className="text-sm">Experiment not found.</p>
      ) : (
        <QueryState query={experiment} loading="Preparing the report…" error={EXPERIMENT_LOAD_FAILED}>
          {(loaded) => <ReportBody experiment={loaded} result={result.data} />}
        </QueryState>
      )}
    </PrintDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 break-inside-avoid-page">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function ProtocolTable({ experiment }: { experiment: Experiment }) {
  const { protocol } = experiment;
  const rows: Array<[string, string]> = [
    ['Substance', `${protocol.substanceName} (${protocol.substanceType.toLowerCase().replace(/_/g, ' ')})`],
    ['Main outcome', METRIC_LABELS[protocol.outcomeMetric]],
    ['Other outcomes', protocol.secondaryMetrics.length === 0 ? 'None' : protocol.secondaryMetrics.map((metric) => METRIC_LABELS[metric]).join(', ')],
    ['Design', `${protocol.blockPairs} pairs of ${protocol.blockDays}-day blocks, order drawn by chance: ${protocol.pairOrders.join(', ')}`],
    [
      'Washout',
      protocol.washoutDays === 0 ? 'None' : `First ${protocol.washoutDays} ${protocol.washoutDays === 1 ? 'day' : 'days'} of each block, not analysed`,
    ],
    ['Smallest change that matters', `${protocol.minimumEffect} rating ${protocol.minimumEffect === 1 ? 'point' : 'points'}`],
    ['Dates', `${formatDay(protocol.startDate)} to ${formatDay(protocol.endDate)} (${protocol.timezone})`],
    ['Blinded', protocol.blinded ? 'Yes: a helper prepared identical doses, real or not' : 'No: the person knew each day’s assignment'],
    [
      'Prescriber agreed',
      protocol.prescriberAgreed
        ? 'Yes (confirmed by the person)'
        : protocol.substanceType === 'PRESCRIPTION'
          ? 'Not recorded'
          : 'Not needed: not a prescription medicine',
    ],
    ['Analysis', protocol.analysisPlan],
    ['Version', `${experiment.version}, locked ${formatMoment(experiment.lockedAt)}`],
    [
      'Status',
      experiment.status === 'planned' || experiment.status === 'running'
        ? `${EXPERIMENT_STATUS_LABELS[experiment.status]} · ${progressLine(experiment)}`
        : progressLine(experiment),
    ],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DaysTable({ experiment }: { experiment: Experiment }) {
  const blocks = calendarBlocks(experiment);
  return (
    <table className="w-full border-collapse text-left text-sm" data-report-days>
      <thead className="bg-slate-50">
        <tr>
          {['Day', 'Date', 'Plan', 'Taken', 'Rating'].map((heading) => (
            <th key={heading} scope="col" className="border-b border-slate-200 px-2 py-1 font-semibold text-slate-700">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {blocks.flatMap((block) =>
          block.cells.map((cell) => {
            const day = experiment.days.find((item) => item.date === cell.date);
            return (
              <tr key={cell.date} className={`border-b border-slate-100 ${cell.dayInBlock === 1 ? 'border-t-2 border-t-slate-300' : ''}`}>
                <td className="px-2 py-0.5">{cell.dayNumber}</td>
                <td className="px-2 py-0.5">{formatDay(cell.date)}</td>
                <td className="px-2 py-0.5">{CELL_KIND_LABELS[cell.kind]}</td>
                <td className="px-2 py-0.5">{cell.future ? '—' : cell.taken ? 'Yes' : 'No'}</td>
                <td className="px-2 py-0.5">{cell.future ? '—' : formatMean(day?.outcome ?? null)}</td>
              </tr>
            );
          }),
        )}
      </tbody>
    </table>
  );
}

function ResultPart({ experiment, result }: { experiment: Experiment; result: ExperimentResult | undefined }) {
  if (experiment.status === 'planned' || experiment.status === 'running')
    return <p className="text-sm">{resultNotReadyMessage(formatDay(experiment.endDate))}</p>;
  if (!experiment.readAsPlanned || result?.readAsPlanned === false) return <p className="text-sm font-medium">{EXPERIMENT_MESSAGES.stoppedNotReadable}</p>;
  if (result === undefined) return <p className="text-sm">Reading the result…</p>;
  if (!result.readAsPlanned) return <p className="text-sm font-medium">{EXPERIMENT_MESSAGES.stoppedNotReadable}</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col items-start gap-2">
        <ConclusionBadge conclusion={result.conclusion} />
        <p className="text-sm">{result.summary}</p>
      </div>
      <Figures figures={resultFigures(result)} />
      <p className="text-xs text-slate-600">Prior: {result.prior}</p>
      <SecondaryOutcomes result={result} />
    </div>
  );
}

function ReportBody({ experiment, result }: { experiment: Experiment; result: ExperimentResult | undefined }) {
  const blinded = experiment.protocol.blinded;
  const readable = result !== undefined && result.readAsPlanned && result.blocks.length > 0;
  return (
    <div className="flex flex-col gap-6 text-slate-800" data-report>
      <Section title="Question">
        <p className="text-base font-medium break-words text-slate-900">{experiment.question}</p>
      </Section>
      <Section title="Locked protocol">
        <ProtocolTable experiment={experiment} />
        <p className="text-sm">
          SHA-256 fingerprint of the canonical plan: <span className="font-mono text-xs break-all">{groupedFingerprint(experiment.fingerprint)}</span>
        </p>
      </Section>
      <Section title="Days: the plan and what was taken">
        {assignmentVisible(blinded, experiment.status) ? null : <p className="text-sm">The assignment stays hidden until the experiment ends (blinded).</p>}
        <DaysTable experiment={experiment} />
      </Section>
      {readable ? (
        <Section title={`${METRIC_LABELS[experiment.outcomeMetric]} by block`}>
          <BlockChart blocks={result.blocks} metric={experiment.outcomeMetric} />
          <BlockTable blocks={result.blocks} />
        </Section>
      ) : null}
      <Section title="Result">
        <ResultPart experiment={experiment} result={result} />
      </Section>
      <Section title="Limits">
        <ul className="list-disc pl-5 text-sm">
          <li>One person: the result is about this person over these weeks, not about anyone else or about the substance in general.</li>
          <li>
            {blinded
              ? 'The plan recorded blinding: a helper prepared identical doses, real or not, so the person did not know each day’s assignment. Expectation effects are reduced, as far as the doses really could not be told apart.'
              : 'The plan did not record blinding: the person knew each day’s assignment, so expecting an effect can have changed the ratings (an expectation effect). A blinded repeat, with a helper preparing identical doses, real or not, would rule that out.'}
          </li>
          <li>Randomized order guards against trends and habits that follow the calendar, not against other changes made during the experiment.</li>
          <li>Days without a rating and washout days were left out of the analysis.</li>
        </ul>
      </Section>
    </div>
  );
}
