/** Inline messages: errors interrupt politely (role=alert), everything else is a status. */
import type { ReactNode } from 'react';
import { Icon } from './icons';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; icon: ReactNode; label: string }> = {
  error: { box: 'border-rose-200 bg-rose-50 text-rose-900', icon: '!', label: 'Error' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: <Icon name="check" className="size-3.5" />, label: 'Success' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'i', label: 'Information' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: '!', label: 'Warning' },
};

interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  /** Further lines under the main message, such as field-level details of a validation error. */
  details?: readonly string[];
  className?: string;
}

export function Alert({ tone, children, details = [], className = '' }: AlertProps) {
  const style = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-3 rounded-xl border px-4 py-3 text-sm ${style.box} ${className}`}>
      <span aria-hidden="true" className="mt-px flex size-5 shrink-0 items-center justify-center rounded-full border border-current text-xs font-bold">
        {style.icon}
      </span>
      <div className="min-w-0">
        <span className="sr-only">{style.label}: </span>
        <p className="font-medium">{children}</p>
        {details.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
