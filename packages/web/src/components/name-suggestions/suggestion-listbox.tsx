/** The list under a name box: at most 200 px tall and scrolling, each name with its category, the user's own marked 'In your library'. */
import type { SuggestionCombobox } from './use-suggestion-combobox';

export function SuggestionListbox({ combobox, label }: { combobox: SuggestionCombobox; label: string }) {
  const { listId, showList, suggestions, activeIndex, optionId, pick } = combobox;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      hidden={!showList}
      className="absolute inset-x-0 top-full z-10 mt-1 max-h-[200px] overflow-y-auto overscroll-contain rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
    >
      {showList
        ? suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.label ?? suggestion.name}-${suggestion.isExisting ? 'mine' : 'catalog'}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps focus in the box, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${index === activeIndex ? 'bg-teal-50 text-teal-950 ring-2 ring-teal-600 ring-inset' : 'text-slate-800 hover:bg-slate-50'}`}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{suggestion.label ?? suggestion.name}</span>
                {suggestion.category ? <span className="block truncate text-xs text-slate-600">{suggestion.category}</span> : null}
              </span>
              {suggestion.isExisting ? (
                <span className="shrink-0 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">In your library</span>
              ) : null}
            </li>
          ))
        : null}
    </ul>
  );
}
