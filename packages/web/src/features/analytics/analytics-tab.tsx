/**
 * The Analytics tab: Overview and Supplement Timeline, and the way into Self-experiments (/analytics/experiments,
 * mounted in its place by app/tab-content.tsx). The tab is a lazily loaded chunk, so the sign-in screen never
 * downloads the chart code; the Supplement Timeline (its chart, table, insights and factor panels) is a chunk of its
 * own, fetched as soon as the tab opens, so the Overview, which the tab shows first, waits for less (issue 35: the
 * tab's chunk under 30 KB gzip).
 */
import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '@/lib/retryable-lazy';
import { AppLink } from '@/components/app-link';
import { buttonClasses } from '@/components/button';
import { Icon } from '@/components/icons';
import { EXPERIMENTS_PATH } from '@/domain/experiment-links';
import { AnalyticsSubNav, ANALYTICS_PANEL_ID, analyticsTabId, type AnalyticsView } from './analytics-sections';
import { OverviewPanel } from './overview/overview-panel';
import { LoadingStatus } from '@/components/query-state';

const loadTimeline = () => import('./timeline/timeline-panel');
const TimelinePanel = retryableLazy(() => loadTimeline().then((module) => module.TimelinePanel));

export function AnalyticsTab() {
  const [view, setView] = useState<AnalyticsView>('overview');
  // A head start only: when it fails, choosing the timeline asks again and shows that failure.
  useEffect(() => {
    loadTimeline().catch((error: unknown) => console.warn('Could not load the timeline ahead of use', error));
  }, []);
  return (
    <section aria-labelledby="tab-heading" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h2 id="tab-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
          Analytics
        </h2>
        <p className="max-w-2xl text-base text-slate-600">
          What your own records say: your streak, focus time and productivity, the focus aids and supplements associated with better days, and how sure the
          numbers are.
        </p>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AnalyticsSubNav current={view} onSelect={setView} />
        <AppLink href={EXPERIMENTS_PATH} className={buttonClasses('secondary')}>
          <Icon name="target" className="size-4" />
          Self-experiments
        </AppLink>
      </div>
      <div
        role="tabpanel"
        id={ANALYTICS_PANEL_ID}
        aria-labelledby={analyticsTabId(view)}
        tabIndex={0}
        className="rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-teal-600"
      >
        {view === 'overview' ? (
          <OverviewPanel />
        ) : (
          <Suspense fallback={<LoadingStatus>Loading the timeline…</LoadingStatus>}>
            <TimelinePanel />
          </Suspense>
        )}
      </div>
    </section>
  );
}
