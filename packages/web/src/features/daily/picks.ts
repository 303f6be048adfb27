/**
 * The picks for the next entry and what is ticked before the user touches anything: every
 * supplement with a dose logged today since the last saved entry is ticked in "Supplements taken" unless the user
 * unticked it. So the picks are the ones chosen, plus those dosed, less the ones unticked. Kept as a draft with the
 * form.
 */
export const PICKS_DRAFT_NAME = 'daily.entry-picks';

/** At most this many ids of each kind are read back from a draft (the inventory holds at most 100 items). */
const MAX_STORED_IDS = 200;

export interface Picks {
  /** Supplements ticked by the user. */
  chosen: readonly string[];
  /** Supplements with a dose today that the user unticked. */
  unticked: readonly string[];
  focusAids: readonly string[];
  /** When the last entry was saved (ISO): doses before it were in that entry, and are not ticked again. */
  since: string | null;
}

export const NO_PICKS: Picks = { chosen: [], unticked: [], focusAids: [], since: null };

/** The supplements to tick for doses: those whose latest dose today came after the last saved entry. */
export function dosedSince(latestDoseById: ReadonlyMap<string, string>, since: string | null): ReadonlySet<string> {
  const after = since === null ? Number.NEGATIVE_INFINITY : Date.parse(since);
  return new Set([...latestDoseById].filter(([, timestamp]) => Date.parse(timestamp) > after).map(([id]) => id));
}

/** After a save: nothing picked, and only doses logged from now on are ticked. */
export function picksAfterSave(now: Date): Picks {
  return { ...NO_PICKS, since: now.toISOString() };
}

/** The supplements the entry will list: chosen or dosed today, and not unticked; chosen first, in order. */
export function tickedSupplements(picks: Picks, dosedToday: Iterable<string>): string[] {
  const unticked = new Set(picks.unticked);
  return [...new Set([...picks.chosen, ...dosedToday])].filter((id) => !unticked.has(id));
}

/** Ticks or unticks a supplement; unticking one dosed today is remembered so it stays unticked. */
export function toggleSupplementPick(picks: Picks, id: string, dosedToday: ReadonlySet<string>): Picks {
  const ticked = tickedSupplements(picks, dosedToday).includes(id);
  if (ticked) {
    return { ...picks, chosen: picks.chosen.filter((c) => c !== id), unticked: dosedToday.has(id) ? [...picks.unticked, id] : picks.unticked };
  }
  return { ...picks, chosen: dosedToday.has(id) ? picks.chosen : [...picks.chosen, id], unticked: picks.unticked.filter((u) => u !== id) };
}

export function toggleFocusAidPick(picks: Picks, id: string): Picks {
  return { ...picks, focusAids: picks.focusAids.includes(id) ? picks.focusAids.filter((a) => a !== id) : [...picks.focusAids, id] };
}

export function hasPicks(picks: Picks): boolean {
  return picks.chosen.length > 0 || picks.unticked.length > 0 || picks.focusAids.length > 0;
}

const idList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length <= MAX_STORED_IDS && value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 100)
    ? (value as string[])
    : null;

export function parsePicksDraft(stored: unknown): Picks | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { chosen, unticked, focusAids, since } = stored as Record<string, unknown>;
  const parsed = { chosen: idList(chosen), unticked: idList(unticked), focusAids: idList(focusAids) };
  if (parsed.chosen === null || parsed.unticked === null || parsed.focusAids === null) return null;
  const sinceOk = since === null || since === undefined || (typeof since === 'string' && since.length <= 40 && !Number.isNaN(Date.parse(since)));
  if (!sinceOk) return null;
  return { chosen: parsed.chosen, unticked: parsed.unticked, focusAids: parsed.focusAids, since: typeof since === 'string' ? since : null };
}

/** Whether there is anything worth keeping: a choice, or the time of the last save. */
export function worthKeeping(picks: Picks): boolean {
  return hasPicks(picks) || picks.since !== null;
}
