/** Goal progress: the window of calendar days, missing days never zero, the minimum of rated days, and each target type. */
import { describe, expect, it } from 'vitest';
import { GOAL_PROGRESS } from '@wellness/contract';
import { goalProgress, type DayMean, type ProgressGoal } from './goal-progress.js';

const TODAY = '2026-03-14';
const focus = (targetValue: number | null, targetType: ProgressGoal['targetType'] = 'INCREASE'): ProgressGoal => ({
  metric: 'focusLevel',
  targetValue,
  targetType,
});
const days = (...pairs: Array<[string, number | null]>): DayMean[] => pairs.map(([day, mean]) => ({ day, mean }));

describe('goal progress', () => {
  it('measures nothing for a goal without a metric', () => {
    const progress = goalProgress({ goal: { metric: null, targetValue: 30, targetType: 'INCREASE' }, days: [], today: TODAY });
    expect(progress).toMatchObject({ status: 'NO_METRIC', ratedDays: 0, average: null, targetMet: null, windowDays: 14 });
    expect(progress.summary).toBe('Progress is not measured: this goal is not linked to a metric from your daily entries.');
  });

  it('needs three rated days, and says how many there are', () => {
    const none = goalProgress({ goal: focus(7), days: [], today: TODAY });
    expect(none).toMatchObject({ status: 'NOT_ENOUGH_DATA', ratedDays: 0, average: null, targetMet: null });
    expect(none.summary).toBe('Not enough data yet: none of the last 14 days has a Focus Level rating. Progress shows after 3 rated days.');
    const one = goalProgress({ goal: focus(7), days: days(['2026-03-14', 9]), today: TODAY });
    expect(one.summary).toBe('Not enough data yet: 1 of the last 14 days has a Focus Level rating. Progress shows after 3 rated days.');
    const two = goalProgress({ goal: focus(7), days: days(['2026-03-13', 9], ['2026-03-14', 9]), today: TODAY });
    expect(two).toMatchObject({ status: 'NOT_ENOUGH_DATA', ratedDays: 2 });
    expect(two.summary).toContain('2 of the last 14 days have a Focus Level rating');
    expect(GOAL_PROGRESS.minRatedDays).toBe(3);
  });

  it('treats missing days as missing, never as zero: each rated day counts once', () => {
    const progress = goalProgress({ goal: focus(7), days: days(['2026-03-01', 8], ['2026-03-07', 6], ['2026-03-14', 7]), today: TODAY });
    // Eleven of the fourteen days have no rating; the average is of the three that do.
    expect(progress).toMatchObject({ status: 'MET', ratedDays: 3, average: 7, targetMet: true });
    expect(progress.summary).toBe('On track: Focus Level averaged 7.0 over the last 14 days (3 days rated), at or above your target of 7.');
  });

  it('ignores days outside the window (before it, and after today), days without a rating, and repeats of a day', () => {
    const progress = goalProgress({
      goal: focus(5),

      days: days(['2026-02-28', 1], ['2026-03-15', 1], ['2026-03-02', null], ['2026-03-02', 4], ['2026-03-02', 1], ['2026-03-03', 6], ['2026-03-04', 8]),
      today: TODAY,
    });
    // 2026-02-28 is day 15 back; 2026-03-01 would be the first day of the window.
    expect(progress).toMatchObject({ ratedDays: 3, average: 6 });
    const lastIn = goalProgress({ goal: focus(5), days: days(['2026-03-01', 3], ['2026-03-02', 3], ['2026-03-03', 3]), today: TODAY });
    expect(lastIn.ratedDays).toBe(3);
  });

  it('rounds the average to one decimal and judges the rounded value, so the verdict matches the number shown', () => {
    const progress = goalProgress({ goal: focus(7), days: days(['2026-03-12', 6.9], ['2026-03-13', 7], ['2026-03-14', 7]), today: TODAY });
    // 6.966… shows as 7.0, which meets a target of 7.
    expect(progress).toMatchObject({ average: 7, targetMet: true, status: 'MET' });
  });

  it('judges INCREASE, DECREASE and MAINTAIN against the target', () => {
    const five = days(['2026-03-12', 5], ['2026-03-13', 5], ['2026-03-14', 5.5]);
    const increase = goalProgress({ goal: focus(7), days: five, today: TODAY });
    expect(increase).toMatchObject({ status: 'NOT_MET', targetMet: false, average: 5.2 });
    expect(increase.summary).toBe('Focus Level averaged 5.2 over the last 14 days (3 days rated), below your target of 7.');

    const restless = (target: number) =>
      goalProgress({ goal: { metric: 'restlessness', targetValue: target, targetType: 'DECREASE' }, days: five, today: TODAY });
    expect(restless(6).summary).toBe('On track: Restlessness averaged 5.2 over the last 14 days (3 days rated), at or below your target of 6.');
    expect(restless(4)).toMatchObject({ status: 'NOT_MET', targetMet: false });
    expect(restless(4).summary).toContain('above your target of 4.');

    const maintain = (target: number) =>
      goalProgress({ goal: { metric: 'overallRating', targetValue: target, targetType: 'MAINTAIN' }, days: five, today: TODAY });
    expect(maintain(6)).toMatchObject({ status: 'MET', targetMet: true });
    expect(maintain(6).summary).toContain('within 1 point of your target of 6.');
    expect(maintain(4.2).targetMet).toBe(true);
    expect(maintain(4.1)).toMatchObject({ status: 'NOT_MET', targetMet: false });
    expect(maintain(7).summary).toContain('more than 1 point away from your target of 7.');
  });

  it('reports an average without a verdict when the goal has no target', () => {
    const progress = goalProgress({ goal: focus(null), days: days(['2026-03-12', 4], ['2026-03-13', 5], ['2026-03-14', 6]), today: TODAY });
    expect(progress).toMatchObject({ status: 'NO_TARGET', average: 5, targetMet: null, ratedDays: 3 });
    expect(progress.summary).toBe('Focus Level averaged 5.0 over the last 14 days (3 days rated). Set a target to see whether it is met.');
  });

  it('shows a fractional target as given, to two decimals at most', () => {
    const progress = goalProgress({ goal: focus(6.25), days: days(['2026-03-12', 7], ['2026-03-13', 7], ['2026-03-14', 7]), today: TODAY });
    expect(progress.summary).toContain('your target of 6.25.');
  });
});
