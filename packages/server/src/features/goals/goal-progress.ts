/**
 * A goal's progress from the user's own ratings, as a pure function (no I/O, no clock): the mean of the goal's
 * metric over the last GOAL_PROGRESS.windowDays calendar days in the user's zone, today included. Each rated day
 * counts once (the mean of that day's ratings), so a day with five entries weighs no more than a day with one;
 * days without a rating are missing, never zero. Below GOAL_PROGRESS.minRatedDays rated days it says plainly that
 * there is not enough data yet. The average is rounded to one decimal before it is compared with the target, so the
 * verdict always agrees with the number shown.
 */
import { GOAL_PROGRESS, METRIC_LABELS, type GoalProgress, type GoalTargetType, type TrackingMetric } from '@wellness/contract';
import { addDays } from '../../lib/calendar.js';

export interface ProgressGoal {
  metric: TrackingMetric | null;
  targetValue: number | null;
  targetType: GoalTargetType;
}

/** The mean of one metric's ratings on one calendar day (YYYY-MM-DD); null when that day has entries but no rating of it. */
export interface DayMean {
  day: string;
  mean: number | null;
}

export interface ProgressInput {
  goal: ProgressGoal;
  /** Daily means of the goal's metric; days outside the window are ignored, and so is a repeated day after its first. */
  days: readonly DayMean[];
  /** The user's today (YYYY-MM-DD in their zone). */
  today: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const targetText = (value: number) => String(Math.round(value * 100) / 100);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function verdict(targetType: GoalTargetType, average: number, target: number): boolean {
  switch (targetType) {
    case 'INCREASE':
      return average >= target;
    case 'DECREASE':
      return average <= target;
    case 'MAINTAIN':
      // The epsilon keeps 6.3 against 5.3 (a float difference of 1.0000000000000004) within one point.
      return Math.abs(average - target) <= GOAL_PROGRESS.maintainTolerance + 1e-9;
  }
}

function comparison(targetType: GoalTargetType, met: boolean, target: string): string {
  const tolerance = plural(GOAL_PROGRESS.maintainTolerance, 'point');
  switch (targetType) {
    case 'INCREASE':
      return met ? `at or above your target of ${target}` : `below your target of ${target}`;
    case 'DECREASE':
      return met ? `at or below your target of ${target}` : `above your target of ${target}`;
    case 'MAINTAIN':
      return met ? `within ${tolerance} of your target of ${target}` : `more than ${tolerance} away from your target of ${target}`;
  }
}

export function goalProgress({ goal, days, today }: ProgressInput): GoalProgress {
  const { windowDays, minRatedDays } = GOAL_PROGRESS;
  const base = { windowDays, ratedDays: 0, average: null, targetMet: null };
  if (goal.metric === null) {
    return { ...base, status: 'NO_METRIC', summary: 'Progress is not measured: this goal is not linked to a metric from your daily entries.' };
  }
  const label = METRIC_LABELS[goal.metric];

  const first = addDays(today, -(windowDays - 1));
  const byDay = new Map<string, number>();
  for (const { day, mean } of days) {
    if (day < first || day > today || mean === null || !Number.isFinite(mean) || byDay.has(day)) continue;
    byDay.set(day, mean);
  }
  const ratedDays = byDay.size;
  const window = `the last ${windowDays} days`;
  if (ratedDays < minRatedDays) {
    const have = ratedDays === 0 ? `none of ${window} has` : `${ratedDays} of ${window} ${ratedDays === 1 ? 'has' : 'have'}`;
    return {
      ...base,
      ratedDays,
      status: 'NOT_ENOUGH_DATA',
      summary: `Not enough data yet: ${have} a ${label} rating. Progress shows after ${minRatedDays} rated days.`,
    };
  }

  const average = round1([...byDay.values()].reduce((sum, mean) => sum + mean, 0) / ratedDays);
  const measured = `${label} averaged ${average.toFixed(1)} over ${window} (${plural(ratedDays, 'day')} rated)`;
  if (goal.targetValue === null) {
    return { ...base, ratedDays, average, status: 'NO_TARGET', summary: `${measured}. Set a target to see whether it is met.` };
  }
  const met = verdict(goal.targetType, average, goal.targetValue);
  const sentence = `${measured}, ${comparison(goal.targetType, met, targetText(goal.targetValue))}.`;
  return { windowDays, ratedDays, average, targetMet: met, status: met ? 'MET' : 'NOT_MET', summary: met ? `On track: ${sentence}` : sentence };
}
