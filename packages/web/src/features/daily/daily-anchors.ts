/** The ids of the Daily tab's sections that its shortcuts (quick actions) jump to. */
export const DAILY_ANCHORS = {
  supplements: 'daily-supplements',
  focusSession: 'daily-focus-session',
  newEntry: 'daily-new-entry',
  checkIn: 'daily-check-in',
} as const;
