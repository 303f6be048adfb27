/**
 * The picker's search box: it filters the cards or the list as you type, and from 2 trimmed
 * characters and a 300 ms pause offers up to 10 name suggestions in a list at most 200 px tall, the user's own
 * marked 'In your library'. Picking one puts its name in the box. An ARIA combobox like the Substances form's
 * name field: arrows move, Enter picks, Escape closes the list. A failed suggestion call falls back to the
 * user's own names.
 */
import type { AutocompleteSuggestion } from '@wellness/contract';
import type { LibraryItem } from '@/components/name-suggestions/local-suggestions';
import { SuggestionListbox } from '@/components/name-suggestions/suggestion-listbox';
import { useSuggestionCombobox } from '@/components/name-suggestions/use-suggestion-combobox';
import { Icon } from '@/components/icons';

interface SupplementSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** The user's supplements, for the fallback when suggestions fail. */
  library: readonly LibraryItem[];
  /** A suggestion was picked (the box already holds its name). */
  onPick?: (suggestion: AutocompleteSuggestion) => void;
}

export function SupplementSearch({ value, onChange, library, onPick }: SupplementSearchProps) {
  const combobox = useSuggestionCombobox(value, library, (suggestion) => {
    onChange(suggestion.name);
    onPick?.(suggestion);
  });

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={combobox.inputId} className="sr-only">
        Find a supplement
      </label>
      <Icon name="search" className="pointer-events-none absolute top-[22px] left-3 size-5 -translate-y-1/2 text-slate-500" />
      <input
        {...combobox.inputProps}
        value={value}
        placeholder="Find a supplement…"
        onChange={(event) => {
          onChange(event.target.value);
          combobox.typed();
        }}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-11 pl-10 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600"
      />
      {value !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            combobox.close();
          }}
          className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-600"
        >
          <Icon name="close" className="size-4" />
        </button>
      ) : null}
      <SuggestionListbox combobox={combobox} label="Supplement suggestions" />
    </div>
  );
}
