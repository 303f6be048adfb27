/**
 * Today's Summary: Doses Taken, Focus Sessions, Total Focus and Entries Today (against the entry goal). While loading, or
 * when loading failed (only logged), each card shows a dash rather than a zero that is not true.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDailySummary } from './queries';
import { preferencesQuery } from '@/lib/resources/preferences';
import { StatCard } from '@/components/stat-card';
import { formatDuration } from '@/lib/duration-format';

export function TodaysSummary() {
  const headingId = useId();
  const { data } = useDailySummary();
  // The entry goal of Tracking Preferences: "Entries Today 1 / 2".
  const goal = useQuery(preferencesQuery()).data?.entryFrequency;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
        Today's Summary
      </h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="todays-summary">
        <StatCard icon="pill" label="Doses Taken" value={data ? String(data.dosesCount) : null} />
        <StatCard icon="timer" label="Focus Sessions" value={data ? String(data.sessionsCount) : null} />
        <StatCard icon="target" label="Total Focus" value={data ? formatDuration(data.totalFocusTime) : null} />
        <StatCard
          icon="entry"
          label="Entries Today"
          value={data ? (goal === undefined ? String(data.entriesCount) : `${data.entriesCount} / ${goal}`) : null}
        />
      </div>
    </section>
  );
}
