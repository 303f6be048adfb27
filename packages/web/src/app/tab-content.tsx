/**
 * The active tab's content. Each tab is its own chunk, loaded when first opened (and then kept by the browser), so
 * opening the app downloads the Daily tab, not the clinician report, charts and settings as well. The Daily tab,
 * where the app opens, has its reads started and its frame shown while its chunk downloads; it does not suspend
 * meanwhile (lib/module-loader.ts says why). A tab that cannot be fetched says so in its place, with Try again.
 */
import { memo, Suspense } from 'react';
import type { Tab } from '@wellness/contract';
import { LoadBoundary } from '../components/load-boundary';
import { LoadingSpinner } from '../components/spinner';
import { EXPERIMENTS_SECTION } from '../domain/experiment-links';
import { DailySkeleton } from '../features/daily/daily-frame';
import { DailyReads } from '../features/daily/daily-reads';
import { dailyTabLoader } from '../features/daily/daily-tab-loader';
import { retryableLazy } from '../lib/retryable-lazy';
import { useLoadedModule } from '../lib/use-loaded-module';

const AnalyticsTab = retryableLazy(() => import('../features/analytics/analytics-tab').then((m) => m.AnalyticsTab));
const HistoryTab = retryableLazy(() => import('../features/history/history-tab').then((m) => m.HistoryTab));
const SubstancesTab = retryableLazy(() => import('../features/substances/substances-tab').then((m) => m.SubstancesTab));
const ExperimentsPage = retryableLazy(() => import('../features/experiments/experiments-page').then((m) => m.ExperimentsPage));
const SettingsTab = retryableLazy(() => import('../features/settings/settings-tab').then((m) => m.SettingsTab));

function TabLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center gap-2 text-slate-600" aria-busy="true">
      <LoadingSpinner />
      <p role="status">Loading…</p>
    </div>
  );
}

/** The Daily tab, or its frame with "Loading…" while its chunk downloads. */
function DailyTab() {
  const daily = useLoadedModule(dailyTabLoader);
  return daily === undefined ? <DailySkeleton /> : <daily.DailyTab />;
}

function ActiveTab({ tab, section }: { tab: Tab; section: string | null }) {
  switch (tab) {
    case 'daily':
      return <DailyTab />;
    case 'analytics':
      return section === EXPERIMENTS_SECTION ? <ExperimentsPage /> : <AnalyticsTab />;
    case 'history':
      return <HistoryTab />;
    case 'supplements':
      return <SubstancesTab />;
    case 'settings':
      return <SettingsTab section={section} />;
  }
}

interface TabContentProps {
  tab: Tab;
  section: string | null;
  /**
   * The regional settings the dates, times and amounts are written with (lib/date-format.ts and lib/amount-format.ts
   * read them from module state, set by the shell): a change re-renders the tab; the shell re-rendering for anything
   * else (the profile or the preferences answering unchanged, the help assistant) does not.
   */
  regional: string;
}

/** The tab, re-rendered by the shell only when its props change (see `regional`). */
export const TabContent = memo(function TabContent({ tab, section }: TabContentProps) {
  return (
    <>
      {tab === 'daily' && <DailyReads />}
      {/* One per tab: opening another tab (or this one again) tries a chunk that failed once more. */}
      <LoadBoundary key={tab} what="This tab" className="my-6">
        <Suspense fallback={<TabLoading />}>
          <ActiveTab tab={tab} section={section} />
        </Suspense>
      </LoadBoundary>
    </>
  );
});
