/**
 * Common factors to start from (the contract's FACTOR_CATALOG): each added with one tap, as it is, and editable
 * afterwards like the user's own. A factor already tracked under the same name shows as added. Used by the factor
 * manager (the whole catalog) and the check-in card's empty state (the top picks).
 */
import { useState } from 'react';
import { FACTOR_CATALOG, FACTOR_MESSAGES, type CatalogFactor, type Factor, type FactorFields } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Icon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { useDraftOwner } from '@/lib/draft-owner';
import { serverMessageOr } from '@/lib/failure-message';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';
import { FACTOR_SAVE_ATTEMPT_NAME } from './factor-form-values';
import { useCreateFactor } from './queries';

/** The picks the check-in card offers before any factor exists: sleep, caffeine, exercise, alcohol. */
export const TOP_PICKS = ['sleep-hours', 'caffeine', 'exercise', 'alcohol'] as const;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

interface FactorCatalogProps {
  /** The user's factors: those in the catalog show as added. */
  factors: readonly Factor[];
  /** Catalog keys to offer; every entry when absent. */
  only?: readonly string[];
}

export function FactorCatalog({ factors, only }: FactorCatalogProps) {
  const create = useCreateFactor();
  const saveKeys = useKeptSaveAttempt(useDraftOwner(), FACTOR_SAVE_ATTEMPT_NAME);
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const entries = only === undefined ? FACTOR_CATALOG : FACTOR_CATALOG.filter((entry) => only.includes(entry.key));

  async function add(entry: CatalogFactor) {
    if (adding !== null) return;
    const { name, kind, unit, icon, betterDirection, describesNightBefore } = entry;
    const fields: FactorFields = { name, kind, unit, icon, betterDirection, describesNightBefore };
    setAdding(entry.key);
    setFailure(null);
    try {
      await create.mutateAsync({ ...fields, idempotencyKey: saveKeys.keyFor(fields) });
      saveKeys.saved();
    } catch (error) {
      setFailure(serverMessageOr(error, FACTOR_MESSAGES.saveFailed));
    } finally {
      setAdding(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {entries.map((entry) => {
          const added = factors.some((factor) => sameName(factor.name, entry.name));
          return (
            <li key={entry.key} className="flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                <Icon name={entry.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{entry.name}</span>
                <span className="block text-xs text-slate-600">{entry.hint}</span>
              </span>
              {added ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-sm text-slate-600">
                  <Icon name="check" className="size-4" />
                  Added
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => void add(entry)}
                  aria-label={`Add ${entry.name}`}
                  aria-disabled={adding !== null || undefined}
                  className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border border-teal-700 px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                >
                  {adding === entry.key ? <Spinner /> : <Icon name="plus" className="size-4" />}
                  Add
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {failure !== null ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
