/** The active tab's content. */
import type { Tab } from '@wellness/contract';
import { AnalyticsTab } from '../features/analytics/analytics-tab';
import { DailyTab } from '../features/daily/daily-tab';
import { HistoryTab } from '../features/history/history-tab';
import { SettingsTab } from '../features/settings/settings-tab';
import { SubstancesTab } from '../features/substances/substances-tab';

export function TabContent({ tab, section }: { tab: Tab; section: string | null }) {
  switch (tab) {
    case 'daily':
      return <DailyTab />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'history':
      return <HistoryTab />;
    case 'supplements':
      return <SubstancesTab />;
    case 'settings':
      return <SettingsTab section={section} />;
  }
}
