/**
 * Today's sessions: each with its type, start time, running time and productivity, a delete
 * button, and the day's total time and count. Times are the server's seconds.
 */
import type { RefObject } from 'react';
import { formatClockTime } from '@/lib/date-format';
import { SESSION_TYPE_LABELS, type FocusSession, type TodaySessions as TodaySessionsData } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { formatDuration } from '@/lib/duration-format';

interface TodaySessionsProps {
  data: TodaySessionsData;
  busy: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDelete: (session: FocusSession) => void;
}

export function sessionLabel(session: FocusSession): string {
  return `${SESSION_TYPE_LABELS[session.type]} session started at ${formatClockTime(session.startTime)}`;
}

export function TodaySessions({ data, busy, headingRef, onDelete }: TodaySessionsProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          Today’s sessions
        </h4>
        <dl aria-label="Today’s totals" className="flex gap-4 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-slate-600">Sessions</dt>
            <dd data-summary="count" className="font-semibold text-slate-900 tabular-nums">
              {data.summary.count}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-600">Total time</dt>
            <dd data-summary="total" className="font-semibold text-slate-900 tabular-nums">
              {formatDuration(data.summary.totalTime)}
            </dd>
          </div>
        </dl>
      </div>
      {data.sessions.length === 0 ? (
        <p className="text-sm text-slate-600">No focus sessions yet today.</p>
      ) : (
        <ul aria-label="Today’s sessions" className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
          {data.sessions.map((session) => (
            <li key={session.id} data-session-id={session.id} className="flex items-center gap-3 py-2 pr-1.5 pl-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{SESSION_TYPE_LABELS[session.type]}</p>
                <p className="text-xs text-slate-600">Started {formatClockTime(session.startTime)}</p>
              </div>
              {session.isActive ? (
                // Its running time is the timer above; the server's figure here would lag by up to 30 s.
                <div className="text-right">
                  <p className="text-sm font-medium text-teal-900">In progress</p>
                  <p className="text-xs text-slate-600">Planned {session.plannedDuration} min</p>
                </div>
              ) : (
                <div className="text-right">
                  <p className="text-sm font-medium text-slate-900 tabular-nums">{formatDuration(session.duration)}</p>
                  <p className="text-xs text-slate-600">{session.productivity !== null ? `Productivity ${session.productivity}/10` : 'No rating'}</p>
                </div>
              )}
              <button
                type="button"
                onClick={busy ? undefined : () => onDelete(session)}
                aria-disabled={busy || undefined}
                aria-label={`Delete ${sessionLabel(session)}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                <Icon name="trash" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
