/** Every experiment, running and planned first, each with its status, question, progress and the short fingerprint; or the empty state with the way to plan one. */
import type { ExperimentStatus, ExperimentSummary } from '@wellness/contract';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { experimentsHref } from '@/domain/experiment-links';
import { StatusBadge } from './experiment-detail';
import { progressLine, shortFingerprint } from './experiment-wording';
import { useExperiments } from './queries';

export const EXPERIMENTS_LOAD_FAILED = 'Failed to load your experiments';
const ORDER: Record<ExperimentStatus, number> = { running: 0, planned: 1, completed: 2, stopped: 3 };

function sorted(experiments: readonly ExperimentSummary[]): ExperimentSummary[] {
  return [...experiments].sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.startDate.localeCompare(a.startDate));
}

function EmptyExperiments({ onPlan }: { onPlan: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-empty>
      <span className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon name="target" className="size-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">No experiments yet</p>
      <p className="max-w-md text-sm text-slate-600">
        Wondering whether something you take really helps? Plan a test: blocks of days on and off in an order drawn by chance, then one honest answer at the
        end.
      </p>
      <Button onClick={onPlan}>
        <Icon name="plus" className="size-4" />
        Plan an experiment
      </Button>
    </div>
  );
}

export function ExperimentList({ onOpen, onPlan }: { onOpen: (id: string) => void; onPlan: () => void }) {
  const experiments = useExperiments();
  return (
    <QueryState
      query={experiments}
      loading="Loading your experiments…"
      error={EXPERIMENTS_LOAD_FAILED}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyExperiments onPlan={onPlan} />}
    >
      {(list) => (
        <ul className="flex flex-col gap-3" aria-label="Your experiments">
          {sorted(list).map((experiment) => (
            <li key={experiment.id}>
              <a
                href={experimentsHref({ kind: 'detail', id: experiment.id })}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onOpen(experiment.id);
                }}
                className="flex flex-col gap-1.5 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-teal-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={experiment.status} />
                  <span className="text-sm font-medium text-slate-700">{experiment.substanceName}</span>
                </span>
                <span className="text-base font-semibold break-words text-slate-900">{experiment.question}</span>
                <span className="text-sm text-slate-600">{progressLine(experiment)}</span>
                <span className="font-mono text-xs text-slate-600">fingerprint {shortFingerprint(experiment.fingerprint)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
