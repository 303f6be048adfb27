/**
 * The form's required name field with suggestions (part 1 §3, §9): from 2 trimmed characters and a 300 ms
 * pause, a list (at most 200 px tall) of catalog names and the user's own, the latter marked 'In your library'.
 * An ARIA combobox: arrows move, Enter picks, Escape closes the list without closing the dialog. When the
 * suggestion call fails, the user's own names are offered instead (part 1 §8).
 */
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, type AutocompleteSuggestion } from '@wellness/contract';
import { CONTROL_CLASSES, FieldMessages } from './form-controls';
import { localSuggestions } from './local-suggestions';
import { useAutocomplete } from './queries';
import { useDebouncedValue } from '../../lib/use-debounced-value';

interface NameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onPick: (suggestion: AutocompleteSuggestion) => void;
  error?: string | undefined;
  /** The user's own items, for the offline fallback. */
  library: ReadonlyArray<{ name: string; category: string | null }>;
  inputRef?: Ref<HTMLInputElement>;
}

export function NameField({ value, onChange, onPick, error, library, inputRef }: NameFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Closed until the user types, so an edited item's stored name does not pop a list open.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const settled = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useAutocomplete(open ? settled : '');
  const suggestions = query.isError ? localSuggestions(library, settled) : (query.data ?? []);
  const showList = open && settled.length >= AUTOCOMPLETE_MIN_CHARS && suggestions.length > 0;
  const activeIndex = showList && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(suggestion: AutocompleteSuggestion) {
    onPick(suggestion);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showList) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: moving past either end of the list comes back to what was typed.
      const next = activeIndex + step;
      setActive(next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next);
      return;
    }
    if (event.key === 'Enter' && showList && activeIndex >= 0) {
      const chosen = suggestions[activeIndex];
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
      return;
    }
    if (event.key === 'Escape' && showList) {
      // Closing the list must not also close the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Name{' '}
        <span className="font-normal text-slate-600">(required)</span>
      </label>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          value={value}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className={`${CONTROL_CLASSES} ${error ? 'border-rose-600' : 'border-slate-300'}`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Name suggestions"
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
                  // Keeps focus in the input, so the blur above does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                  className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${index === activeIndex ? 'bg-teal-50 text-teal-950 ring-2 ring-teal-600 ring-inset' : 'text-slate-800 hover:bg-slate-50'}`}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{suggestion.name}</span>
                    {suggestion.category ? <span className="block truncate text-xs text-slate-600">{suggestion.category}</span> : null}
                  </span>
                  {suggestion.isExisting ? (
                    <span className="shrink-0 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">In your library</span>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
      </div>
      <FieldMessages hint="Start typing for suggestions; interactions are checked as you type." hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
