/**
 * The calendar view: a month of days, each coloured by its average rating against the user's
 * thresholds and marked with a symbol and words for screen readers, with a legend that names each mark, so
 * colour is never the only cue. Choosing a day shows its figures, entries, doses and sessions.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ENTRY_MESSAGES, MAX_ENTRY_LIST_LIMIT } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { LoadFailure, LoadingStatus, QueryState } from '@/components/query-state';
import { daySummariesQuery, historyEntriesQuery } from '@/lib/resources/history';
import { addMonths, daysBetween, formatDay, formatMonth, monthGrid } from './calendar-grid';
import { dayMark, type DayMark, type Thresholds } from './day-groups';
import { MARK_STYLES, markLabel } from './day-mark-badge';
import { DayFigures, type DayActions } from './day-section';
import { DayRecords } from './day-records';
import { EntryCard } from './entry-card';
import { usePendingDeletes } from './pending-deletes';
import { ALL_TIME_DAYS } from './history-filters';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LEGEND: DayMark[] = ['good', 'middle', 'bad', 'unrated'];

interface HistoryCalendarProps {
  month: string;
  day: string | null;
  today: string;
  thresholds: Thresholds;
  actions: DayActions;
  onMonth: (month: string) => void;
  onDay: (day: string | null) => void;
}

export function HistoryCalendar({ month, day, today, thresholds, actions, onMonth, onDay }: HistoryCalendarProps) {
  const firstDay = `${month}-01`;
  const days = Math.min(ALL_TIME_DAYS, Math.max(1, daysBetween(firstDay, today) + 1));
  const summaries = useQuery(daySummariesQuery(days));
  const byDay = new Map((summaries.data?.days ?? []).map((summary) => [summary.date, summary]));
  const currentMonth = today.slice(0, 7);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            className={buttonClasses('secondary', 'min-h-11 px-3')}
            onClick={() => onMonth(addMonths(month, -1))}
            aria-label="Previous month"
          >
            ‹ <span className="hidden sm:inline">Previous</span>
          </button>
          <h3 className="text-lg font-semibold text-slate-900" aria-live="polite">
            {formatMonth(month)}
          </h3>
          <button
            type="button"
            className={buttonClasses('secondary', 'min-h-11 px-3')}
            onClick={() => onMonth(addMonths(month, 1))}
            disabled={month >= currentMonth}
            aria-label="Next month"
          >
            <span className="hidden sm:inline">Next</span> ›
          </button>
        </div>

        {summaries.isError ? <LoadFailure message={ENTRY_MESSAGES.loadHistoryFailed} onRetry={summaries.refetch} retrying={summaries.isFetching} /> : null}

        <table
          className="w-full table-fixed border-separate border-spacing-1"
          aria-busy={summaries.isPending}
          aria-label={`${formatMonth(month)}, days by average rating`}
        >
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday} scope="col" className="text-xs font-medium text-slate-600">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, i) => (
              <tr key={i}>
                {week.map((date, j) => {
                  if (date === null) return <td key={j} />;
                  const summary = byDay.get(date);
                  const mark = dayMark(summary?.avgRating ?? null, thresholds);
                  const future = date > today;
                  const chosen = date === day;
                  const words = summary
                    ? `${markLabel(mark, thresholds)}${summary.avgRating !== null ? `, average ${summary.avgRating.toFixed(1)}` : ''}, ${summary.entriesCount} entries, ${summary.dosesCount} doses`
                    : 'nothing recorded';
                  return (
                    <td key={date} className="p-0">
                      <button
                        type="button"
                        disabled={future}
                        aria-pressed={chosen}
                        aria-label={`${formatDay(date)}: ${words}`}
                        onClick={() => onDay(chosen ? null : date)}
                        className={
                          'flex h-12 w-full flex-col items-center justify-center rounded-lg border text-sm tabular-nums sm:h-16 ' +
                          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40 ' +
                          (summary ? MARK_STYLES[mark].cell : 'border-slate-200 bg-white text-slate-700') +
                          (chosen ? ' ring-3 ring-teal-700' : '') +
                          (date === today ? ' font-bold underline' : '')
                        }
                      >
                        <span>{Number(date.slice(8))}</span>
                        <span aria-hidden="true" className="h-4 text-xs leading-4">
                          {summary ? MARK_STYLES[mark].symbol || (summary.entriesCount + summary.dosesCount + summary.sessionsCount > 0 ? '·' : '') : ''}
                        </span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {summaries.isPending ? <LoadingStatus>Loading…</LoadingStatus> : null}

        <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-800">
          {LEGEND.map((mark) => (
            <li key={mark} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-flex size-6 items-center justify-center rounded border text-xs ${MARK_STYLES[mark].cell}`}>
                {MARK_STYLES[mark].symbol || '·'}
              </span>
              {mark === 'middle' ? `Between ${thresholds.bad} and ${thresholds.good}` : mark === 'unrated' ? 'Records, no rating' : markLabel(mark, thresholds)}
            </li>
          ))}
        </ul>
      </div>

      {day !== null ? (
        <ChosenDay day={day} summary={byDay.get(day) ?? null} actions={actions} />
      ) : (
        <p className="text-sm text-slate-600">Choose a day to see its entries, doses and sessions.</p>
      )}
    </div>
  );
}

function ChosenDay({ day, summary, actions }: { day: string; summary: Parameters<typeof DayFigures>[0]['group']['summary']; actions: DayActions }) {
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
      <DayRecords day={day} onEditDose={actions.onEditDose} onLogDose={actions.onLogDose} />
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
