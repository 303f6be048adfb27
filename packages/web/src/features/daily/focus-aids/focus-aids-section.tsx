/** Focus Aids & Activities (part 1 §2): being built; replaced by the real section. */
import { DailySection } from '../daily-section';

export interface FocusAidsSectionProps {
  /** Aids picked for the next entry. */
  selectedIds: ReadonlySet<string>;
  onToggle: (focusAidId: string) => void;
}

export function FocusAidsSection(_props: FocusAidsSectionProps) {
  return <DailySection title="Focus Aids & Activities">{null}</DailySection>;
}
