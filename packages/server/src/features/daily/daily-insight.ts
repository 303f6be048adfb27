/**
 * Composes the Daily insight from the user's own last two weeks. It only describes what the numbers show, never claims
 * a cause, and says plainly when there is too little data.
 */
import { DAILY_INSIGHT_MIN_DAYS, DAILY_INSIGHT_WINDOW_DAYS, type DailyInsight } from '@wellness/contract';
import { addDays } from '../../lib/calendar.js';
import { mean, NOTABLE_DIFFERENCE } from '../../lib/statistics/descriptive.js';
import type { NarrowDay } from '../../reads/day-series/narrow-days.js';

/** A day as the insight reads it: the day series' narrow projection. */
export type InsightDay = NarrowDay;

const MIN_DAYS_PER_SIDE = 2;

/** One decimal of a mean of at least one value (the callers check the counts first). */
const one = (values: readonly number[]) => (mean(values) ?? 0).toFixed(1);

/** The wording of two groups' means, both from the statistics module. */
function comparison(a: readonly number[], b: readonly number[]): string {
  const difference = (mean(a) ?? 0) - (mean(b) ?? 0);
  if (Math.abs(difference) < NOTABLE_DIFFERENCE) return 'about the same as';
  return difference > 0 ? 'higher than' : 'lower than';
}

export function composeDailyInsight(days: readonly InsightDay[], today: string): DailyInsight {
  const rated = days.filter((d) => d.entries > 0 && d.avgProductivity !== null) as Array<InsightDay & { avgProductivity: number }>;
  const base = { daysWithEntries: rated.length, windowDays: DAILY_INSIGHT_WINDOW_DAYS };
  if (rated.length < DAILY_INSIGHT_MIN_DAYS) {
    return {
      ...base,
      enoughData: false,
      text: `Not enough data for a personal insight yet. Save an entry on at least ${DAILY_INSIGHT_MIN_DAYS} different days and this card will describe what your own numbers show.`,
    };
  }

  const withSession = rated.filter((d) => d.sessions > 0).map((d) => d.avgProductivity);
  const without = rated.filter((d) => d.sessions === 0).map((d) => d.avgProductivity);
  if (withSession.length >= MIN_DAYS_PER_SIDE && without.length >= MIN_DAYS_PER_SIDE) {
    return {
      ...base,
      enoughData: true,
      text: `On days with a focus session your productivity averaged ${one(withSession)}, ${comparison(withSession, without)} the ${one(without)} on days without (${withSession.length} and ${without.length} days in the last two weeks). A pattern, not proof: keep logging to see if it holds.`,
    };
  }

  const weekStart = addDays(today, -6);
  const thisWeek = rated.filter((d) => d.day >= weekStart).map((d) => d.avgProductivity);
  const lastWeek = rated.filter((d) => d.day < weekStart).map((d) => d.avgProductivity);
  if (thisWeek.length >= MIN_DAYS_PER_SIDE && lastWeek.length >= MIN_DAYS_PER_SIDE) {
    return {
      ...base,
      enoughData: true,
      text: `Your productivity this week averaged ${one(thisWeek)}, ${comparison(thisWeek, lastWeek)} the ${one(lastWeek)} of the week before (${thisWeek.length} and ${lastWeek.length} days with entries).`,
    };
  }

  const ratings = rated.flatMap((d) => (d.avgRating === null ? [] : [d.avgRating]));
  const rating = ratings.length > 0 ? ` and your overall rating ${one(ratings)}` : '';
  return {
    ...base,
    enoughData: true,
    text: `Over your last ${rated.length} days with entries, your productivity averaged ${one(rated.map((d) => d.avgProductivity))}${rating}. Log focus sessions on some days to see how they compare.`,
  };
}
