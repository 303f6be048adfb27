/**
 * History's day view: the day's scheduled doses with their states (taken on time or late, skipped with its reason,
 * missed), each in words with an icon. Nothing shows for a day without scheduled doses; a failed load is only
 * logged, so the day's doses and sessions below stay usable.
 */
import { OCCURRENCE_STATE_LABELS, type OccurrenceState } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { byScheduledTime, formatWallTime, OCCURRENCE_STATE_ICONS, occurrenceStatusText } from '@/domain/scheduled-dose';
import { formatAmount } from '@/lib/amount-format';
import { useDayScheduledDoses } from './queries';

const COUNTED: readonly OccurrenceState[] = ['taken', 'late', 'missed', 'skipped'];

export function DayScheduledDoses({ day }: { day: string }) {
  const query = useDayScheduledDoses(day);
  const occurrences = query.data?.occurrences;
  if (!occurrences || occurrences.length === 0) return null;
  const sorted = [...occurrences].sort(byScheduledTime);
  const now = new Date();
  const counts = COUNTED.map((state) => [state, occurrences.filter((o) => o.state === state).length] as const).filter(([, count]) => count > 0);
  return (
    <section aria-label={`Scheduled doses on ${day}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">Scheduled doses</h4>
        <p className="text-xs text-slate-600">{counts.map(([state, count]) => `${count} ${OCCURRENCE_STATE_LABELS[state].toLowerCase()}`).join(' · ')}</p>
      </div>
      <ul className="flex flex-col gap-1.5">
        {sorted.map((occurrence) => {
          const amount = formatAmount(occurrence.amount, occurrence.unit);
          return (
            <li
              key={occurrence.id}
              data-state={occurrence.state}
              className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-baseline gap-x-3 rounded-lg border border-slate-200 px-3 py-2 text-sm"
            >
              <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatWallTime(occurrence.time)}</span>
              {/* The state goes under the name when both do not fit on one line. */}
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="break-words text-slate-900">
                  {occurrence.substanceName}
                  {amount ? <span className="text-slate-600"> · {amount}</span> : null}
                </span>
                <span className="inline-flex items-center gap-1.5 text-slate-800">
                  <Icon name={OCCURRENCE_STATE_ICONS[occurrence.state]} className="size-4 shrink-0 self-center" />
                  {occurrenceStatusText(occurrence, now)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
