/**
 * The Analytics tab: Overview and Supplement Timeline, and the way into Self-experiments (/analytics/experiments,
 * mounted in its place by app/tab-content.tsx). The whole tab,
 * charts included, is one lazily loaded chunk, so the sign-in screen never downloads the chart code.
 */
import { useState } from 'react';
import { AppLink } from '@/components/app-link';
import { buttonClasses } from '@/components/button';
import { Icon } from '@/components/icons';
import { EXPERIMENTS_PATH } from '@/domain/experiment-links';
import { AnalyticsSubNav, ANALYTICS_PANEL_ID, analyticsTabId, type AnalyticsView } from './analytics-sections';
import { OverviewPanel } from './overview/overview-panel';
import { TimelinePanel } from './timeline/timeline-panel';

export function AnalyticsTab() {
  const [view, setView] = useState<AnalyticsView>('overview');
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
        {view === 'overview' ? <OverviewPanel /> : <TimelinePanel />}
      </div>
    </section>
  );
}
