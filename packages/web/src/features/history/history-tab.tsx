/**
 * The History tab: the list with its filters or the calendar, both kept in
 * the URL; correcting the past (edit or delete an entry, add one for an earlier day, edit, log or remove a past
 * dose, add or delete a past session, a day's factor values), every delete asked first and undoable for a few seconds (pending-deletes.tsx).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ENTRY_MESSAGES, METRIC_DEFAULT, TRACKING_METRICS, type TrackingMetric } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { navigate, useLocation } from '@/lib/location';
import { preferencesQuery } from '@/lib/resources/preferences';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useToday } from '@/lib/use-today';
import { daysBetween } from './calendar-grid';
import { formatDay, localDay, wallClock } from '@/lib/date-format';
import { DEFAULT_THRESHOLDS, type Thresholds } from './day-groups';
import type { DayActions } from './day-actions';
import { blankValues, valuesFromEntry } from './entry-editor-values';
import { HistoryCalendar } from './history-calendar';
import { historySearch, parseHistoryState, rangeCovering, type HistoryState } from './history-filters';
import { HistoryFiltersBar } from './history-filters-bar';
import { HistoryList } from './history-list';
import { PendingDeletesProvider, usePendingDeletes } from './pending-deletes';
import { useDeleteEntry } from './queries';
import { formatTime } from './time-format';
import { useDraftOwner } from '@/lib/draft-owner';
import { HistoryDialog } from './history-dialog';
import { useReopenHistoryDialogs, type OpenDialog } from './use-reopen-history-dialogs';

/** The search waits for a pause in typing, like the other searches of the app, so each keystroke is not a request. */
const SEARCH_DEBOUNCE_MS = 300;

export function HistoryTab() {
  return (
    <PendingDeletesProvider>
      <HistoryScreen />
    </PendingDeletesProvider>
  );
}

function HistoryScreen() {
  const location = useLocation();
  const state = parseHistoryState(location.search);
  const today = localDay(useToday());
  const preferences = useQuery(preferencesQuery());
  const thresholds: Thresholds = preferences.data ? { good: preferences.data.goodDayThreshold, bad: preferences.data.badDayThreshold } : DEFAULT_THRESHOLDS;
  const hidden = new Set<string>(preferences.data?.hiddenMetrics ?? []);
  const defaults = Object.fromEntries(TRACKING_METRICS.map((key) => [key, preferences.data?.defaultMetricValues[key] ?? METRIC_DEFAULT])) as Record<
    TrackingMetric,
    number
  >;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const owner = useDraftOwner();
  // An editor kept from before (a reload, an expired session) opens again as it was left.
  useReopenHistoryDialogs(owner, dialog !== null, setDialog);
  const [status, setStatus] = useState<string | null>(null);
  const pending = usePendingDeletes();
  const deleteEntry = useDeleteEntry();

  const [searchText, setSearchText] = useState(state.search);
  const settledSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  function update(next: Partial<HistoryState>, options: { replace?: boolean } = {}) {
    navigate(`/history${historySearch({ ...state, ...next })}`, options);
    setStatus(null);
  }

  // The typed search reaches the URL after a pause; a back button or reload brings the URL's back into the box.
  const publishSearch = useEffectEvent((text: string) => {
    if (text !== state.search) navigate(`/history${historySearch({ ...state, search: text })}`, { replace: true });
  });
  useEffect(() => publishSearch(settledSearch), [settledSearch]);
  const [seenSearch, setSeenSearch] = useState(state.search);
  if (seenSearch !== state.search) {
    setSeenSearch(state.search);
    setSearchText(state.search);
  }

  const nowTime = () => wallClock(new Date());

  const actions: DayActions = {
    onEditEntry: (entry) => setDialog({ kind: 'entry', entry, initial: valuesFromEntry(entry) }),
    onAddEntry: (day) => setDialog({ kind: 'entry', entry: null, initial: blankValues(day, day === today ? nowTime() : '20:00', { defaults, hidden }) }),
    onDeleteEntry: (entry) =>
      pending.ask({
        key: `entry:${entry.id}`,
        title: 'Delete entry',
        question: ENTRY_MESSAGES.deleteConfirm,
        confirmLabel: 'Delete entry',
        message: `${ENTRY_MESSAGES.deleted} (${formatDay(entry.date)}, ${formatTime(entry.time)})`,
        failureMessage: ENTRY_MESSAGES.deleteFailed,
        commit: () => deleteEntry.mutateAsync(entry.id),
      }),
    onEditDose: (dose) => setDialog({ kind: 'dose', dose, day: dose.date }),
    onLogDose: (day) => setDialog({ kind: 'dose', dose: null, day }),
    onAddSession: (day) => setDialog({ kind: 'session', day }),
  };

  const saved = (message: string) => {
    setDialog(null);
    setStatus(message);
  };
  // An entry or a session saved for a day before the list's range widens the range just enough to show it.
  const savedEntry = (message: string, day: string) => {
    const range = rangeCovering(state.range, daysBetween(day, today));
    if (state.view === 'list' && range !== state.range) update({ range });
    saved(message);
  };

  return (
    <section aria-labelledby="tab-heading" className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <h2 id="tab-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
            Entry History
          </h2>
          <p className="max-w-2xl text-base text-slate-600">Every past day with what you took and how it went. Correct anything that was recorded wrong.</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
            {(['list', 'calendar'] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={state.view === view}
                onClick={() => update({ view })}
                className={
                  'min-h-10 rounded-md px-4 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                  (state.view === view ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100')
                }
              >
                {view === 'list' ? 'List' : 'Calendar'}
              </button>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => actions.onAddEntry(state.day ?? today)}>
              Add a past entry
            </Button>
            <Button variant="secondary" onClick={() => actions.onLogDose(state.day ?? today)}>
              Log a forgotten dose
            </Button>
            <Button variant="secondary" onClick={() => actions.onAddSession(state.day ?? today)}>
              Add a focus session
            </Button>
          </div>
        </div>
      </header>

      <div aria-live="polite" className={status ? undefined : 'sr-only'}>
        {status ? <Alert tone="success">{status}</Alert> : null}
      </div>

      {state.view === 'list' ? (
        <>
          <HistoryFiltersBar state={state} searchText={searchText} onSearchText={setSearchText} onChange={(next) => update(next)} />
          <HistoryList state={state} thresholds={thresholds} actions={actions} />
        </>
      ) : (
        <HistoryCalendar
          month={state.month ?? today.slice(0, 7)}
          day={state.day}
          today={today}
          thresholds={thresholds}
          actions={actions}
          onMonth={(month) => update({ month, day: null })}
          onDay={(day) => update({ day })}
        />
      )}

      <HistoryDialog dialog={dialog} owner={owner} hidden={hidden} today={today} onClose={() => setDialog(null)} onSaved={saved} onSavedOnDay={savedEntry} />
    </section>
  );
}
