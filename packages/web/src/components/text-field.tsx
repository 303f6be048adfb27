/** A labelled input with an optional hint and an inline error, both announced through aria-describedby. */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { CONTROL_CLASSES, controlBorder, FieldLabel, FieldMessages, useDescribed } from './form-controls';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown after the label in a quieter tone, e.g. "(optional)". */
  labelNote?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Ids of further elements that describe the field, such as a checklist. */
  describedBy?: string;
  /** Handed to the <input>, for a dialog that puts the first focus on it. */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, labelNote, hint, error, describedBy: extra, className = '', ...inputProps }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(hint, error, extra);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={id} label={label} labelNote={labelNote} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${CONTROL_CLASSES} ${controlBorder(error)}`}
        {...inputProps}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
