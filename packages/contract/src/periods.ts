/**
 * The periods the Analytics selector offers, each ending today in the user's zone; the server resolves them to calendar
 * days in one place (reads/day-series/periods.ts).
 */
export const PERIODS = ['7days', '30days', '90days', '1year', 'all'] as const;
export type Period = (typeof PERIODS)[number];
/** Days each period covers, today included; `all` starts at the user's first record. */
export const PERIOD_DAYS: Record<Period, number | null> = { '7days': 7, '30days': 30, '90days': 90, '1year': 365, all: null };
export const PERIOD_LABELS: Record<Period, string> = {
  '7days': 'Last 7 days',
  '30days': 'Last 30 days',
  '90days': 'Last 90 days',
  '1year': 'Last year',
  all: 'All time',
};
