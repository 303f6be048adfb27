/**
 * "Scheduled Doses" at the top of the Daily tab: every scheduled dose of the user's day in time order, each with its
 * state and, while open, Take, Snooze and Skip. Hidden for a user with no schedule; reloaded every minute
 * (queries.ts). Each dose keeps its own busy state and failure, so acting on one never blocks the others.
 */
import { useRef, useState } from 'react';
import { Button } from '@/components/button';
import { byScheduledTime } from '@/domain/scheduled-dose';
import { DailySection } from '../daily-section';
import { actionFailureMessage } from './action-failure';
import { ScheduledDoseRow } from './scheduled-dose-row';
import { useHasSchedules, useOccurrenceAction, useTodaysScheduledDoses, type OccurrenceAction } from './queries';
import { takenCount } from './today-progress';

export function ScheduledDosesSection() {
  const hasSchedules = useHasSchedules();
  const today = useTodaysScheduledDoses();
  const act = useOccurrenceAction();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // Taps before the busy state has rendered (a double tap) are dropped here; the server would take the dose once anyway.
  const sending = useRef(new Set<string>());
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const occurrences = today.data?.occurrences;
  // Render time: the list itself is reloaded every minute, which re-renders the rows with the current time.
  const now = new Date(today.dataUpdatedAt || Date.now());

  if (hasSchedules !== true && (occurrences === undefined || occurrences.length === 0)) return null;

  /** Sends one answer; true once the server has taken it (a skip's reason is kept on screen until then). */
  async function run(occurrenceId: string, action: OccurrenceAction): Promise<boolean> {
    if (sending.current.has(occurrenceId)) return false;
    sending.current.add(occurrenceId);
    setBusy((current) => new Set(current).add(occurrenceId));
    setFailures(({ [occurrenceId]: _cleared, ...rest }) => rest);
    try {
      await act.mutateAsync({ occurrenceId, action });
      return true;
    } catch (error) {
      // The failure itself is logged by the query client (lib/query-client.ts).
      setFailures((current) => ({ ...current, [occurrenceId]: actionFailureMessage(error, action.kind) }));
      return false;
    } finally {
      sending.current.delete(occurrenceId);
      setBusy((current) => {
        const next = new Set(current);
        next.delete(occurrenceId);
        return next;
      });
    }
  }

  const sorted = occurrences ? [...occurrences].sort(byScheduledTime) : [];
  const progress = occurrences ? takenCount(occurrences) : null;
  return (
    <DailySection
      id="scheduled-doses"
      title="Scheduled Doses"
      description={progress && progress.total > 0 ? `${progress.taken} of ${progress.total} taken today` : 'From your dose schedules'}
    >
      {today.isError && !occurrences ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <p>Today’s scheduled doses could not be loaded.</p>
          <Button variant="secondary" onClick={() => void today.refetch()}>
            Retry
          </Button>
        </div>
      ) : !occurrences ? (
        <p className="min-h-11 text-sm text-slate-600">Loading today’s doses…</p>
      ) : sorted.length === 0 ? (
        <p className="text-sm text-slate-600">No doses scheduled for today.</p>
      ) : (
        <ul aria-label="Today’s scheduled doses" className="-my-3 flex flex-col">
          {sorted.map((occurrence) => (
            <ScheduledDoseRow
              key={occurrence.id}
              occurrence={occurrence}
              now={now}
              busy={busy.has(occurrence.id)}
              failure={failures[occurrence.id] ?? null}
              onAction={(action) => run(occurrence.id, action)}
            />
          ))}
        </ul>
      )}
    </DailySection>
  );
}
