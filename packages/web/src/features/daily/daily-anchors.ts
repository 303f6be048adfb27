/** The ids of the Daily tab's sections that its shortcuts (quick actions, part 2 §3.7) jump to. */
export const DAILY_ANCHORS = {
  supplements: 'daily-supplements',
  focusSession: 'daily-focus-session',
  newEntry: 'daily-new-entry',
} as const;
