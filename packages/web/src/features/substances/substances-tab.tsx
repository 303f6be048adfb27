/**
 * The Substances tab (part 2 §2.1, §4, §8): heading with the five add buttons, the interaction-alert banner,
 * filter chips with counts, search, the card grid with edit and delete, both empty states, loading and the
 * load, save and delete failures. Owns which dialog is open and returns focus to what opened it.
 */
import { useEffect, useRef, useState } from 'react';
import { SUBSTANCE_MESSAGES, SUBSTANCE_TYPE_LABELS, SUBSTANCE_TYPES, type Substance, type SubstanceType } from '@wellness/contract';
import { Alert } from '../../components/alert';
import { Button, buttonClasses } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useToday } from '../../lib/use-today';
import { useHoldUntil } from '../../lib/use-hold-until';
import { navigate, useLocation } from '../../lib/location';
import { addSubstanceFromSearch } from '../../lib/add-substance-search';
import { ClinicianReportDialog } from './clinician-report';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { InteractionBanner, InteractionBannerPlaceholder } from './interaction-banner';
import { loadErrorMessage } from './load-error';
import { useDeleteSubstance, useInteractionReport, useSubstanceList } from './queries';
import { reportForItems } from './risk-groups';
import { SubstanceCard } from './substance-card';
import { effectiveFilter, emptyStateMessage, filterChips, filterSubstances, type TypeFilter } from '../../lib/substance-filters';
import { SubstanceFormModal } from './substance-form-modal';
import { Icon } from '../../components/icons';
import { useMarket } from './use-market';

/**
 * How long the loaded list waits for its interaction check before showing without it (then a placeholder holds the
 * banner's place). The check is one local query, usually back within this time even on a slow phone network.
 */
const CHECK_WAIT_MS = 1500;

type OpenDialog = { kind: 'form'; type: SubstanceType; substance: Substance | null } | { kind: 'delete'; substance: Substance } | { kind: 'report' } | null;

export function SubstancesTab() {
  const list = useSubstanceList();
  const items = list.items;
  const interactions = useInteractionReport(items);
  const remove = useDeleteSubstance();
  const market = useMarket();
  const today = useToday();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [filter, setFilter] = useState<TypeFilter>('ALL');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  // The deleted card took the button that opened the confirmation with it; focus goes to the heading once the
  // reloaded list no longer shows it (whether that render comes before or after the dialog closes).
  const deletedId = useRef<string | null>(null);
  const location = useLocation();
  const askedToAdd = addSubstanceFromSearch(location.search);

  // A link such as the help assistant's "Add a prescription" (/supplements?add=PRESCRIPTION) opens that form once;
  // the query is dropped so a reload or the back button does not open it again.
  useEffect(() => {
    if (askedToAdd === null) return;
    open({ kind: 'form', type: askedToAdd, substance: null });
    navigate(location.pathname, { replace: true });
  }, [askedToAdd, location.pathname]);

  useEffect(() => {
    if (deletedId.current === null || !items || items.some((item) => item.id === deletedId.current)) return;
    deletedId.current = null;
    document.getElementById('tab-heading')?.focus();
  }, [items]);

  const chips = filterChips(items ?? []);
  const activeFilter = effectiveFilter(filter, chips);
  const visible = filterSubstances(items ?? [], activeFilter, search);
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
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-2">
            <h2 id="tab-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
              Substances
            </h2>
            <p className="max-w-2xl text-base text-slate-600">
              Your prescriptions, OTC medications, supplements, herbal and homeopathic remedies in one list, checked for interactions with each other.
            </p>
          </div>
          {/* Shown while the list loads too, so it does not push the add buttons down when the list arrives. */}
          {list.isPending || (items && items.length > 0) ? (
            <Button variant="secondary" className="shrink-0 self-start" onClick={() => open({ kind: 'report' })}>
              <Icon name="report" className="size-4" />
              Report for your clinician
            </Button>
          ) : null}
        </div>
        <div role="group" aria-label="Add a substance" className="flex flex-wrap gap-2">
          {SUBSTANCE_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              onClick={() => open({ kind: 'form', type, substance: null })}
              className={buttonClasses(type === 'PRESCRIPTION' ? 'primary' : 'secondary', 'px-3.5')}
            >
              <Icon name="plus" className="size-4" />
              <span className="sr-only">Add </span>
              {SUBSTANCE_TYPE_LABELS[type]}
            </button>
          ))}
        </div>
      </header>

      {/* Always in the page so additions are announced; out of the layout (no gap) while empty. */}
      <div aria-live="polite" className={status ? undefined : 'sr-only'}>
        {status ? <Alert tone="success">{status}</Alert> : null}
      </div>
      {deleteFailed ? <Alert tone="error">{SUBSTANCE_MESSAGES.deleteFailed}</Alert> : null}

      {list.isPending || (items !== undefined && !revealed) ? (
        <p role="status" className="flex items-center gap-2 text-base text-slate-700">
          <Spinner className="text-teal-700" />
          Loading substances…
        </p>
      ) : list.error || !items ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{loadErrorMessage(list.error)}</Alert>
          <Button variant="secondary" onClick={list.refetch}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          {report ? <InteractionBanner report={report} /> : checking ? <InteractionBannerPlaceholder /> : null}

          <div className="flex flex-col gap-3">
            <div className="relative sm:max-w-sm">
              <label htmlFor="substance-search" className="sr-only">
                Search substances
              </label>
              <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
              <input
                id="substance-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={SUBSTANCE_MESSAGES.searchPlaceholder}
                autoComplete="off"
                className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600"
              />
            </div>
            <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
              {chips.map((chip) => {
                const pressed = chip.filter === activeFilter;
                return (
                  <button
                    key={chip.filter}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => setFilter(chip.filter)}
                    className={
                      'inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors ' +
                      'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                      (pressed ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')
                    }
                  >
                    {/* Named "Herbal 1" by screen readers: the count is part of the visible label. */}
                    {chip.label}
                    <span className={`rounded-full px-1.5 text-xs font-semibold ${pressed ? 'bg-white text-teal-900' : 'bg-slate-100 text-slate-700'}`}>
                      {chip.count}
                    </span>
                  </button>
                );
              })}
            </div>
          </div>

          {visible.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center sm:py-16">
              <span className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                <Icon name={items.length === 0 ? 'plus' : 'search'} className="size-7" />
              </span>
              <p className="max-w-md text-base text-slate-700">{emptyStateMessage(activeFilter, search)}</p>
            </div>
          ) : (
            <ul aria-label="Your substances" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((substance) => (
                <li key={substance.id}>
                  <SubstanceCard
                    substance={substance}
                    today={today}
                    onEdit={() => open({ kind: 'form', type: substance.substanceType, substance })}
                    onDelete={() => open({ kind: 'delete', substance })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {dialog?.kind === 'form' ? (
        <SubstanceFormModal
          key={dialog.substance?.id ?? dialog.type}
          type={dialog.type}
          substance={dialog.substance}
          market={market}
          library={items ?? []}
          onClose={() => setDialog(null)}
          onOpenExisting={(existing) => setDialog({ kind: 'form', type: existing.substanceType, substance: existing })}
          onSaved={(saved, mode) => {
            setDialog(null);
            setStatus(`${saved.name} was ${mode}.`);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteConfirmDialog
          name={dialog.substance.name}
          pending={remove.isPending}
          onConfirm={() => void confirmDelete(dialog.substance)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'report' ? <ClinicianReportDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
