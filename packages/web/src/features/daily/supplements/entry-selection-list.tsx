/**
 * Entry mode: the supplements as checkboxes that pick what the next entry
 * records, bound to the Daily tab's shared selection. Each shows 'Expires in N days' within 30 days and
 * 'Expired' at 0 days or less.
 */
import type { Substance } from '@wellness/contract';
import { formatAmount } from '@/lib/amount-format';
import { expiryNote } from './entry-expiry';
import { StatusBadge } from './status-badge';

interface EntrySelectionListProps {
  supplements: readonly Substance[];
  selectedIds: ReadonlySet<string>;
  onToggle: (supplementId: string) => void;
  today: Date;
}

export function EntrySelectionList({ supplements, selectedIds, onToggle, today }: EntrySelectionListProps) {
  const count = selectedIds.size;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">Supplements taken, for your next entry</legend>
      <p aria-live="polite" className="text-sm text-slate-600">
        {count === 0 ? 'Tick what you took; the New Entry form below saves it.' : `${count} selected for your next entry.`}
      </p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {supplements.map((supplement) => {
          const checked = selectedIds.has(supplement.id);
          const expiry = expiryNote(supplement.expirationDate, today);
          const details = [supplement.brand, formatAmount(supplement.dosage, supplement.unit)].filter((part): part is string => part !== null && part !== '');
          const inputId = `entry-pick-${supplement.id}`;
          return (
            <li key={supplement.id}>
              <label
                htmlFor={inputId}
                className={
                  'flex h-full min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors ' +
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 ' +
                  (checked ? 'border-teal-600 bg-teal-50' : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50')
                }
              >
                <input
                  id={inputId}
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(supplement.id)}
                  className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-teal-700 focus-visible:outline-none"
                />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium break-words text-slate-900">{supplement.name}</span>
                  {details.length > 0 ? <span className="text-sm break-words text-slate-600">{details.join(' · ')}</span> : null}
                  {expiry ? (
                    <span>
                      <StatusBadge tone={expiry.kind === 'expired' ? 'danger' : 'warning'}>{expiry.text}</StatusBadge>
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
