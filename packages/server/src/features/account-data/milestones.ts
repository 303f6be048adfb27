/** The milestones of the usage statistics: sentences for what the user has reached, in the order earned is likeliest. */
export interface MilestoneInput {
  entries: number;
  doses: number;
  sessions: number;
  focusHours: number;
  longestStreak: number;
}

const RULES: readonly [(m: MilestoneInput) => boolean, string][] = [
  [(m) => m.entries >= 1, 'Logged your first entry'],
  [(m) => m.doses >= 1, 'Logged your first dose'],
  [(m) => m.sessions >= 1, 'Started your first focus session'],
  [(m) => m.longestStreak >= 7, 'Tracked 7 days in a row'],
  [(m) => m.longestStreak >= 30, 'Tracked 30 days in a row'],
  [(m) => m.focusHours >= 10, 'Focused for 10 hours'],
  [(m) => m.entries >= 100, 'Recorded 100 entries'],
  [(m) => m.doses >= 100, 'Logged 100 doses'],
  [(m) => m.focusHours >= 100, 'Focused for 100 hours'],
  [(m) => m.longestStreak >= 100, 'Tracked 100 days in a row'],
  [(m) => m.entries >= 1000, 'Recorded 1,000 entries'],
];

export function milestones(input: MilestoneInput): string[] {
  return RULES.filter(([earned]) => earned(input)).map(([, text]) => text);
}
