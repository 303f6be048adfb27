/**
 * The calendar's chosen day: its figures, the factors logged that day (editable), its doses and sessions, and its
 * entries, with "Add an entry for this day".
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { ENTRY_MESSAGES, MAX_ENTRY_LIST_LIMIT } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { historyEntriesQuery } from '@/lib/resources/history';
import { formatDay } from './calendar-grid';
import type { DayActions } from './day-actions';
import { DayFactors, type DayRange } from './day-factors';
import { DayRecords } from './day-records';
import { DayFigures } from './day-section';
import { EntryCard } from './entry-card';
import { usePendingDeletes } from './pending-deletes';

interface CalendarChosenDayProps {
  day: string;
  summary: Parameters<typeof DayFigures>[0]['group']['summary'];
  actions: DayActions;
  /** The month on screen, whose factor values are one read. */
  range: DayRange;
}

export function CalendarChosenDay({ day, summary, actions, range }: CalendarChosenDayProps) {
  const entries = useInfiniteQuery(historyEntriesQuery({ type: null, days: null, day, search: '', tag: null, limit: MAX_ENTRY_LIST_LIMIT }));
  const pending = usePendingDeletes();
  const loaded = (entries.data?.pages ?? []).flatMap((page) => page.entries).filter((entry) => !pending.isHidden(`entry:${entry.id}`));
  return (
    <section
      aria-labelledby="chosen-day-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="calendar-day"
    >
      <header className="flex flex-col gap-2">
        <h3 id="chosen-day-title" className="text-base font-semibold text-slate-900">
          {formatDay(day)}
        </h3>
        <DayFigures group={{ summary, entries: loaded }} />
        <button type="button" className={buttonClasses('quiet', 'min-h-11 self-start text-sm')} onClick={() => actions.onAddEntry(day)}>
          Add an entry for this day
        </button>
      </header>
      <DayFactors day={day} range={range} explainNone />
      <DayRecords day={day} actions={actions} />
      <h4 className="text-sm font-semibold text-slate-900">Entries</h4>
      <QueryState
        query={entries}
        loading="Loading entries…"
        error={ENTRY_MESSAGES.loadHistoryFailed}
        isEmpty={() => loaded.length === 0}
        empty={<p className="text-sm text-slate-600">No entries this day.</p>}
      >
        {() => (
          <div className="flex flex-col gap-3">
            {loaded.map((entry) => (
              <EntryCard key={entry.id} entry={entry} onEdit={() => actions.onEditEntry(entry)} onDelete={() => actions.onDeleteEntry(entry)} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
