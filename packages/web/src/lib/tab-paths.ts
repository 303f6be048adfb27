/**
 * Tab ⇄ URL mapping, so the chosen tab survives a reload and the back button: /daily, /analytics,
 * /history, /supplements, /settings, with an optional section (/settings/help). `/` is Daily. The signed-out entry
 * reads it too (which tab a load opens), so it imports nothing but the tab names.
 */
import { DEFAULT_TAB, TABS, type Tab } from '@wellness/contract';

const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

function segments(pathname: string): string[] {
  return pathname.split('/').filter((part) => part !== '');
}

export function tabFromPath(pathname: string): Tab {
  const first = segments(pathname)[0] ?? '';
  return isTab(first) ? first : DEFAULT_TAB;
}

/** The sub-section below a tab, e.g. "help" in /settings/help; null when there is none. */
export function sectionFromPath(pathname: string): string | null {
  const parts = segments(pathname);
  const first = parts[0] ?? '';
  return isTab(first) ? (parts[1] ?? null) : null;
}

/** The path of a tab (and section), with an optional query such as `?guide=…` that the tab itself reads. */
export function pathForTab(tab: Tab, section: string | null = null, search = ''): string {
  return (section === null ? `/${tab}` : `/${tab}/${encodeURIComponent(section)}`) + search;
}
