/** What every settings tab of Tracking Preferences gets: the draft, the way to change it, and its problems by field. */
import type { Preferences } from '@wellness/contract';

export interface TabProps {
  draft: Preferences;
  update: (next: Preferences) => void;
  issues: ReadonlyMap<string, string>;
}
