/** The shell's current tab, read from the URL, and tab switching through history.pushState. */
import { useCallback } from 'react';
import type { Tab } from '@wellness/contract';
import { navigate, useLocation } from './location';
import { pathForTab, sectionFromPath, tabFromPath } from './tab-paths';

export interface CurrentTab {
  tab: Tab;
  section: string | null;
  selectTab: (tab: Tab, section?: string | null, search?: string) => void;
}

export function useCurrentTab(): CurrentTab {
  const { pathname } = useLocation();
  const selectTab = useCallback((tab: Tab, section: string | null = null, search = '') => navigate(pathForTab(tab, section, search)), []);
  return { tab: tabFromPath(pathname), section: sectionFromPath(pathname), selectTab };
}
