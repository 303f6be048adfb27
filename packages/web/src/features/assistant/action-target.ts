/**
 * Where an assistant navigate action leads: help or help/guides → the Settings tab's Help
 * section; substances → the supplements tab; daily, analytics and history → the same-named tabs. Two deeper
 * targets let an action do exactly what its label says: help/guides/<guide id> opens that guide, and
 * substances/add-<type> (e.g. add-prescription) opens the Substances tab's add form for that type; and
 * settings/health-conditions opens the Settings sub-tab where the user's conditions and goals are; analytics/experiments
 * opens Self-experiments.
 */
import { SUBSTANCE_TYPES, type Tab } from '@wellness/contract';
import { addSubstanceSearch } from '@/domain/add-substance-search';
import { EXPERIMENTS_SECTION } from '@/domain/experiment-links';

export interface NavigationTarget {
  tab: Tab;
  section: string | null;
  /** A query the tab reads (`?guide=…`, `?add=…`), when the target has one. */
  search?: string;
}

const GUIDE_PREFIX = 'help/guides/';
const ADD_PREFIX = 'substances/add-';

export function resolveNavigateTarget(target: string): NavigationTarget | null {
  const name = target.trim().toLowerCase();
  if (name.startsWith(GUIDE_PREFIX) && name.length > GUIDE_PREFIX.length) {
    return { tab: 'settings', section: 'help', search: `?guide=${encodeURIComponent(name.slice(GUIDE_PREFIX.length))}` };
  }
  if (name.startsWith(ADD_PREFIX)) {
    const type = SUBSTANCE_TYPES.find((candidate) => candidate.toLowerCase() === name.slice(ADD_PREFIX.length).replace(/-/g, '_'));
    return type ? { tab: 'supplements', section: null, search: addSubstanceSearch(type) } : null;
  }
  return tabTarget(name);
}

function tabTarget(name: string): NavigationTarget | null {
  switch (name) {
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
    case 'analytics/experiments':
    case 'experiments':
      return { tab: 'analytics', section: EXPERIMENTS_SECTION };
    case 'history':
      return { tab: 'history', section: null };
    case 'settings':
      return { tab: 'settings', section: null };
    case 'settings/health-conditions':
      return { tab: 'settings', section: 'health-conditions' };
    default:
      return null;
  }
}
