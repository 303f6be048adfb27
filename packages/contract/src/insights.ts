/** The Daily tab's insight card: computed from the user's own recent data. */
import { z } from 'zod';

export const DAILY_INSIGHT_WINDOW_DAYS = 14;
export const DAILY_INSIGHT_MIN_DAYS = 3;

export const dailyInsightSchema = z.object({
  text: z.string(),
  enoughData: z.boolean(),
  /** Calendar days in the window that have a rated entry. */
  daysWithEntries: z.number(),
  windowDays: z.number(),
});
export type DailyInsight = z.infer<typeof dailyInsightSchema>;

/** The inline load failure of an insight, shown with a Retry button. */
export const INSIGHT_MESSAGES = {
  noData: 'No insight data available',
} as const;
