/**
 * One supplement's doses of today, earliest first, each with its time and a remove button. A dose being removed
 * shows a busy state of its own; the others stay usable.
 */
import type { Dose } from '@wellness/contract';
import { formatClockTime } from '@/lib/date-format';
import { Spinner } from '@/components/spinner';
import { byTime } from './dose-display';
import { formatAmount } from '@/lib/amount-format';
import { Icon } from '@/components/icons';

interface TodaysDoseListProps {
  supplementName: string;
  unit: string | null;
  /** Null while today's doses are unknown (loading or failed): the list then says nothing rather than "none". */
  doses: readonly Dose[] | null;
  removingIds: ReadonlySet<string>;
  onRemove: (dose: Dose) => void;
}

export function TodaysDoseList({ supplementName, unit, doses, removingIds, onRemove }: TodaysDoseListProps) {
  if (doses === null) return null;
  if (doses.length === 0) return <p className="text-sm text-slate-600">No doses logged today.</p>;
  return (
    <ul
      aria-label={`Doses of ${supplementName} taken today`}
      className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-slate-50/60"
    >
      {byTime(doses).map((dose) => {
        const time = formatClockTime(dose.timestamp);
        const busy = removingIds.has(dose.id);
        const amount = formatAmount(dose.dosage, dose.dosage === null ? null : unit);
        return (
          <li
            key={dose.id}
            aria-busy={busy || undefined}
            className={`flex items-center gap-2 py-0.5 pr-0.5 pl-3 ${busy ? 'text-slate-600' : 'text-slate-800'}`}
          >
            <Icon name="check" className="size-4 shrink-0 text-emerald-700" />
            <div className="min-w-0 flex-1 text-sm">
              <time dateTime={dose.timestamp} className="font-medium tabular-nums">
                {time}
              </time>
              {amount ? <span className="text-slate-600"> · {amount}</span> : null}
              {dose.notes ? <p className="break-words text-slate-600">{dose.notes}</p> : null}
            </div>
            {busy ? <span className="sr-only">Removing…</span> : null}
            <button
              type="button"
              aria-disabled={busy || undefined}
              aria-label={`Remove the ${time} dose of ${supplementName}`}
              onClick={() => {
                if (!busy) onRemove(dose);
              }}
              className={
                'inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors ' +
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                (busy ? 'cursor-progress text-slate-600' : 'text-slate-600 hover:bg-rose-50 hover:text-rose-800')
              }
            >
              {busy ? <Spinner /> : <Icon name="close" className="size-5" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
