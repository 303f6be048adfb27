/**
 * The History list: entries of the range matching the filters, grouped by day newest first,
 * the range's limit per load with "load more", and every state: loading (placeholders the size of a day, so
 * nothing jumps), 'Failed to load entry history' with Retry, 'No entries yet' and 'No matching entries'.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ENTRY_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure, QueryState } from '@/components/query-state';
import { daySummariesQuery, historyEntriesQuery } from '@/lib/resources/history';
import { groupByDay, type Thresholds } from './day-groups';
import type { DayActions } from './day-actions';
import { DaySection } from './day-section';
import { narrowsEntries, RANGE_LABELS, rangeDays, rangeLimit, type HistoryState } from './history-filters';
import { usePendingDeletes } from './pending-deletes';

export function HistoryList({ state, thresholds, actions }: { state: HistoryState; thresholds: Thresholds; actions: DayActions }) {
  const filter = {
    type: state.type,
    days: state.range === 'all' ? null : rangeDays(state.range),
    day: null,
    search: state.search.trim(),
    tag: state.tag,
    limit: rangeLimit(state.range),
  };
  const entries = useInfiniteQuery(historyEntriesQuery(filter));
  const summaries = useQuery(daySummariesQuery(rangeDays(state.range)));
  const pending = usePendingDeletes();
  const narrowed = narrowsEntries(state);

  return (
    <QueryState
      query={entries}
      loading="Loading entry history…"
      // Placeholders the size of a day, so nothing jumps when the entries arrive.
      placeholder={[0, 1, 2].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
      ))}
      error={ENTRY_MESSAGES.loadHistoryFailed}
    >
      {(data) => {
        const loaded = data.pages.flatMap((page) => page.entries);
        const total = data.pages[0]?.total ?? 0;
        const groups = groupByDay(loaded, summaries.data?.days, { includeQuietDays: !narrowed, moreToLoad: entries.hasNextPage, thresholds });

        // Newest first: the factor values of every day shown are one read.
        const range = { from: groups.at(-1)?.date ?? '', to: groups[0]?.date ?? '' };
        if (groups.length === 0) {
          return narrowed ? (
            <EmptyState
              icon="history"
              title={ENTRY_MESSAGES.noMatching}
              text={`Nothing in ${RANGE_LABELS[state.range].toLowerCase()} matches these filters. Try a longer range or clear a filter.`}
            />
          ) : (
            <EmptyState
              icon="history"
              title={ENTRY_MESSAGES.noEntries}
              text={
                state.range === 'all'
                  ? 'Entries you save will be listed here, by day.'
                  : `Nothing recorded in ${RANGE_LABELS[state.range].toLowerCase()}. Try a longer range.`
              }
            />
          );
        }

        return (
          <div className="flex flex-col gap-4">
            {summaries.isError ? (
              <LoadFailure tone="warning" message="The day figures could not be loaded." onRetry={summaries.refetch} retrying={summaries.isFetching} />
            ) : null}
            <p className="text-sm text-slate-700" role="status">
              {total === loaded.length ? `${total} ${total === 1 ? 'entry' : 'entries'}` : `Showing ${loaded.length} of ${total} entries`} in{' '}
              {RANGE_LABELS[state.range].toLowerCase()}
              {narrowed ? ' matching the filters' : ''}.
            </p>
            {groups.map((group) => (
              <DaySection key={group.date} group={group} thresholds={thresholds} actions={actions} hidden={pending.isHidden} range={range} />
            ))}
            {entries.hasNextPage ? (
              <div className="flex flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-700">
                  This range holds {total} entries; {loaded.length} are shown ({rangeLimit(state.range)} at a time).
                </p>
                <Button variant="secondary" disabled={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
                  {entries.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            ) : null}
            {entries.isFetchNextPageError ? <Alert tone="error">{ENTRY_MESSAGES.loadHistoryFailed}</Alert> : null}
          </div>
        );
      }}
    </QueryState>
  );
}
