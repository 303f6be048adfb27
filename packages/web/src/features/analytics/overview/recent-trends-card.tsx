/**
 * "This week against the last": the ratings whose mean over the last 7 days moved by more than 0.3 from the 7
 * before, in the server's sentences with their numbers. They read the user's days whatever was taken, so they are
 * the same for every supplement: they live here, once, rather than in every supplement's insights.
 */
import type { RecentTrend } from '@wellness/contract';
import { AnalyticsCard, CardEmpty } from '../analytics-card';

export function RecentTrendsCard({ trends }: { trends: readonly RecentTrend[] }) {
  return (
    <AnalyticsCard
      title="This week against the last"
      description="Your ratings over the last 7 days against the 7 before, whatever the period above; changes over 0.3 points are listed."
    >
      {trends.length === 0 ? (
        <CardEmpty>No rating moved by more than 0.3 points between the last two weeks.</CardEmpty>
      ) : (
        <ul data-testid="recent-trends" className="flex flex-col gap-1.5 text-sm text-slate-800">
          {trends.map((trend) => (
            <li key={trend.metric} className="flex items-baseline gap-2">
              <span aria-hidden="true" className={trend.direction === 'better' ? 'text-emerald-700' : 'text-rose-700'}>
                {(trend.change ?? 0) > 0 ? '↑' : '↓'}
              </span>
              <span>{trend.message}</span>
            </li>
          ))}
        </ul>
      )}
    </AnalyticsCard>
  );
}
