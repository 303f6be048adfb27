/**
 * What the user has picked for the next entry: supplements from the picker's entry mode and focus aids from
 * Focus Aids & Activities. The New Entry form saves them and clears them after a save (part 1 §4).
 */
import { useCallback, useMemo, useState } from 'react';

export interface DailySelection {
  supplementIds: ReadonlySet<string>;
  focusAidIds: ReadonlySet<string>;
  toggleSupplement: (supplementId: string) => void;
  toggleFocusAid: (focusAidId: string) => void;
  clear: () => void;
}

function toggled(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function useDailySelection(): DailySelection {
  const [supplementIds, setSupplementIds] = useState<ReadonlySet<string>>(() => new Set());
  const [focusAidIds, setFocusAidIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggleSupplement = useCallback((id: string) => setSupplementIds((current) => toggled(current, id)), []);
  const toggleFocusAid = useCallback((id: string) => setFocusAidIds((current) => toggled(current, id)), []);
  const clear = useCallback(() => {
    setSupplementIds(new Set());
    setFocusAidIds(new Set());
  }, []);
  return useMemo(
    () => ({ supplementIds, focusAidIds, toggleSupplement, toggleFocusAid, clear }),
    [supplementIds, focusAidIds, toggleSupplement, toggleFocusAid, clear],
  );
}
