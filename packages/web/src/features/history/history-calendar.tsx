/**
 * The calendar view: a month of days, each coloured by its average rating against the user's
 * thresholds and marked with a symbol and words for screen readers, with a legend that names each mark, so
 * colour is never the only cue. A day with factor values carries a small marker (named in its label and the legend).
 * Choosing a day shows its figures, factors, entries, doses and sessions.
 */
import { useQuery } from '@tanstack/react-query';
import { ENTRY_MESSAGES } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { LoadFailure, LoadingStatus } from '@/components/query-state';
import { factorValuesQuery } from '@/lib/resources/factors';
import { daySummariesQuery } from '@/lib/resources/history';
import { weekdayHeadings } from '@/lib/date-format';
import { CalendarChosenDay } from './calendar-chosen-day';
import { addMonths, daysBetween, formatMonth, formatDay, gridRange, minDay, monthGrid } from './calendar-grid';
import { CalendarLegend, FactorMarker } from './calendar-legend';
import type { DayActions } from './day-actions';
import { dayMark, type Thresholds } from './day-groups';
import { MARK_STYLES, markLabel } from './day-mark-badge';
import { ALL_TIME_DAYS } from './history-filters';

const WEEKDAYS = weekdayHeadings();

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
  const weeks = monthGrid(month);
  const grid = gridRange(weeks);
  // The summaries reach back to the grid's first day (or a chosen day before it, from an address).
  const earliest = day !== null && day < grid.from ? day : grid.from;
  const days = Math.min(ALL_TIME_DAYS, Math.max(1, daysBetween(earliest, today) + 1));
  const summaries = useQuery(daySummariesQuery(days));
  // The grid's factor values, up to today: a day with any shows a marker, and the chosen day lists them.
  const range = { from: grid.from, to: minDay(grid.to, today) };
  const factorValues = useQuery(factorValuesQuery(range.from, range.to));
  const factorDays = new Set((factorValues.data?.values ?? []).map((value) => value.date));
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
            {weeks.map((week, i) => (
              <tr key={i}>
                {week.map(({ date, inMonth }) => {
                  const summary = byDay.get(date);
                  const mark = dayMark(summary?.avgRating ?? null, thresholds);
                  const future = date > today;
                  const chosen = date === day;
                  const hasFactors = factorDays.has(date);
                  const words =
                    (summary
                      ? `${markLabel(mark, thresholds)}${summary.avgRating !== null ? `, average ${summary.avgRating.toFixed(1)}` : ''}, ${summary.entriesCount} entries, ${summary.dosesCount} doses`
                      : 'nothing recorded') + (hasFactors ? ', factors logged' : '');
                  return (
                    <td key={date} className="p-0">
                      <button
                        type="button"
                        disabled={future}
                        aria-pressed={chosen}
                        aria-label={`${formatDay(date)}: ${words}`}
                        onClick={() => onDay(chosen ? null : date)}
                        className={
                          'relative flex h-12 w-full flex-col items-center justify-center rounded-lg border text-sm tabular-nums sm:h-16 ' +
                          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40 ' +
                          (summary ? MARK_STYLES[mark].cell : `border-slate-200 bg-white ${inMonth ? 'text-slate-700' : 'text-slate-500'}`) +
                          // The neighbouring months' days: a dashed edge, so the month on screen stands out.
                          (inMonth ? '' : ' border-dashed') +
                          (chosen ? ' ring-3 ring-teal-700' : '') +
                          (date === today ? ' font-bold underline' : '')
                        }
                      >
                        {hasFactors ? <FactorMarker className="absolute right-1 top-1" /> : null}
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

        <CalendarLegend thresholds={thresholds} />
      </div>

      {day !== null ? (
        <CalendarChosenDay
          day={day}
          summary={byDay.get(day) ?? null}
          actions={actions}
          range={day >= range.from && day <= range.to ? range : { from: day, to: day }}
        />
      ) : (
        <p className="text-sm text-slate-600">Choose a day to see its entries, doses and sessions.</p>
      )}
    </div>
  );
}
