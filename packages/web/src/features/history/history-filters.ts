/**
 * The History tab's state in the URL, so a reload or the back button keeps it: the
 * view, the entry type, the date range with its entry limit, the text search, the mood tag, and the calendar's
 * month and chosen day. Unknown or malformed values fall back to the defaults rather than failing.
 */
import { ENTRY_TYPES, HISTORY_LIMITS, MOOD_TAG_LIMITS, type EntryType } from '@wellness/contract';

export const RANGES = ['7', '30', '90', 'all'] as const;
export type Range = (typeof RANGES)[number];
export const RANGE_LABELS: Record<Range, string> = { '7': 'Last 7 days', '30': 'Last 30 days', '90': 'Last 90 days', all: 'All time' };
/** The History tab fetches 50 entries at first, the 7-day range's limit. */
export const DEFAULT_RANGE: Range = '7';
/** "All time" reads day summaries this far back (the server's bound: ten years). */
export const ALL_TIME_DAYS = 3660;

export type HistoryView = 'list' | 'calendar';

export interface HistoryState {
  view: HistoryView;
  type: EntryType | null;
  range: Range;
  search: string;
  tag: string | null;
  /** The calendar's month, YYYY-MM, or null for the current one. */
  month: string | null;
  /** The calendar's chosen day, YYYY-MM-DD, or null. */
  day: string | null;
}

export const DEFAULT_HISTORY_STATE: HistoryState = { view: 'list', type: null, range: DEFAULT_RANGE, search: '', tag: null, month: null, day: null };

const pick = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const isMonth = (value: string | null): value is string => value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The search is kept to the server's bound (200 characters). */
export const SEARCH_MAX_LENGTH = 200;

/** A tag in the address: one of the eight or the user's own (issue 32), which only the server knows; a blank or overlong one is none. */
function tagOf(value: string | null): string | null {
  const tag = value?.trim() ?? '';
  return tag === '' || tag.length > MOOD_TAG_LIMITS.name ? null : tag;
}

export function parseHistoryState(search: string): HistoryState {
  const params = new URLSearchParams(search);
  const day = params.get('day');
  const month = params.get('month');
  return {
    view: params.get('view') === 'calendar' ? 'calendar' : 'list',
    type: pick(ENTRY_TYPES, params.get('type')),
    range: pick(RANGES, params.get('range')) ?? DEFAULT_RANGE,
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    tag: tagOf(params.get('tag')),
    month: isMonth(month) ? month : null,
    day: isDay(day) ? day : null,
  };
}

/** The query string of a state: only what differs from the defaults, in a fixed order. */
export function historySearch(state: HistoryState): string {
  const params = new URLSearchParams();
  if (state.view === 'calendar') params.set('view', 'calendar');
  if (state.type) params.set('type', state.type);
  if (state.range !== DEFAULT_RANGE) params.set('range', state.range);
  if (state.search.trim() !== '') params.set('q', state.search);
  if (state.tag) params.set('tag', state.tag);
  if (state.month) params.set('month', state.month);
  if (state.day) params.set('day', state.day);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** How many entries one load brings per range: 50 for 7 days, 100 for 30, 200 for 90, 500 for all time. */
export function rangeLimit(range: Range): number {
  return range === 'all' ? HISTORY_LIMITS.all : HISTORY_LIMITS[Number(range) as 7 | 30 | 90];
}

/** Days the range covers (today included); all time reads back ten years. */
export function rangeDays(range: Range): number {
  return range === 'all' ? ALL_TIME_DAYS : Number(range);
}

/** Whether anything narrows the entries beyond the date range (then days without a matching entry are left out). */
export function narrowsEntries(state: Pick<HistoryState, 'type' | 'search' | 'tag'>): boolean {
  return state.type !== null || state.search.trim() !== '' || state.tag !== null;
}

/** The range to show after saving an entry on `day`: the current one if it covers the day, else the shortest that does. */
export function rangeCovering(current: Range, daysAgo: number): Range {
  if (daysAgo < rangeDays(current)) return current;
  return RANGES.find((range) => daysAgo < rangeDays(range)) ?? 'all';
}
