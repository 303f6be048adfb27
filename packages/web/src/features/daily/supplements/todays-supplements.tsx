/** Today's Supplements (part 1 §2): being built; replaced by the real section. */
import { DailySection } from '../daily-section';

export interface TodaysSupplementsProps {
  /** Supplements picked in entry mode for the next entry. */
  selectedIds: ReadonlySet<string>;
  onToggle: (supplementId: string) => void;
}

export function TodaysSupplements(_props: TodaysSupplementsProps) {
  return <DailySection title="Today's Supplements">{null}</DailySection>;
}
