/**
 * Today's Supplements: dose mode (the default) shows a dose card per supplement
 * with supply left or untracked; entry mode shows the same supplements as a selection list for the next entry.
 * A search box above both filters them. A failed load is only logged, but the section says it could
 * not show the list and offers Retry rather than claiming there are no supplements.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DOSE_MESSAGES, type AutocompleteSuggestion } from '@wellness/contract';
import { doseStatsQuery } from '@/lib/resources/doses';
import { useToday } from '@/lib/use-today';
import { formatClockTime } from '@/lib/date-format';
import { LoadFailure, QueryState } from '@/components/query-state';
import { DailySection } from '../daily-section';
import { DAILY_ANCHORS } from '../daily-anchors';
import { DoseCard } from './dose-card';
import { EntrySelectionList } from './entry-selection-list';
import { ModeToggle, type PickerMode } from './mode-toggle';
import { Icon } from '@/components/icons';
import { useDailySupplements, useTodayDoses } from './queries';
import { SubstancesTabLink } from './substances-tab-link';
import { SupplementSearch } from './supplement-search';
import { cappedTodayNote, loggableSupplements, matchingSupplements, noMatchMessage, suggestionToAdd } from './supplement-list';
import { AddToLibrary } from './add-to-library';
import type { DoseQueue } from './use-dose-queue';
import { Alert } from '@/components/alert';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptDraftAtStart } from '@/lib/use-kept-draft';
import { DOSE_DETAILS_DRAFT_NAME, parseDoseDetailsDraft } from './dose-details-draft';

export interface TodaysSupplementsProps {
  /** Supplements picked in entry mode for the next entry. */
  selectedIds: ReadonlySet<string>;
  onToggle: (supplementId: string) => void;
  /** The doses tapped offline waiting in this browser, held by the Daily tab (the Today block logs through it too). */
  doseQueue: DoseQueue;
}

const DESCRIPTIONS: Record<PickerMode, string> = {
  dose: 'Log each dose as you take it.',
  entry: 'Pick what you took for your next entry.',
};

export function TodaysSupplements({ selectedIds, onToggle, doseQueue }: TodaysSupplementsProps) {
  const supplements = useDailySupplements();
  const todayDoses = useTodayDoses();
  // How many doses today holds: the cards show at most the newest MAX_TODAY_DOSES.
  const loggedToday = useQuery(doseStatsQuery()).data?.today;
  const listedToday = todayDoses.data ? Object.values(todayDoses.data).reduce((n, logged) => n + logged.doses.length, 0) : 0;
  const capNote = cappedTodayNote(listedToday, loggedToday);
  const today = useToday();
  const [mode, setMode] = useState<PickerMode>('dose');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<AutocompleteSuggestion | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  // A dose's Details kept from before a reload opens again on its card, read here once for every card, and the
  // section starts open to show it.
  const keptDetails = useKeptDraftAtStart(useDraftOwner(), DOSE_DETAILS_DRAFT_NAME, parseDoseDetailsDraft);

  const items = supplements.data ? loggableSupplements(supplements.data) : [];
  const shown = matchingSupplements(items, search);
  const toAdd = suggestionToAdd(picked, search);
  const dosesOf = (id: string) => (todayDoses.data ? (todayDoses.data[id]?.doses ?? []) : null);

  return (
    <DailySection
      id={DAILY_ANCHORS.supplements}
      title="Today's Supplements"
      foldOnPhone={keptDetails === null}
      description={DESCRIPTIONS[mode]}
      action={<ModeToggle mode={mode} onChange={setMode} />}
    >
      {/* A failed load is only logged: no message, but no false "none" either; Retry loads them again. */}
      <QueryState
        query={supplements}
        keepDataOnError
        loading="Loading your supplements…"
        error={null}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyArea>
            <p className="text-base font-medium text-slate-800">{DOSE_MESSAGES.noSupplements}</p>
            <p className="max-w-md text-sm text-slate-600">
              Add your supplements in the <SubstancesTabLink /> tab, and they will show up here for logging doses.
            </p>
          </EmptyArea>
        }
      >
        {() => (
          <div className="flex flex-col gap-4">
            <SupplementSearch
              value={search}
              onChange={(next) => {
                setSearch(next);
                setAdded(null);
              }}
              onPick={setPicked}
              library={items}
            />
            {doseQueue.refused.map(({ dose, message }) => (
              <Alert key={dose.idempotencyKey} tone="error">
                A dose tapped offline at {formatClockTime(dose.timestamp)} could not be saved: {message}
              </Alert>
            ))}
            {toAdd !== null ? (
              <AddToLibrary
                suggestion={toAdd}
                onAdded={(name) => {
                  setPicked(null);
                  setAdded(`${name} was added to your substances.`);
                }}
              />
            ) : null}
            <p role="status" className={added === null ? 'sr-only' : 'text-sm font-medium text-emerald-800'}>
              {added}
            </p>
            {mode === 'dose' && todayDoses.isError && todayDoses.data === undefined ? (
              <LoadFailure tone="warning" message={DOSE_MESSAGES.todayDosesUnavailable} onRetry={todayDoses.refetch} retrying={todayDoses.isFetching} />
            ) : null}
            {mode === 'dose' && capNote !== null ? <p className="text-sm text-slate-600">{capNote}</p> : null}
            {shown.length === 0 ? (
              <EmptyArea>
                <p role="status" className="text-base text-slate-700">
                  {noMatchMessage(search)}
                </p>
              </EmptyArea>
            ) : mode === 'dose' ? (
              <ul aria-label="Dose cards" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((supplement) => (
                  <li key={supplement.id} className="min-w-0">
                    <DoseCard
                      supplement={supplement}
                      doses={dosesOf(supplement.id)}
                      today={today}
                      queued={doseQueue.queue.filter((dose) => dose.supplementId === supplement.id)}
                      onQueue={doseQueue.enqueue}
                      keptDetails={keptDetails?.supplementId === supplement.id ? keptDetails : null}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <EntrySelectionList supplements={shown} selectedIds={selectedIds} onToggle={onToggle} today={today} />
            )}
          </div>
        )}
      </QueryState>
    </DailySection>
  );
}

function EmptyArea({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon name="pill" className="size-6" />
      </span>
      {children}
    </div>
  );
}
