/**
 * One day's scheduled doses (day-scheduled-doses.tsx), doses and focus sessions, loaded when the day is opened: edit or remove a dose (its supply
 * comes back once the undo window has passed), log a forgotten dose on that day, add a session afterwards, delete one.
 */
import { useQuery } from '@tanstack/react-query';
import { DOSE_MESSAGES, ENTRY_MESSAGES, SESSION_MESSAGES } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { loadBoth, QueryState } from '@/components/query-state';
import { formatClockTime } from '@/lib/date-format';
import { formatAmount } from '@/lib/amount-format';
import { dayDosesQuery, daySessionsQuery } from '@/lib/resources/history';
import { DayScheduledDoses } from './day-scheduled-doses';
import type { DayActions } from './day-actions';
import { usePendingDeletes } from './pending-deletes';
import { useDeleteDose, useDeleteSession } from './queries';
import { sessionTypeLabel } from './time-format';

interface DayRecordsProps {
  day: string;
  actions: Pick<DayActions, 'onEditDose' | 'onLogDose' | 'onAddSession'>;
}

export function DayRecords({ day, actions }: DayRecordsProps) {
  const { onEditDose, onLogDose, onAddSession } = actions;
  const doses = useQuery(dayDosesQuery(day));
  const sessions = useQuery(daySessionsQuery(day));
  const pending = usePendingDeletes();
  const removeDose = useDeleteDose();
  const removeSession = useDeleteSession();

  const records = loadBoth(doses, sessions, (dayDoses, daySessions) => ({ doses: dayDoses.doses, sessions: daySessions.sessions }));

  return (
    <QueryState query={records} loading="Loading doses and sessions…" error={ENTRY_MESSAGES.loadHistoryFailed}>
      {(data) => {
        const shownDoses = data.doses.filter((dose) => !pending.isHidden(`dose:${dose.id}`));
        const shownSessions = data.sessions.filter((session) => !pending.isHidden(`session:${session.id}`));
        return (
          <div className="flex flex-col gap-4">
            <DayScheduledDoses day={day} />
            <div className="grid gap-4 md:grid-cols-2">
              <section aria-label={`Doses on ${day}`} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4 className="text-sm font-semibold text-slate-900">Doses</h4>
                  <button type="button" className={buttonClasses('link', 'text-sm')} onClick={() => onLogDose(day)}>
                    Log a forgotten dose
                  </button>
                </div>
                {shownDoses.length === 0 ? <p className="text-sm text-slate-600">No doses this day.</p> : null}
                <ul className="flex flex-col gap-2">
                  {shownDoses.map((dose) => (
                    <li key={dose.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
                      <span className="min-w-0">
                        <span className="font-medium text-slate-900">{dose.supplement.name}</span>
                        {dose.supplement.brand ? <span className="text-slate-600"> · {dose.supplement.brand}</span> : null}
                        <span className="block text-slate-700">
                          {formatClockTime(dose.timestamp)}
                          {dose.dosage !== null ? ` · ${formatAmount(dose.dosage, dose.supplement.unit) ?? ''}` : ''}
                          {dose.notes ? ` · ${dose.notes}` : ''}
                        </span>
                      </span>
                      <span className="flex gap-1">
                        <button
                          type="button"
                          className={buttonClasses('quiet', 'min-h-11')}
                          onClick={() => onEditDose(dose)}
                          aria-label={`Edit dose of ${dose.supplement.name}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={buttonClasses('quiet', 'min-h-11 text-rose-800')}
                          aria-label={`Remove dose of ${dose.supplement.name}`}
                          onClick={() =>
                            pending.ask({
                              key: `dose:${dose.id}`,
                              title: 'Remove dose',
                              question: DOSE_MESSAGES.removeConfirm,
                              confirmLabel: 'Remove dose',
                              message: `Dose of ${dose.supplement.name} removed.`,
                              failureMessage: DOSE_MESSAGES.removeFailed,
                              commit: () => removeDose.mutateAsync(dose.id),
                            })
                          }
                        >
                          Remove
                        </button>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-label={`Focus sessions on ${day}`} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4 className="text-sm font-semibold text-slate-900">Focus sessions</h4>
                  <button type="button" className={buttonClasses('link', 'text-sm')} onClick={() => onAddSession(day)}>
                    Add a focus session
                  </button>
                </div>
                {shownSessions.length === 0 ? <p className="text-sm text-slate-600">No focus sessions this day.</p> : null}
                <ul className="flex flex-col gap-2">
                  {shownSessions.map((session) => {
                    const label = `${sessionTypeLabel(session.type)} at ${formatClockTime(session.startTime)}`;
                    return (
                      <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
                        <span>
                          <span className="font-medium text-slate-900">{label}</span>
                          <span className="block text-slate-700">
                            {Math.round(session.duration / 60)} min{session.isActive ? ' · running' : ''}
                            {session.productivity !== null ? ` · productivity ${session.productivity}/10` : ''}
                          </span>
                        </span>
                        <button
                          type="button"
                          className={buttonClasses('quiet', 'min-h-11 text-rose-800')}
                          aria-label={`Delete session ${label}`}
                          onClick={() =>
                            pending.ask({
                              key: `session:${session.id}`,
                              title: 'Delete focus session',
                              question: 'Delete this focus session? An entry that names it keeps everything else.',
                              confirmLabel: 'Delete session',
                              message: 'Focus session deleted.',
                              failureMessage: SESSION_MESSAGES.deleteFailed,
                              commit: () => removeSession.mutateAsync(session.id),
                            })
                          }
                        >
                          Delete
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
