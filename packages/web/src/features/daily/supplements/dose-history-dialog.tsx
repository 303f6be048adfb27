/**
 * One supplement's dose history: a window of 7, 30, 90 or 365 days (30 first), 20 doses a
 * page with Previous and Next, each dose with its date and time in the user's locale and its own dosage and
 * notes. Closes on Escape, on the close button and on a click on the dimmed page around it.
 */
import { useId, useState } from 'react';
import { DEFAULT_DOSE_HISTORY_DAYS, DOSE_HISTORY_WINDOWS, DOSE_MESSAGES, type Substance } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { QueryState } from '@/components/query-state';
import { formatDoseDateTime } from './dose-display';
import { formatAmount } from '@/lib/amount-format';
import { hasNextPage, hasPreviousPage, historySummary, pageLabel, windowLabel } from './history-paging';
import { Icon } from '@/components/icons';
import { useDoseHistory } from './queries';

interface DoseHistoryDialogProps {
  supplement: Pick<Substance, 'id' | 'name' | 'brand' | 'unit'>;
  onClose: () => void;
}

export function DoseHistoryDialog({ supplement, onClose }: DoseHistoryDialogProps) {
  const titleId = useId();
  const [days, setDays] = useState<number>(DEFAULT_DOSE_HISTORY_DAYS);
  const [page, setPage] = useState(1);
  const history = useDoseHistory(supplement.id, days, page);
  const pages = history.data?.pagination.pages ?? 0;

  return (
    <ModalDialog labelledBy={titleId} size="sm" closeOnOverlayClick onClose={onClose}>
      <DialogHeader
        titleId={titleId}
        title={`Dose history: ${supplement.name}`}
        subtitle={supplement.brand ?? undefined}
        onClose={onClose}
        closeLabel="Close dose history"
      />
      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto px-5 py-4 sm:px-6">
        <div role="group" aria-label="Period" className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
          {DOSE_HISTORY_WINDOWS.map((window) => {
            const pressed = window === days;
            return (
              <button
                key={window}
                type="button"
                aria-pressed={pressed}
                onClick={() => {
                  setDays(window);
                  setPage(1);
                }}
                className={
                  'min-h-11 rounded-lg px-1 text-sm font-semibold whitespace-nowrap transition-colors ' +
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                  (pressed ? 'bg-white text-teal-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white/70 hover:text-slate-900')
                }
              >
                {windowLabel(window)}
              </button>
            );
          })}
        </div>

        <QueryState query={history} keepDataOnError loading="Loading dose history…" error={DOSE_MESSAGES.historyLoadFailed}>
          {(data) => (
            <div
              aria-busy={history.isPlaceholderData || undefined}
              className={`flex flex-col gap-3 transition-opacity ${history.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              <p role="status" className="text-sm text-slate-600">
                {/* The count shown belongs to the window asked for: while the new one loads, the old total would be wrong. */}
                {history.isPlaceholderData ? 'Loading…' : historySummary(data.pagination.total, days)}
              </p>
              {data.doses.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-700">{DOSE_MESSAGES.noDoses}</p>
              ) : (
                <ol aria-label="Doses" className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
                  {data.doses.map((dose) => {
                    const amount = formatAmount(dose.dosage, dose.dosage === null ? null : supplement.unit);
                    return (
                      <li key={dose.id} className="flex flex-col gap-0.5 px-3 py-2.5 text-sm">
                        <time dateTime={dose.timestamp} className="font-medium text-slate-900">
                          {formatDoseDateTime(dose.timestamp)}
                        </time>
                        {amount ? <span className="text-slate-700">Dosage: {amount}</span> : null}
                        {dose.notes ? <span className="break-words text-slate-700">{dose.notes}</span> : null}
                      </li>
                    );
                  })}
                </ol>
              )}
              {pages > 1 ? (
                <nav aria-label="Dose history pages" className="flex items-center justify-between gap-2">
                  <PageButton direction="previous" enabled={hasPreviousPage(page) && !history.isPlaceholderData} onPress={() => setPage((p) => p - 1)} />
                  <span className="text-sm text-slate-700 tabular-nums">{pageLabel(page, pages)}</span>
                  <PageButton direction="next" enabled={hasNextPage(page, pages) && !history.isPlaceholderData} onPress={() => setPage((p) => p + 1)} />
                </nav>
              ) : null}
            </div>
          )}
        </QueryState>
      </div>
    </ModalDialog>
  );
}

/** aria-disabled rather than disabled: reaching the last page must not throw keyboard focus out of the dialog. */
function PageButton({ direction, enabled, onPress }: { direction: 'previous' | 'next'; enabled: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      aria-disabled={enabled ? undefined : true}
      onClick={() => {
        if (enabled) onPress();
      }}
      className={buttonClasses('secondary', `px-3 ${enabled ? '' : 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600 hover:bg-slate-50'}`)}
    >
      {direction === 'previous' ? <Icon name="chevron-left" className="size-4" /> : null}
      {direction === 'previous' ? 'Previous' : 'Next'}
      {direction === 'next' ? <Icon name="chevron-right" className="size-4" /> : null}
    </button>
  );
}
