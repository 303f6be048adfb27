/**
 * The custom aid's name input. Drawn like the shared TextField, which cannot hand out a ref to its input; the
 * dialog needs one to put the first focus on the name rather than on the close button.
 */
import { useId, type RefObject } from 'react';
import { CONTROL_CLASSES, FieldMessages } from '../../../components/form-controls';

interface AidNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function AidNameField({ value, onChange, onBlur, error, inputRef }: AidNameFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Name
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        maxLength={80}
        autoComplete="off"
        placeholder="e.g. Lo-fi playlist"
        className={`${CONTROL_CLASSES} ${error ? 'border-rose-600' : 'border-slate-300'}`}
      />
      <FieldMessages hintId={`${id}-hint`} error={error} errorId={errorId} />
    </div>
  );
}
