/**
 * The Overview: the period selector, the three cards, this week against the last (the trend sentences that are the
 * same for every supplement, shown once here), the top focus aids, weekly trends and the
 * supplement effectiveness table, from four reads held together; below them "Your factors", a read of its own. A failure shows
 * 'Failed to load analytics data' with Retry; with too few rated days it says plainly that it is too early.
 */
import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '@/lib/retryable-lazy';
import { ANALYTICS_MESSAGES, isAre, PERIOD_LABELS, PERIODS, plural, type Period } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { SelectField } from '@/components/form-controls';
import { LoadingStatus, QueryState } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { AnalyticsCard, CardEmpty } from '../analytics-card';
import { useOverview } from '../queries';
import { EffectiveAidsList } from './effective-aids-list';
import { EffectivenessTable } from './effectiveness-table';
import { FactorEffectsSection } from './factor-effects-section';
import { RecentTrendsCard } from './recent-trends-card';
import { SummaryCards } from './summary-cards';

// The chart code (visx and d3) is a chunk of its own, shared with the Supplement Timeline, so the tab's own chunk
// stays small (issue 35); it is fetched as the Overview mounts, alongside the Overview's data.
const loadWeeklyChart = () => import('../charts/weekly-trends-chart');
const WeeklyTrendsChart = retryableLazy(() => loadWeeklyChart().then((module) => module.WeeklyTrendsChart));

const PERIOD_OPTIONS = PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));
/** The period inside a sentence: "in the last 30 days", "in all your records". */
const PERIOD_PHRASES: Record<Period, string> = {
  '7days': 'the last 7 days',
  '30days': 'the last 30 days',
  '90days': 'the last 90 days',
  '1year': 'the last year',
  all: 'all your records',
};
const isPeriod = (value: string): value is Period => (PERIODS as readonly string[]).includes(value);

export function OverviewPanel() {
  const [period, setPeriod] = useState<Period>('30days');
  // A head start only: when it fails, rendering the chart asks again and shows that failure.
  useEffect(() => {
    loadWeeklyChart().catch((error: unknown) => console.warn('Could not load the chart ahead of use', error));
  }, []);
  const overview = useOverview(period);
  const { data } = overview;
  const ratedDays = data?.dashboard.productivity.ratedDays ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label="Period"
          className="w-full sm:w-56"
          value={period}
          options={PERIOD_OPTIONS}
          onChange={(event) => {
            if (isPeriod(event.target.value)) setPeriod(event.target.value);
          }}
        />
        {overview.isFetching && data ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Updating…
          </p>
        ) : null}
      </div>

      <QueryState query={{ ...overview, refetch: overview.retry }} loading="Loading your analytics…" error={ANALYTICS_MESSAGES.loadFailed}>
        {(data) => (
          <div className={`flex flex-col gap-5 ${overview.isStale ? 'opacity-60' : ''}`} aria-busy={overview.isStale}>
            {data.dashboard.trackedDays === 0 ? (
              <CardEmpty>{ANALYTICS_MESSAGES.noDashboardData}</CardEmpty>
            ) : (
              <>
                {data.dashboard.productivity.ratedDays < data.effectiveness.minimums.ratedDays ? (
                  <Alert tone="info">
                    Too early to tell what helps: there {isAre(ratedDays)} {plural(ratedDays, 'rated day')} in {PERIOD_PHRASES[period]}, and comparing days with
                    and without a supplement needs at least {data.effectiveness.minimums.ratedDays} (two weeks). Patterns take 2 to 4 weeks of tracking; keep
                    going.
                  </Alert>
                ) : null}
                <SummaryCards dashboard={data.dashboard} />
                <RecentTrendsCard trends={data.dashboard.recentTrends} />
              </>
            )}
            <div className="grid gap-5 lg:grid-cols-2">
              <EffectiveAidsList aids={data.aids.aids} />
              <AnalyticsCard title="Weekly Trends" description="Average productivity on each weekday in the period.">
                {data.weekly.days.every((d) => d.entriesCount === 0 && d.focusTime === 0) ? (
                  <CardEmpty>{ANALYTICS_MESSAGES.noWeeklyData}</CardEmpty>
                ) : (
                  <Suspense fallback={<LoadingStatus>Loading the chart…</LoadingStatus>}>
                    <WeeklyTrendsChart days={data.weekly.days} />
                  </Suspense>
                )}
              </AnalyticsCard>
            </div>
            <EffectivenessTable data={data.effectiveness} />
          </div>
        )}
      </QueryState>
      <FactorEffectsSection period={period} />
    </div>
  );
}
