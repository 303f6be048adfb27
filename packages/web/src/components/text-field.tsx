/** A labelled input with an optional hint and an inline error, both announced through aria-describedby. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown after the label in a quieter tone, e.g. "(optional)". */
  labelNote?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Ids of further elements that describe the field, such as a checklist. */
  describedBy?: string;
}

export function TextField({ label, labelNote, hint, error, describedBy, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {labelNote ? <>{' '}<span className="ml-1 font-normal text-slate-600">{labelNote}</span></> : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describers || undefined}
        className={
          'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs ' +
          'placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600 ' +
          'disabled:bg-slate-100 disabled:text-slate-600 ' +
          (error ? 'border-rose-600' : 'border-slate-300')
        }
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
