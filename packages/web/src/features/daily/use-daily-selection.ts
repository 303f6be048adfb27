/**
 * What the user has picked for the next entry: supplements from the picker's entry mode and focus aids from
 * Focus Aids & Activities, with today's dosed supplements ticked until unticked (`picks.ts`). The New Entry form
 * saves them and clears them after a save. They are kept as the user's draft in this browser
 * (`lib/drafts.ts`), so a tab switch, a reload or an expired session does not lose them.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readDraft, writeDraft } from '@/lib/drafts';
import {
  dosedSince,
  hasPicks,
  NO_PICKS,
  parsePicksDraft,
  PICKS_DRAFT_NAME,
  picksAfterSave,
  tickedSupplements,
  toggleFocusAidPick,
  toggleSupplementPick,
  worthKeeping,
  type Picks,
} from './picks';

export interface DailySelection {
  supplementIds: ReadonlySet<string>;
  focusAidIds: ReadonlySet<string>;
  toggleSupplement: (supplementId: string) => void;
  toggleFocusAid: (focusAidId: string) => void;
  /** Whether the user ticked, unticked or tapped anything (the pre-ticked doses alone are not a choice). */
  hasChoices: boolean;
  /** After a save: nothing picked, and only doses logged from now on are ticked. */
  clearAfterSave: () => void;
  /** After a discard: back to the picks the form starts with (doses since the last save ticked). */
  discard: () => void;
}

const NONE: ReadonlyMap<string, string> = new Map();

/**
 * `owner` is the signed-in user's id (null: not known, nothing is kept); `latestDoses` has, per supplement dosed
 * today, the time of its latest dose.
 */
export function useDailySelection(owner: string | null, latestDoses: ReadonlyMap<string, string> = NONE): DailySelection {
  const [picks, setPicks] = useState<Picks>(() => (owner === null ? NO_PICKS : (readDraft(owner, PICKS_DRAFT_NAME, parsePicksDraft) ?? NO_PICKS)));

  useEffect(() => {
    if (owner !== null) writeDraft(owner, PICKS_DRAFT_NAME, worthKeeping(picks) ? picks : null);
  }, [owner, picks]);

  const dosedToday = useMemo(() => dosedSince(latestDoses, picks.since), [latestDoses, picks.since]);
  const toggleSupplement = useCallback((id: string) => setPicks((current) => toggleSupplementPick(current, id, dosedToday)), [dosedToday]);
  const toggleFocusAid = useCallback((id: string) => setPicks((current) => toggleFocusAidPick(current, id)), []);
  const clearAfterSave = useCallback(() => setPicks(picksAfterSave(new Date())), []);
  const discard = useCallback(() => setPicks((current) => ({ ...NO_PICKS, since: current.since })), []);
  const supplementIds = useMemo(() => new Set(tickedSupplements(picks, dosedToday)), [picks, dosedToday]);
  const focusAidIds = useMemo(() => new Set(picks.focusAids), [picks.focusAids]);
  const hasChoices = hasPicks(picks);
  return useMemo(
    () => ({ supplementIds, focusAidIds, hasChoices, toggleSupplement, toggleFocusAid, clearAfterSave, discard }),
    [supplementIds, focusAidIds, hasChoices, toggleSupplement, toggleFocusAid, clearAfterSave, discard],
  );
}
