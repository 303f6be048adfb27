/**
 * Tab ⇄ URL mapping, so the chosen tab survives a reload and the back button: /daily, /analytics,
 * /history, /supplements, /settings, with an optional section (/settings/help). `/` is Daily.
 */
import { DEFAULT_TAB, SUBSTANCE_TYPES, TABS, type SubstanceType, type Tab } from '@wellness/contract';

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

/** The query that makes the Substances tab open its add form for one type: how a link says "add a prescription". */
export function addSubstanceSearch(type: SubstanceType): string {
  return `?add=${type}`;
}

/** The substance type an `?add=` query asks the Substances tab to open the form for; null when none or unknown. */
export function addSubstanceFromSearch(search: string): SubstanceType | null {
  const named = new URLSearchParams(search).get('add');
  return named !== null && (SUBSTANCE_TYPES as readonly string[]).includes(named) ? (named as SubstanceType) : null;
}
