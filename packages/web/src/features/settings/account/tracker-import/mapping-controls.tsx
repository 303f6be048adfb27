/**
 * The small controls every mapping list shares: a compact labelled select and number field sized for a row of a
 * list (the Settings forms' fields are full width), and the row frame that stacks on phones.
 */
import { useId, type ReactNode } from 'react';
import { CONTROL_CLASSES } from '@/components/form-controls';

const COMPACT = `${CONTROL_CLASSES} border-slate-300 !w-auto min-w-0 max-w-full text-sm`;

interface CompactSelectProps {
  label: string;
  /** Shown to screen readers only when the row already says what the select is for. */
  hideLabel?: boolean;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

export function CompactSelect({ label, hideLabel = false, value, options, onChange }: CompactSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-xs font-medium text-slate-700'}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={COMPACT}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CompactNumber({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={Number.isFinite(value) ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        className={`${COMPACT} w-24`}
      />
    </div>
  );
}

export function CompactText({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <input id={id} type="text" value={value} maxLength={200} onChange={(e) => onChange(e.target.value)} className={`${COMPACT} w-40`} />
    </div>
  );
}

/** One item of a mapping list: its name and how many rows use it, then its controls (wrapping under it on phones). */
export function MappingRow({ name, rows, children }: { name: ReactNode; rows: number | null; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-slate-100 py-2 last:border-b-0">
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium break-words text-slate-900">{name}</p>
        {rows !== null ? <p className="text-xs text-slate-600">{rows === 1 ? '1 row' : `${rows.toLocaleString('en-US')} rows`}</p> : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">{children}</div>
    </li>
  );
}

export function MappingList({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h5 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h5>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <ul className="flex flex-col">{children}</ul>
    </section>
  );
}
