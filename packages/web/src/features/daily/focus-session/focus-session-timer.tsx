/** Focus Session (part 1 §2): being built; replaced by the real section. */
import { DailySection } from '../daily-section';

export function FocusSessionTimer() {
  return <DailySection title="Focus Session">{null}</DailySection>;
}
