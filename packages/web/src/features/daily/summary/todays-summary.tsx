/**
 * Today's Summary: Doses Taken, Focus Sessions, Total Focus and Entries Today (against the entry goal), the glance the
 * Today block opens with. One tight row of four figures at every width (issue 34: on a phone the four cards took two
 * rows and a third of the first screen). While loading, or when loading failed (only logged), each figure shows a
 * dash rather than a zero that is not true.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDailySummary } from './queries';
import { preferencesQuery } from '@/lib/resources/preferences';
import { Icon, type IconName } from '@/components/icons';
import { formatDuration } from '@/lib/duration-format';

export function TodaysSummary() {
  const headingId = useId();
  const { data } = useDailySummary();
  // The entry goal of Tracking Preferences: "Entries Today 1 / 2".
  const goal = useQuery(preferencesQuery()).data?.entryFrequency;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold tracking-tight text-slate-900 sm:text-lg">
        Today's Summary
      </h3>
      <div
        className="grid grid-cols-4 divide-x divide-slate-200 rounded-2xl border border-slate-200 bg-white py-3 shadow-sm sm:py-4"
        data-testid="todays-summary"
      >
        <SummaryFigure icon="pill" label="Doses Taken" value={data ? String(data.dosesCount) : null} />
        <SummaryFigure icon="timer" label="Focus Sessions" value={data ? String(data.sessionsCount) : null} />
        <SummaryFigure icon="target" label="Total Focus" value={data ? formatDuration(data.totalFocusTime) : null} />
        <SummaryFigure
          icon="entry"
          label="Entries Today"
          value={data ? (goal === undefined ? String(data.entriesCount) : `${data.entriesCount} / ${goal}`) : null}
        />
      </div>
    </section>
  );
}

/** One figure: its icon, the value, the label under it (two short lines at most on a phone). */
function SummaryFigure({ icon, label, value }: { icon: IconName; label: string; value: string | null }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-1 px-1.5 text-center sm:flex-row sm:gap-3 sm:px-4 sm:text-left">
      <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700 sm:size-10 sm:rounded-xl">
        <Icon name={icon} className="size-4 sm:size-6" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-xs leading-tight font-medium text-slate-600 sm:text-sm">{label}</dt>
        <dd className="text-lg font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:text-2xl">
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
