/**
 * Today's Summary (part 1 §2): Doses Taken, Focus Sessions, Total Focus and Entries Today. While loading, or
 * when loading failed (only logged, part 1 §8), each card shows a dash rather than a zero that is not true.
 */
import { useId } from 'react';
import { useDailySummary } from './queries';
import { formatDuration } from '../focus-session/session-clock';

interface StatCardProps {
  label: string;
  value: string | null;
  icon: string;
}

function StatCard({ label, value, icon }: StatCardProps) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-xl">
        {icon}
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
      </dl>
    </div>
  );
}

export function TodaysSummary() {
  const headingId = useId();
  const { data } = useDailySummary();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
        Today's Summary
      </h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="todays-summary">
        <StatCard icon="💊" label="Doses Taken" value={data ? String(data.dosesCount) : null} />
        <StatCard icon="⏱️" label="Focus Sessions" value={data ? String(data.sessionsCount) : null} />
        <StatCard icon="🎯" label="Total Focus" value={data ? formatDuration(data.totalFocusTime) : null} />
        <StatCard icon="📝" label="Entries Today" value={data ? String(data.entriesCount) : null} />
      </div>
    </section>
  );
}
