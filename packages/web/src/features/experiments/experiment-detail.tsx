/**
 * One experiment: its question and status, the locked plan (protocol-lock.tsx), the actions its status allows (change
 * the plan before the start, stop while planned or running, the report, the helper's preparation sheet when blinded),
 * then the assignment calendar with progress and adherence while it runs (no estimate), or the result once it has
 * ended (result-view.tsx).
 */
import { useState, type ReactNode } from 'react';
import {
  EXPERIMENT_MESSAGES,
  EXPERIMENT_STATUS_LABELS,
  METRIC_LABELS,
  resultNotReadyMessage,
  type Experiment,
  type ExperimentStatus,
} from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-error';
import { formatDay } from '@/lib/date-format';
import { AssignmentCalendar } from './assignment-calendar';
import { assignmentVisible } from './calendar-model';
import { adherenceLine, progressLine } from './experiment-wording';
import { PrepSheetDialog } from './prep-sheet';
import { ProtocolLock } from './protocol-lock';
import { useExperiment, useExperimentResult } from './queries';
import { ResultView } from './result-view';
import { StopDialog } from './stop-dialog';
import { parseStopReasonDraft, STOP_REASON_DRAFT_NAME } from './stop-reason-draft';
import { useDraftOwner } from '@/lib/draft-owner';
import { useReopenKeptDraft } from '@/lib/use-kept-draft';

export const EXPERIMENT_LOAD_FAILED = 'Failed to load the experiment';
const RESULT_LOAD_FAILED = 'Failed to load the result';

const STATUS_CLASSES: Record<ExperimentStatus, string> = {
  planned: 'bg-sky-100 text-sky-900 ring-sky-300',
  running: 'bg-teal-100 text-teal-900 ring-teal-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  stopped: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function StatusBadge({ status }: { status: ExperimentStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASSES[status]}`} data-status={status}>
      {EXPERIMENT_STATUS_LABELS[status]}
    </span>
  );
}

interface DetailProps {
  id: string;
  onEdit: () => void;
  onReport: () => void;
}

export function ExperimentDetail({ id, onEdit, onReport }: DetailProps) {
  const experiment = useExperiment(id);
  const notFound = experiment.error instanceof ApiError && experiment.error.status === 404;
  if (notFound) return <Alert tone="error">Experiment not found. It may have been removed on another device.</Alert>;
  return (
    <QueryState query={experiment} loading="Loading the experiment…" error={EXPERIMENT_LOAD_FAILED}>
      {(loaded) => <DetailBody experiment={loaded} onEdit={onEdit} onReport={onReport} />}
    </QueryState>
  );
}

function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DetailBody({ experiment, onEdit, onReport }: { experiment: Experiment; onEdit: () => void; onReport: () => void }) {
  // The stop question: closed, fresh, or opened again with a reason kept from before a reload or an expired session.
  const [stopping, setStopping] = useState<false | { restoredReason?: string }>(false);
  const [sheet, setSheet] = useState<'ask' | 'open' | null>(null);
  const { protocol, status } = experiment;
  const ended = status === 'completed' || status === 'stopped';
  useReopenKeptDraft(useDraftOwner(), STOP_REASON_DRAFT_NAME, parseStopReasonDraft, true, stopping !== false, (kept) => {
    if (kept.experimentId === experiment.id && !ended) setStopping({ restoredReason: kept.reason });
  });
  const hidden = !assignmentVisible(protocol.blinded, status);
  return (
    <div className="flex flex-col gap-5" data-experiment={experiment.id}>
      <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="experiment-question">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={status} />
          <span className="text-sm text-slate-600">
            {experiment.substanceName} · {METRIC_LABELS[experiment.outcomeMetric]}
            {protocol.blinded ? ' · blinded' : ''}
          </span>
        </div>
        <h3 id="experiment-question" className="text-xl font-semibold break-words text-slate-900">
          {experiment.question}
        </h3>
        <p className="text-sm text-slate-700">{progressLine(experiment)}</p>
        <p className="text-sm text-slate-700">
          {protocol.blockPairs * 2} blocks of {protocol.blockDays} days
          {protocol.washoutDays > 0 ? `, each starting with ${protocol.washoutDays} washout ${protocol.washoutDays === 1 ? 'day' : 'days'}` : ''}; smallest
          change that matters: {protocol.minimumEffect} {protocol.minimumEffect === 1 ? 'point' : 'points'}.
        </p>
        <ProtocolLock experiment={experiment} />
        {experiment.stopReason ? <p className="text-sm text-slate-700">Reason for stopping: {experiment.stopReason}</p> : null}
        <div className="flex flex-wrap gap-2 pt-1">
          {status === 'planned' ? (
            <Button variant="secondary" onClick={onEdit}>
              <Icon name="edit" className="size-4" />
              Change the plan
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onReport}>
            <Icon name="report" className="size-4" />
            Report
          </Button>
          {protocol.blinded && !ended ? (
            <Button variant="secondary" onClick={() => setSheet('ask')}>
              <Icon name="print" className="size-4" />
              Preparation sheet for your helper
            </Button>
          ) : null}
          {!ended ? (
            <Button variant="quiet" className="text-rose-800 hover:bg-rose-50 hover:text-rose-900" onClick={() => setStopping({})}>
              <Icon name="stop" className="size-4" />
              Stop…
            </Button>
          ) : null}
        </div>
      </section>

      {ended ? (
        <Card title="Result" id="experiment-result">
          <ResultSection experiment={experiment} />
        </Card>
      ) : (
        <Alert tone="info">{resultNotReadyMessage(formatDay(experiment.endDate))}</Alert>
      )}

      <Card title="Assignment calendar" id="experiment-calendar">
        {hidden ? (
          <p className="text-sm text-slate-700">
            Blinded: which days are real stays hidden until the last block ends. Take the dose your helper prepared for each day.
          </p>
        ) : null}
        <AssignmentCalendar experiment={experiment} />
        {status === 'planned' ? null : (
          <p className="text-sm text-slate-700" data-adherence>
            {hidden
              ? `${experiment.adherence.withoutOutcome} of ${experiment.progress.daysElapsed} days so far without a rating. Whether each day followed the plan is shown at the end, since it would give the assignment away.`
              : `${ended ? 'Over the whole experiment' : 'So far'}: ${adherenceLine(experiment.adherence)}.`}
          </p>
        )}
      </Card>

      {stopping !== false ? (
        <StopDialog experimentId={experiment.id} substanceName={experiment.substanceName} {...stopping} onClose={() => setStopping(false)} />
      ) : null}
      {sheet === 'ask' ? (
        <ConfirmDialog
          title="Only for your helper"
          tone="primary"
          confirmLabel="Show the sheet"
          onCancel={() => setSheet(null)}
          onConfirm={() => setSheet('open')}
        >
          The sheet says which days get the real dose. If you read it, the experiment is no longer blinded. Open it only to print it for the friend who prepares
          your doses.
        </ConfirmDialog>
      ) : null}
      {sheet === 'open' ? <PrepSheetDialog experiment={experiment} onClose={() => setSheet(null)} /> : null}
    </div>
  );
}

function ResultSection({ experiment }: { experiment: Experiment }) {
  // A stopped experiment has no estimate to read: say so at once, without asking for it.
  const result = useExperimentResult(experiment.id, experiment.readAsPlanned ? experiment.status : undefined);
  if (!experiment.readAsPlanned) {
    return (
      <div className="flex flex-col gap-3" data-result="stopped">
        <Alert tone="warning">{EXPERIMENT_MESSAGES.stoppedNotReadable}</Alert>
        <p className="text-sm text-slate-700">So far: {adherenceLine(experiment.adherence)}.</p>
      </div>
    );
  }
  return (
    <QueryState query={result} loading="Reading the result…" error={RESULT_LOAD_FAILED}>
      {(loaded) => <ResultView result={loaded} />}
    </QueryState>
  );
}
