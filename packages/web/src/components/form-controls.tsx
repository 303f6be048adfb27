/**
 * The app's form controls beside TextField (select, textarea, checkbox, read-only value) and the parts they and
 * TextField share: label above, hint and inline error tied to the control through aria-describedby.
 */
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const CONTROL_BASE =
  'min-h-11 w-full rounded-lg border px-3 py-2 text-base shadow-xs ' +
  'placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600 ' +
  'disabled:bg-slate-100 disabled:text-slate-600';
export const CONTROL_CLASSES = `${CONTROL_BASE} bg-white text-slate-900`;

export const controlBorder = (error: string | null | undefined) => (error ? 'border-rose-600' : 'border-slate-300');

interface Described {
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
}

/** Ids for a control, its hint and its error, and the aria-describedby that joins them (plus any `extra`). */
export function useDescribed(hint: ReactNode, error: string | null | undefined, extra?: string): Described & { id: string } {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, extra ?? null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldLabel({ htmlFor, label, labelNote }: { htmlFor: string; label: string; labelNote?: string | undefined }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800">
      {label}
      {labelNote ? <span className="font-normal text-slate-600"> {labelNote}</span> : null}
    </label>
  );
}

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId: string;
  error?: string | null | undefined;
  errorId: string;
  /** A slider's scale reads smaller than a field's hint. */
  hintSize?: 'sm' | 'xs';
}

export function FieldMessages({ hint, hintId, error, errorId, hintSize = 'sm' }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={`${hintSize === 'xs' ? 'text-xs' : 'text-sm'} text-slate-600`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  labelNote?: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ label, labelNote, hint, error, options, className = '', ...selectProps }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(hint, error);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={id} label={label} labelNote={labelNote} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${CONTROL_CLASSES} ${controlBorder(error)}`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  labelNote?: string;
  hint?: ReactNode;
  error?: string | null | undefined;
}

export function TextAreaField({ label, labelNote, hint, error, className = '', ...areaProps }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(hint, error);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={id} label={label} labelNote={labelNote} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${CONTROL_CLASSES} ${controlBorder(error)} min-h-24`}
        {...areaProps}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the box is there, under the label. */
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
}

export function CheckboxField({ label, checked, onChange, hint, error, className = '' }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="size-5 shrink-0 rounded border-slate-400 accent-teal-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-8 text-sm text-slate-600">
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

/** A value the user sees but cannot change here (the market), still announced with its label. */
export function ReadOnlyField({ label, value, hint, className = '' }: { label: string; value: string; hint?: ReactNode; className?: string }) {
  const { id, hintId, describedBy } = useDescribed(hint, null);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={id} label={label} />
      <input
        id={id}
        readOnly
        value={value}
        aria-describedby={describedBy}
        className={`${CONTROL_BASE} cursor-default border-slate-200 bg-slate-100 text-slate-700`}
      />
      <FieldMessages hint={hint} hintId={hintId} errorId={`${id}-error`} />
    </div>
  );
}
