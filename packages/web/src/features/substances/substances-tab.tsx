/**
 * The Substances tab: heading with the five add buttons, the interaction-alert banner, the view switch (all
 * substances or the Schedule view), filter chips with counts, search, the card grid with edit, delete and adherence, both empty states, loading and the
 * load, save and delete failures. Owns which dialog is open and returns focus to what opened it.
 */
import { useEffect, useRef, useState } from 'react';
import { SUBSTANCE_MESSAGES, type Substance } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { QueryState } from '@/components/query-state';
import { useToday } from '@/lib/use-today';
import { useHoldUntil } from './use-hold-until';
import { navigate, useLocation } from '@/lib/location';
import { addSubstanceFromSearch } from '@/domain/add-substance-search';
import { InteractionBanner, InteractionBannerPlaceholder } from './interaction-banner';
import { loadFailureMessage } from './load-failure-message';
import { useDeleteSubstance, useInteractionReport, useSubstanceList } from './queries';
import { reportForItems } from './risk-groups';
import { SubstanceBrowser } from './substance-browser';
import { SubstanceDialogs, type OpenDialog } from './substance-dialogs';
import { SubstancesHeader } from './substances-header';
import type { TypeFilter } from './substance-filters';
import { useMarket } from './use-market';
import { useAdherence } from './schedule/queries';
import { ScheduleView } from './schedule/schedule-view';
import { useSubstancesView, ViewSwitch } from './view-switch';
import { useDraftOwner } from '@/lib/draft-owner';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useReopenKeptDraft } from '@/lib/use-kept-draft';
import { SUBSTANCE_FORM_DRAFT_NAME, parseSubstanceFormDraft } from './substance-form-draft';

/**
 * How long the loaded list waits for its interaction check before showing without it (then a placeholder holds the
 * banner's place). The check is one local query, usually back within this time even on a slow phone network.
 */
const CHECK_WAIT_MS = 1500;

export function SubstancesTab() {
  const list = useSubstanceList();
  const items = list.items;
  const interactions = useInteractionReport(items);
  const remove = useDeleteSubstance();
  const market = useMarket();
  const today = useToday();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // One delete at a time: a double tap would ask the server twice and report the second's "not found".
  const oneAtATime = useOneAtATime();
  const owner = useDraftOwner();
  const [view, setView] = useSubstancesView();
  const adherence = useAdherence();
  const adherenceById = new Map((adherence.data?.substances ?? []).map((entry) => [entry.substanceId, entry]));
  const [filter, setFilter] = useState<TypeFilter>('ALL');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  // The deleted card took the button that opened the confirmation with it; focus goes to the heading once the
  // reloaded list no longer shows it (whether that render comes before or after the dialog closes).
  const deletedId = useRef<string | null>(null);
  const location = useLocation();
  const askedToAdd = addSubstanceFromSearch(location.search);

  // A link such as the help assistant's "Add prescription" (/supplements?add=PRESCRIPTION) opens that form once;
  // the query is dropped so a reload or the back button does not open it again.
  useEffect(() => {
    if (askedToAdd === null) return;
    open({ kind: 'form', type: askedToAdd, substance: null });
    navigate(location.pathname, { replace: true });
  }, [askedToAdd, location.pathname]);

  // A form kept from before opens again once the list is there; an edit whose item was deleted since comes back as a
  // new item, so what was typed is still there to save.
  useReopenKeptDraft(owner, SUBSTANCE_FORM_DRAFT_NAME, parseSubstanceFormDraft, items !== undefined, dialog !== null, (kept) => {
    const substance = kept.editingId === null ? null : (items?.find((item) => item.id === kept.editingId) ?? null);
    const restored = kept.editingId !== null && substance === null ? { ...kept, editingId: null, savedId: null } : kept;
    open({ kind: 'form', type: substance?.substanceType ?? kept.type, substance, restored });
  });

  useEffect(() => {
    if (deletedId.current === null || !items || items.some((item) => item.id === deletedId.current)) return;
    deletedId.current = null;
    document.getElementById('tab-heading')?.focus();
  }, [items]);

  const ids = new Set((items ?? []).map((item) => item.id));
  const report = items && items.length >= 1 && interactions.data ? reportForItems(interactions.data, ids) : null;
  // The list and its banner appear together, so nothing jumps when the check answers (layout shift was 0.57).
  const checkSettled = items !== undefined && (items.length === 0 || !interactions.isPending);
  const revealed = useHoldUntil(checkSettled, items !== undefined, CHECK_WAIT_MS);
  const checking = items !== undefined && items.length >= 1 && report === null && interactions.isPending;

  function open(next: OpenDialog) {
    setStatus(null);
    setDeleteFailed(false);
    setDialog(next);
  }

  async function confirmDelete(substance: Substance) {
    try {
      await remove.mutateAsync(substance);
      deletedId.current = substance.id;
      setStatus(`${substance.name} was deleted.`);
    } catch {
      // The failure itself is logged by the query client (lib/query-client.ts).
      setDeleteFailed(true);
    } finally {
      setDialog(null);
    }
  }

  return (
    <section aria-labelledby="tab-heading" className="flex flex-col gap-6">
      {/* The report button shows while the list loads too, so it does not push the add buttons down when the list arrives. */}
      <SubstancesHeader
        showReport={list.isPending || (items !== undefined && items.length > 0)}
        onReport={() => open({ kind: 'report' })}
        onAdd={(type) => open({ kind: 'form', type, substance: null })}
      />

      {/* Always in the page so additions are announced; out of the layout (no gap) while empty. */}
      <div aria-live="polite" className={status ? undefined : 'sr-only'}>
        {status ? <Alert tone="success">{status}</Alert> : null}
      </div>
      {deleteFailed ? <Alert tone="error">{SUBSTANCE_MESSAGES.deleteFailed}</Alert> : null}

      <QueryState
        // Loaded means shown: a list still held back for its interaction check counts as loading.
        query={{ data: revealed ? items : undefined, isError: list.error !== null, isFetching: list.isFetching, refetch: list.refetch }}
        loading="Loading substances…"
        error={loadFailureMessage(list.error)}
      >
        {(loaded) => (
          <>
            {report ? <InteractionBanner report={report} /> : checking ? <InteractionBannerPlaceholder /> : null}
            {loaded.length > 0 ? <ViewSwitch view={view} onChange={setView} /> : null}
            {view === 'schedule' && loaded.length > 0 ? (
              <ScheduleView
                items={loaded}
                now={new Date()}
                onEdit={(substance) => open({ kind: 'form', type: substance.substanceType, substance, startAt: 'schedule' })}
              />
            ) : (
              <SubstanceBrowser
                items={loaded}
                today={today}
                filter={filter}
                onFilter={setFilter}
                search={search}
                onSearch={setSearch}
                onEdit={(substance) => open({ kind: 'form', type: substance.substanceType, substance })}
                onDelete={(substance) => open({ kind: 'delete', substance })}
                adherence={adherenceById}
              />
            )}
          </>
        )}
      </QueryState>

      <SubstanceDialogs
        dialog={dialog}
        onDialog={setDialog}
        market={market}
        owner={owner}
        library={items ?? []}
        deleting={remove.isPending}
        onConfirmDelete={(substance) => void oneAtATime(() => confirmDelete(substance))}
        onSaved={(saved, mode) => {
          setDialog(null);
          setStatus(`${saved.name} was ${mode}.`);
        }}
      />
    </section>
  );
}
