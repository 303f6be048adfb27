/** Account Statistics: the overview, activity, data breakdown and the milestones earned. */
import { useId } from 'react';
import type { UsageStats } from '@wellness/contract';
import { StatCard } from '@/components/stat-card';
import { Icon } from '@/components/icons';
import { formatDate } from '@/lib/date-format';
import { SettingsCard } from '../settings-card';

export function AccountStatsCard({ stats }: { stats: UsageStats }) {
  const headingId = useId();
  const since = stats.overview.memberSince ? formatDate(new Date(stats.overview.memberSince)) : null;
  return (
    <SettingsCard headingId={headingId} title="Account Statistics" description={since ? `Tracking since ${since}.` : undefined}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
        <StatCard label="Total entries" value={String(stats.overview.totalEntries)} icon="entry" />
        <StatCard label="Current streak" value={`${stats.activity.currentStreak} day${stats.activity.currentStreak === 1 ? '' : 's'}`} icon="target" />
        <StatCard label="Focus hours" value={stats.activity.totalFocusHours.toFixed(1)} icon="timer" />
        <StatCard label="Average rating" value={stats.activity.avgRating === null ? null : `${stats.activity.avgRating.toFixed(1)} / 10`} icon="check" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Your data</h4>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700">
            <dt>Entries</dt>
            <dd className="text-right font-medium text-slate-900">{stats.dataBreakdown.entries}</dd>
            <dt>Supplements and medications</dt>
            <dd className="text-right font-medium text-slate-900">{stats.dataBreakdown.supplements}</dd>
            <dt>Doses</dt>
            <dd className="text-right font-medium text-slate-900">{stats.dataBreakdown.doses}</dd>
            <dt>Focus sessions</dt>
            <dd className="text-right font-medium text-slate-900">{stats.dataBreakdown.sessions}</dd>
          </dl>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Milestones</h4>
          {stats.milestones.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Your first entry will be your first milestone.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
              {stats.milestones.map((m) => (
                <li key={m} className="flex items-center gap-2">
                  <Icon name="check" className="size-4 shrink-0 text-emerald-700" />
                  {m}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </SettingsCard>
  );
}
