/**
 * The loaded Substances list: the search box, the type filter chips with their counts, and the card grid, or the
 * empty message that fits the filter and search.
 */
import { SUBSTANCE_MESSAGES, type Substance, type SubstanceAdherence } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { effectiveFilter, emptyStateMessage, filterChips, filterSubstances, type TypeFilter } from './substance-filters';
import { SubstanceCard } from './substance-card';

interface SubstanceBrowserProps {
  items: readonly Substance[];
  today: Date;
  filter: TypeFilter;
  onFilter: (filter: TypeFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  onEdit: (substance: Substance) => void;
  onDelete: (substance: Substance) => void;
  /** Adherence over 30 days by substance id, for the scheduled ones. */
  adherence: ReadonlyMap<string, SubstanceAdherence>;
}

export function SubstanceBrowser({ items, today, filter, onFilter, search, onSearch, onEdit, onDelete, adherence }: SubstanceBrowserProps) {
  const chips = filterChips(items);
  const activeFilter = effectiveFilter(filter, chips);
  const visible = filterSubstances(items, activeFilter, search);
  return (
    <>
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
            onChange={(event) => onSearch(event.target.value)}
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
                onClick={() => onFilter(chip.filter)}
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
                onEdit={() => onEdit(substance)}
                onDelete={() => onDelete(substance)}
                adherence={adherence.get(substance.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
