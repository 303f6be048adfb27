/**
 * The picker's search box (part 1 §2, §5, §9): it filters the cards or the list as you type, and from 2 trimmed
 * characters and a 300 ms pause offers up to 10 name suggestions in a list at most 200 px tall, the user's own
 * marked 'In your library'. Picking one puts its name in the box. An ARIA combobox like the Substances form's
 * name field: arrows move, Enter picks, Escape closes the list. A failed suggestion call falls back to the
 * user's own names (part 1 §8).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, type AutocompleteSuggestion } from '@wellness/contract';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { localSuggestions } from '../../substances/local-suggestions';
import { PickerIcon } from './picker-icons';
import { useSupplementSuggestions } from './queries';

interface SupplementSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** The user's supplements, for the fallback when suggestions fail. */
  library: ReadonlyArray<{ name: string; category: string | null }>;
}

export function SupplementSearch({ value, onChange, library }: SupplementSearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const settled = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useSupplementSuggestions(open ? settled : '');
  const suggestions = query.isError ? localSuggestions(library, settled) : (query.data ?? []);
  const showList = open && settled.length >= AUTOCOMPLETE_MIN_CHARS && suggestions.length > 0;
  const activeIndex = showList && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: AutocompleteSuggestion) {
    onChange(suggestion.name);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showList) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const next = activeIndex + (event.key === 'ArrowDown' ? 1 : -1);
      // -1 is the box itself: moving past either end comes back to what was typed.
      setActive(next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next);
      return;
    }
    if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const chosen = suggestions[activeIndex];
      if (chosen) pick(chosen);
      else close();
      return;
    }
    if (event.key === 'Escape' && showList) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Find a supplement
      </label>
      <PickerIcon name="search" className="pointer-events-none absolute top-[22px] left-3 size-5 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Find a supplement…"
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-11 pl-10 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600"
      />
      {value !== '' ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            close();
          }}
          className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:text-slate-900 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-600"
        >
          <PickerIcon name="remove" className="size-4" />
        </button>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Supplement suggestions"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-[200px] overflow-y-auto overscroll-contain rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {showList
          ? suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.name}-${suggestion.isExisting ? 'mine' : 'catalog'}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the box, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${index === activeIndex ? 'bg-teal-50 text-teal-950 ring-2 ring-teal-600 ring-inset' : 'text-slate-800 hover:bg-slate-50'}`}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{suggestion.name}</span>
                  {suggestion.category ? <span className="block truncate text-xs text-slate-600">{suggestion.category}</span> : null}
                </span>
                {suggestion.isExisting ? <span className="shrink-0 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">In your library</span> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
