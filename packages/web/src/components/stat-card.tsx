/**
 * One figure with its label and icon (Today's Summary; later Analytics and History). A null value shows a
 * dash, read as "not available", rather than a zero that would not be true. The icon is one of the app's inline
 * SVG icons, never an emoji, which a phone's fonts may lack.
 */
import { Icon, type IconName } from './icons';

interface StatCardProps {
  label: string;
  value: string | null;
  icon: IconName;
  /** A short line under the figure (Analytics: the trend or the longest streak). */
  note?: string;
}

export function StatCard({ label, value, icon, note }: StatCardProps) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
        <Icon name={icon} className="size-6" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="truncate text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
        <dd className="text-xl font-semibold tabular-nums text-slate-900 sm:text-2xl">
          {value ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">not available</span>
            </>
          )}
        </dd>
        {note ? <dd className="order-first text-xs text-slate-600">{note}</dd> : null}
      </dl>
    </div>
  );
}
