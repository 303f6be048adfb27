/**
 * The family of claims one screen can make: the minimums, missing days, the timing, the direction of each metric, and
 * that every verdict, interval and adjusted value agree with one another.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/calendar.js';
import { seededRandom } from '../../lib/statistics/seeded-random.js';
import { emptyDay, type DayActivity } from '../../reads/day-series/day-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';
import { claimFamily } from './claim-family.js';
import { describeComparison } from './effectiveness.js';
import { simulateFamilyUser } from './simulated-family.js';

/** One substance `a`; productivity and restlessness take `values` (restlessness mirrored), null leaves a day unrated. */
function user(values: readonly (number | null)[], taken: (i: number) => boolean): { series: DayActivity[]; taken: TakenDays } {
  const days = new Map<string, { doses: number; taken: true }>();
  const series = values.map((value, i) => {
    const day = addDays('2026-03-01', i);
    if (taken(i)) days.set(day, { doses: 1, taken: true });
    return { ...emptyDay(day), entries: value === null ? 0 : 1, avgProductivity: value, avgRestlessness: value === null ? null : 11 - value };
  });
  return { series, taken: new Map([['a', days]]) };
}

describe('the family of claims', () => {
  it('says insufficient-data under two weeks, whatever the numbers', () => {
    const { series, taken } = user([1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1], (i) => i % 2 === 1);
    const result = claimFamily(series, taken).comparison('a', 'productivity');
    expect(result).toMatchObject({ conclusion: 'insufficient-data', g: null, adjustedP: null });
  });

  it('says insufficient-data with fewer than a week of days on one side', () => {
    const values = Array.from({ length: 30 }, (_, i) => (i < 25 ? 5 + (i % 3) : 9));
    const { series, taken } = user(values, (i) => i >= 25);
    expect(claimFamily(series, taken).comparison('a', 'productivity').conclusion).toBe('insufficient-data');
  });

  it('leaves unrated days out, never as zero', () => {
    const values = Array.from({ length: 20 }, (_, i) => (i < 10 ? null : 5 + (i % 3)));
    const { series, taken } = user(values, (i) => i % 2 === 0);
    const result = claimFamily(series, taken).comparison('a', 'productivity');
    expect(result.daysTaken + result.daysNotTaken).toBe(10);
    expect(result.conclusion).toBe('insufficient-data');
  });

  it('finds a clear benefit, calls the drop in restlessness a benefit, and reports the next-day effect where it is', () => {
    const values = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 8 : 4) + (i % 4 < 2 ? 1 : 0));
    const clear = user(values, (i) => i % 2 === 0);
    const family = claimFamily(clear.series, clear.taken);
    const productivity = family.comparison('a', 'productivity');
    expect(productivity).toMatchObject({ conclusion: 'benefit', timing: 'same-day', daysTaken: 20, daysNotTaken: 20 });
    expect(productivity.interval?.low).toBeGreaterThan(0);
    expect(productivity.adjustedP).toBeLessThanOrEqual(family.q);
    expect(family.comparison('a', 'restlessness').conclusion).toBe('benefit');
    // Two metrics, two timings: four tests in the family.
    expect(family.size).toBe(4);

    const random = seededRandom(7);
    const schedule = Array.from({ length: 60 }, () => random() < 0.5);
    const lagged = schedule.map((_, i) => (i > 0 && schedule[i - 1] ? 8 : 4) + (i % 3 === 0 ? 1 : 0));
    const late = user(lagged, (i) => schedule[i] === true);
    const nextDay = claimFamily(late.series, late.taken).comparison('a', 'productivity');
    expect(nextDay).toMatchObject({ conclusion: 'benefit', timing: 'next-day' });
    expect(nextDay.tested.map((e) => e.timing)).toEqual(['next-day', 'same-day']);
  });

  it('gives every tested comparison its adjusted value, and an interval that leaves 0 out exactly when it is claimed', () => {
    const random = seededRandom(28);
    const ids = ['a', 'b', 'c', 'd'];
    let claimed = 0;
    for (let u = 0; u < 40; u += 1) {
      const { series, taken } = simulateFamilyUser(
        { days: 120, substances: ids, takenShare: 0.5, phi: 0.5, sd: 2, effects: { a: { productivity: 0.8, mood: -0.6 } } },
        random,
      );
      const family = claimFamily(series, taken);
      expect(family.size).toBe(ids.length * 8 * 2);
      for (const id of ids)
        for (const metric of ['productivity', 'mood', 'anxiety'] as const) {
          for (const e of family.comparison(id, metric).tested) {
            expect(e.adjustedP).not.toBeNull();
            expect(e.adjustedP).toBeGreaterThanOrEqual(0);
            expect(e.adjustedP).toBeLessThanOrEqual(1);
            const excludesZero = (e.interval?.low ?? 0) > 0 || (e.interval?.high ?? 0) < 0;
            expect(excludesZero).toBe(e.claimed);
            if (e.claimed) claimed += 1;
          }
        }
    }
    expect(claimed).toBeGreaterThan(20);
  });

  it('says how many more rated days would settle an inconclusive comparison, fewer with an even split', () => {
    const random = seededRandom(3);
    // Taken on one day in five: a lopsided split.
    const { series, taken } = simulateFamilyUser({ days: 60, substances: ['a'], takenShare: 0.2, phi: 0.5, sd: 2, metrics: ['productivity'] }, random);
    const result = claimFamily(series, taken).comparison('a', 'productivity');
    expect(result.conclusion).toBe('inconclusive');
    const needed = result.moreDaysNeeded;
    expect(needed).not.toBeNull();
    if (!needed) return;
    expect(needed.taken).toBeGreaterThan(0);
    expect(needed.evenTaken + needed.evenNotTaken + result.daysTaken + result.daysNotTaken).toBeLessThan(
      needed.taken + needed.notTaken + result.daysTaken + result.daysNotTaken,
    );
    const sentence = describeComparison('Zinc', 'productivity', result, 2);
    expect(sentence).toContain('once all 2 comparisons are accounted for');
    expect(sentence).toContain(`About ${needed.taken} more rated days with Zinc and ${needed.notTaken} without`);
    expect(sentence).toContain('Taking it on about half of your days');
  });

  it('shares one verdict among substances taken on the same days, naming each other', () => {
    const random = seededRandom(5);
    const { series, taken } = simulateFamilyUser(
      { days: 90, substances: ['m'], takenShare: 0.5, phi: 0.5, sd: 2, effects: { m: { productivity: 1.2 } } },
      random,
    );
    taken.set('z', new Map(taken.get('m')));
    const family = claimFamily(series, taken);
    const [m, z] = [family.comparison('m', 'productivity'), family.comparison('z', 'productivity')];
    expect(m.inseparableFrom).toEqual(['z']);
    expect(z.inseparableFrom).toEqual(['m']);
    expect(z.g).toBe(m.g);
    expect(z.conclusion).toBe(m.conclusion);
    // One column for the pair: 8 metrics × 2 timings, not twice that.
    expect(family.size).toBe(16);
  });

  it('answers insufficient-data for a substance it has never seen', () => {
    const { series, taken } = user(
      Array.from({ length: 30 }, () => 5),
      () => false,
    );
    expect(claimFamily(series, taken).comparison('unknown', 'productivity')).toMatchObject({ conclusion: 'insufficient-data', daysTaken: 0, daysNotTaken: 30 });
  });
});

describe('the bound on the model', () => {
  it('fits the substances taken on the most days and names the rest as not compared, never as no effect', () => {
    const random = seededRandom(41);
    const ids = Array.from({ length: 18 }, (_, i) => `s${String(i).padStart(2, '0')}`);
    // s00 and s01 are taken a little less often than the others, so they are the two left out.
    const { series, taken } = simulateFamilyUser({ days: 120, substances: ids, takenShare: 0.5, phi: 0.5, sd: 2, metrics: ['productivity'] }, random);
    for (const id of ['s00', 's01']) for (const day of [...(taken.get(id)?.keys() ?? [])].slice(0, 20)) taken.get(id)?.delete(day);
    const family = claimFamily(series, taken);
    const left = family.comparison('s00', 'productivity');
    expect(left).toMatchObject({ conclusion: 'inconclusive', g: null, adjustedP: null, notEstimated: 'too-many-substances' });
    expect(describeComparison('S00', 'productivity', left, family.size)).toContain('only the 16 substances you took on the most days are compared at once');
    expect(family.comparison('s05', 'productivity').notEstimated).toBeNull();
    expect(family.size).toBe(16 * 2);
  });
});
