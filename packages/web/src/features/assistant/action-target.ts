/**
 * Where an assistant navigate action leads (part 2 §2.4): help or help/guides → the Settings tab's Help
 * section; substances → the supplements tab; daily, analytics and history → the same-named tabs.
 */
import type { Tab } from '@wellness/contract';

export interface NavigationTarget {
  tab: Tab;
  section: string | null;
}

export function resolveNavigateTarget(target: string): NavigationTarget | null {
  switch (target.trim().toLowerCase()) {
    case 'help':
    case 'help/guides':
      return { tab: 'settings', section: 'help' };
    case 'substances':
    case 'supplements':
      return { tab: 'supplements', section: null };
    case 'daily':
      return { tab: 'daily', section: null };
    case 'analytics':
      return { tab: 'analytics', section: null };
    case 'history':
      return { tab: 'history', section: null };
    case 'settings':
      return { tab: 'settings', section: null };
    default:
      return null;
  }
}
