/**
 * What the user has picked for the next entry: supplements from the picker's entry mode and focus aids from
 * Focus Aids & Activities, with today's dosed supplements ticked until unticked (`picks.ts`). The New Entry form
 * saves them and clears them after a save (part 1 §4). They are kept as the user's draft in this browser
 * (`lib/drafts.ts`), so a tab switch, a reload or an expired session does not lose them.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readDraft, writeDraft } from '../../lib/drafts';
import { hasPicks, NO_PICKS, parsePicksDraft, PICKS_DRAFT_NAME, tickedSupplements, toggleFocusAidPick, toggleSupplementPick, type Picks } from './picks';

export interface DailySelection {
  supplementIds: ReadonlySet<string>;
  focusAidIds: ReadonlySet<string>;
  toggleSupplement: (supplementId: string) => void;
  toggleFocusAid: (focusAidId: string) => void;
  /** Whether the user ticked, unticked or tapped anything (the pre-ticked doses alone are not a choice). */
  hasChoices: boolean;
  /** After a save or a discard: nothing picked, today's dosed supplements ticked again. */
  clear: () => void;
}

const NONE: ReadonlySet<string> = new Set();

/** `owner` is the signed-in user's id (null: not known, nothing is kept); `dosedToday` the supplements with a dose today. */
export function useDailySelection(owner: string | null, dosedToday: ReadonlySet<string> = NONE): DailySelection {
  const [picks, setPicks] = useState<Picks>(() => (owner === null ? NO_PICKS : (readDraft(owner, PICKS_DRAFT_NAME, parsePicksDraft) ?? NO_PICKS)));

  useEffect(() => {
    if (owner !== null) writeDraft(owner, PICKS_DRAFT_NAME, hasPicks(picks) ? picks : null);
  }, [owner, picks]);

  const toggleSupplement = useCallback((id: string) => setPicks((current) => toggleSupplementPick(current, id, dosedToday)), [dosedToday]);
  const toggleFocusAid = useCallback((id: string) => setPicks((current) => toggleFocusAidPick(current, id)), []);
  const clear = useCallback(() => setPicks(NO_PICKS), []);
  const supplementIds = useMemo(() => new Set(tickedSupplements(picks, dosedToday)), [picks, dosedToday]);
  const focusAidIds = useMemo(() => new Set(picks.focusAids), [picks.focusAids]);
  const hasChoices = hasPicks(picks);
  return useMemo(
    () => ({ supplementIds, focusAidIds, hasChoices, toggleSupplement, toggleFocusAid, clear }),
    [supplementIds, focusAidIds, hasChoices, toggleSupplement, toggleFocusAid, clear],
  );
}
