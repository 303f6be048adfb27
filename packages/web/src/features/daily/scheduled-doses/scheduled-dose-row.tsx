/**
 * One scheduled dose of today: its time, the substance and amount, its state (icon and words), and for an open dose
 * one-tap Take once its window has opened (busy while it is sent; the server takes a dose once however often it is asked) with Snooze and
 * Skip in a small menu. A failure is said under the row.
 */
import type { Occurrence } from '@wellness/contract';
import { Spinner } from '@/components/spinner';
import { Icon } from '@/components/icons';
import { formatAmount } from '@/lib/amount-format';
import { canTakeNow, formatWallTime, isOpenOccurrence } from '@/domain/scheduled-dose';
import { DoseActionsMenu } from './dose-actions-menu';
import { StateBadge } from './state-badge';
import { SNOOZE_MINUTES, type OccurrenceAction } from './queries';

interface ScheduledDoseRowProps {
  occurrence: Occurrence;
  now: Date;
  /** This dose's action is being sent. */
  busy: boolean;
  failure: string | null;
  /** Resolves true once the server has taken the answer. */
  onAction: (action: OccurrenceAction) => Promise<boolean>;
}

export function ScheduledDoseRow({ occurrence, now, busy, failure, onAction }: ScheduledDoseRowProps) {
  const open = isOpenOccurrence(occurrence);
  const takeable = canTakeNow(occurrence, now);
  const amount = formatAmount(occurrence.amount, occurrence.unit);
  const time = formatWallTime(occurrence.time);
  return (
    <li
      data-occurrence-id={occurrence.id}
      aria-label={`${occurrence.substanceName} at ${time}`}
      className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0"
    >
      {/* On a phone the time sits above the name, so Take stays on the same row (issue 34: the first screen). */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 sm:flex sm:flex-wrap sm:gap-y-2">
        <span className="col-start-1 row-start-1 shrink-0 text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:w-22 sm:text-base">
          {time}
        </span>
        <div className="col-start-1 row-start-2 flex min-w-0 flex-1 basis-40 flex-col items-start gap-1">
          <span className="text-base font-medium break-words text-slate-900">
            {occurrence.substanceName}
            {amount ? <span className="font-normal text-slate-600"> · {amount}</span> : null}
          </span>
          <StateBadge occurrence={occurrence} now={now} />
        </div>
        {open ? (
          <div className="col-start-2 row-span-2 row-start-1 ml-auto flex shrink-0 items-center gap-2">
            {takeable ? (
              <button
                type="button"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) void onAction({ kind: 'take' });
                }}
                className={
                  'inline-flex min-h-11 min-w-24 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors ' +
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                  (busy ? 'cursor-progress bg-teal-800' : 'bg-teal-700 hover:bg-teal-800')
                }
              >
                {busy ? <Spinner /> : <Icon name="check" className="size-4" />}
                {busy ? 'Taking…' : 'Take'}
                <span className="sr-only">: {occurrence.substanceName}</span>
              </button>
            ) : null}
            <DoseActionsMenu
              substanceName={occurrence.substanceName}
              busy={busy}
              onSnooze={() => void onAction({ kind: 'snooze', minutes: SNOOZE_MINUTES })}
              onSkip={(reason) => onAction({ kind: 'skip', reason })}
            />
          </div>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
