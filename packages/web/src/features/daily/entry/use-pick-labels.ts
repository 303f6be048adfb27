/** Names for the picked supplements and focus aids, from the lists the Daily tab has already loaded. */
import { useMemo } from 'react';
import type { DailySelection } from '../use-daily-selection';
import type { PickedItem } from './entry-picks';
import { useDailySupplements } from '../supplements/queries';
import { useActiveFocusAids } from '../focus-aids/queries';

export function usePickLabels(selection: DailySelection): { supplements: PickedItem[]; focusAids: PickedItem[] } {
  const supplements = useDailySupplements().data;
  const aids = useActiveFocusAids().data;
  return useMemo(() => {
    const supplementLabel = new Map((supplements ?? []).map((s) => [s.id, s.brand ? `${s.name} (${s.brand})` : s.name]));
    const aidById = new Map((aids ?? []).map((a) => [a.id, a]));
    return {
      supplements: [...selection.supplementIds].map((id) => ({ id, label: supplementLabel.get(id) ?? 'Supplement' })),
      focusAids: [...selection.focusAidIds].map((id) => {
        const aid = aidById.get(id);
        return aid ? { id, label: aid.name, icon: aid.icon } : { id, label: 'Focus aid' };
      }),
    };
  }, [selection.supplementIds, selection.focusAidIds, supplements, aids]);
}
