/**
 * The behaviour of a name box with suggestions, as an ARIA combobox: closed until the user
 * types; from 2 trimmed characters and a 300 ms pause it offers the server's suggestions (at most 8 distinct of the 10
 * asked for), or the user's own names when that call fails. Arrows move through the list (past either end back to the box), Enter picks the
 * highlighted one, Escape closes the list without closing a dialog around it.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, type AutocompleteSuggestion, type SubstanceType } from '@wellness/contract';
import { nameSuggestionsQuery } from '@/lib/resources/names';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { localSuggestions, shownSuggestions, type LibraryItem } from './local-suggestions';

export interface SuggestionCombobox {
  inputId: string;
  listId: string;
  showList: boolean;
  suggestions: AutocompleteSuggestion[];
  activeIndex: number;
  optionId: (index: number) => string;
  pick: (suggestion: AutocompleteSuggestion) => void;
  close: () => void;
  /** Spread on the <input>; call `typed()` from its onChange. */
  inputProps: {
    id: string;
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    spellCheck: false;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onBlur: () => void;
  };
  typed: () => void;
}

export function useSuggestionCombobox(
  value: string,
  library: readonly LibraryItem[],
  onPick: (suggestion: AutocompleteSuggestion) => void,
  /** The item type the name is for, which decides what is suggested (supplement names unless said). */
  type: SubstanceType = 'SUPPLEMENT',
): SuggestionCombobox {
  const inputId = useId();
  const listId = `${inputId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const settled = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useQuery(nameSuggestionsQuery(open ? settled : '', type));
  const suggestions = shownSuggestions(query.isError ? localSuggestions(library, settled) : (query.data ?? []));
  const showList = open && settled.length >= AUTOCOMPLETE_MIN_CHARS && suggestions.length > 0;
  const activeIndex = showList && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: AutocompleteSuggestion) {
    onPick(suggestion);
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
      // -1 is the box itself: moving past either end of the list comes back to what was typed.
      setActive(next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next);
      return;
    }
    if (event.key === 'Enter' && showList) {
      const chosen = suggestions[activeIndex];
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else {
        // Nothing highlighted: the Enter goes on to the form, if there is one.
        close();
      }
      return;
    }
    if (event.key === 'Escape' && showList) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return {
    inputId,
    listId,
    showList,
    suggestions,
    activeIndex,
    optionId,
    pick,
    close,
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      id: inputId,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': showList,
      'aria-controls': listId,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      autoComplete: 'off',
      spellCheck: false,
      onKeyDown,
      onBlur: close,
    },
  };
}
