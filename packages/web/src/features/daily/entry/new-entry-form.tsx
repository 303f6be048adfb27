/** New Entry (part 1 §2): being built. */
import { DailySection } from '../daily-section';
import type { DailySelection } from '../use-daily-selection';

export function NewEntryForm(_props: { selection: DailySelection }) {
  return <DailySection title="New Entry">{null}</DailySection>;
}
