/**
 * The seven tabs of Tracking Preferences, in order, and the reset section each settings tab owns
 * (the contract's PREFERENCE_SECTIONS). Notifications holds the push devices (no preferences to reset); AI
 * Features and Integrations have no settings yet ("Section Coming Soon").
 */
import type { PreferenceSection } from '@wellness/contract';

export const TRACKING_TABS = ['metrics', 'entry', 'ui', 'dashboard', 'notifications', 'ai', 'integrations'] as const;
export type TrackingTab = (typeof TRACKING_TABS)[number];

export const TRACKING_TAB_LABELS: Record<TrackingTab, string> = {
  metrics: 'Tracking Metrics',
  entry: 'Entry Settings',
  ui: 'UI/UX',
  dashboard: 'Dashboard',
  notifications: 'Notifications',
  ai: 'AI Features',
  integrations: 'Integrations',
};

/** The reset section a tab restores; null for the tabs without preferences. */
export function sectionOfTab(tab: TrackingTab): PreferenceSection | null {
  return tab === 'metrics' || tab === 'entry' || tab === 'ui' || tab === 'dashboard' ? tab : null;
}

/** The tab the arrow, Home and End keys move to (the ARIA tabs pattern, wrapping at the ends). */
export function neighbourTab(current: TrackingTab, key: string): TrackingTab | null {
  const index = TRACKING_TABS.indexOf(current);
  const last = TRACKING_TABS.length - 1;
  const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[key];
  return target === undefined ? null : (TRACKING_TABS[target] ?? null);
}
