/**
 * The form's required name field with suggestions: from 2 trimmed characters and a 300 ms
 * pause, a list (at most 200 px tall) of shipped names for the form's type (medicines for prescriptions and OTC
 * medications, shown brand and generic together; supplement names otherwise) and the user's own, the latter marked
 * 'In your library'.
 * An ARIA combobox: arrows move, Enter picks, Escape closes the list without closing the dialog. When the
 * suggestion call fails, the user's own names are offered instead.
 */
import type { Ref } from 'react';
import type { AutocompleteSuggestion, SubstanceType } from '@wellness/contract';
import { CONTROL_CLASSES, controlBorder, FieldMessages } from '@/components/form-controls';
import type { LibraryItem } from '@/components/name-suggestions/local-suggestions';
import { SuggestionListbox } from '@/components/name-suggestions/suggestion-listbox';
import { useSuggestionCombobox } from '@/components/name-suggestions/use-suggestion-combobox';

interface NameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onPick: (suggestion: AutocompleteSuggestion) => void;
  error?: string | undefined;
  /** The user's own items, for the offline fallback. */
  library: readonly LibraryItem[];
  inputRef?: Ref<HTMLInputElement>;
  /** The form's item type: prescriptions and OTC medications are offered medicines, the rest supplement names. */
  type: SubstanceType;
}

export function NameField({ value, onChange, onPick, error, library, inputRef, type }: NameFieldProps) {
  const combobox = useSuggestionCombobox(value, library, onPick, type);
  const hintId = `${combobox.inputId}-hint`;
  const errorId = `${combobox.inputId}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={combobox.inputId} className="text-sm font-medium text-slate-800">
        Name <span className="font-normal text-slate-600">(required)</span>
      </label>
      <div className="relative">
        <input
          {...combobox.inputProps}
          ref={inputRef}
          value={value}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange(event.target.value);
            combobox.typed();
          }}
          className={`${CONTROL_CLASSES} ${controlBorder(error)}`}
        />
        <SuggestionListbox combobox={combobox} label="Name suggestions" />
      </div>
      <FieldMessages hint="Start typing for suggestions; interactions are checked as you type." hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
