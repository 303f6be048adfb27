/**
 * What a user's own factors add to the family of claims: which pairs are tested, that a day without a value is
 * missing (never 0 or "no"), the cap on factors, that without factors the family is the substances' alone, and the
 * rows' conclusions and sentences.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/calendar.js';
import { seededRandom } from '../../lib/statistics/seeded-random.js';
import { emptyDay, type DayActivity } from '../../reads/day-series/day-series.js';
import { NO_FACTORS, type FactorInfo, type FactorSeries } from '../../reads/factor-values/factor-series.js';
import { claimFamily } from './claim-family.js';
import { factorEffectRows } from './factor-effects.js';
import { MAX_FAMILY_FACTORS } from './factor-tests.js';
import { simulateFamilyUser } from './simulated-family.js';
import { simulateFactorUser } from './simulated-factors.js';

const factor = (id: string, over: Partial<FactorInfo> = {}): FactorInfo => ({
  id,
  name: id,
  kind: 'number',
  unit: 'h',
  betterDirection: 'higher',
  describesNightBefore: false,
  ...over,
});

/** Focus rated on every day; `value(i)` the factor's value on day i (null: not logged). */
function focusUser(days: number, focus: (i: number) => number, values: Record<string, (i: number) => number | null>, infos: FactorInfo[]) {
  const series: DayActivity[] = Array.from({ length: days }, (_, i) => ({ ...emptyDay(addDays('2026-03-01', i)), entries: 1, avgFocus: focus(i) }));
  const byFactor = new Map(
    Object.entries(values).map(([id, read]) => [id, new Map(series.flatMap((d, i) => (read(i) === null ? [] : [[d.day, read(i) ?? 0] as const])))]),
  );
  const factors: FactorSeries = { factors: infos, values: byFactor };
  return { series, factors };
}

describe('factors in the family of claims', () => {
  it('leaves the family of a user without factors exactly as it was', () => {
    const { series, taken } = simulateFamilyUser({ days: 120, substances: ['a', 'b'], takenShare: 0.5, phi: 0.5, sd: 2 }, seededRandom(1));
    const before = claimFamily(series, taken);
    const none = claimFamily(series, taken, NO_FACTORS);
    const unlogged = claimFamily(series, taken, { factors: [factor('never')], values: new Map() });
    for (const family of [none, unlogged]) {
      expect(family.size).toBe(before.size);
      expect(family.claims).toBe(before.claims);
      expect(family.comparison('a', 'productivity')).toEqual(before.comparison('a', 'productivity'));
    }
    expect(none.factorTests).toEqual([]);
    expect(unlogged.factorsNotEntered).toEqual([{ factor: factor('never'), reason: 'no-values' }]);
  });

  it('tests next-day and same-day factor → rating, never a variable against itself or one rating against another on the same day', () => {
    const { series, factors } = focusUser(40, (i) => 5 + (i % 3), { a: (i) => 6 + (i % 4), b: (i) => (i % 5) + 1 }, [factor('a'), factor('b')]);
    const tests = claimFamily(series, new Map(), factors).factorTests;
    const keys = new Set(tests.map((t) => `${t.predictorId}>${t.outcome.id}@${t.timing}`));
    expect(keys.has('a>focusLevel@same-day')).toBe(true);
    expect(keys.has('a>focusLevel@next-day')).toBe(true);
    expect(keys.has('focusLevel>a@next-day')).toBe(true);
    expect(keys.has('focusLevel>a@same-day')).toBe(false);
    expect(keys.has('a>a@next-day')).toBe(false);
    expect(keys.has('focusLevel>productivity@same-day')).toBe(false);
    expect(keys.has('focusLevel>productivity@next-day')).toBe(true);
    // One direction of a same-day pair of factors: the more-logged first (equal here, so by id).
    expect(keys.has('a>b@same-day') !== keys.has('b>a@same-day')).toBe(true);
  });

  it('leaves days without a logged value out, never reading them as 0 or "no"', () => {
    // Exercise logged yes on even days and not logged at all on odd ones: there are no "no" days, so nothing to compare.
    const { series, factors } = focusUser(60, (i) => (i % 2 === 0 ? 8 : 3), { ex: (i) => (i % 2 === 0 ? 1 : null) }, [
      factor('ex', { kind: 'yes-no', unit: null }),
    ]);
    const row = claimFamily(series, new Map(), factors).factorTests.find(
      (t) => t.predictorId === 'ex' && t.outcome.id === 'focusLevel' && t.timing === 'same-day',
    );
    expect(row).toMatchObject({ days: 30, notEstimated: 'too-few-days', pValue: null, split: { lowDays: 0, highDays: 30 } });
  });

  it('finds a strong same-day association and says so in plain words, with the timing of a night factor', () => {
    const random = seededRandom(4);
    const sleep = Array.from({ length: 60 }, () => 5 + Math.round(random() * 8) / 2);
    const { series, factors } = focusUser(60, (i) => Math.round(2 + (sleep[i] ?? 7) * 0.6 + random()), { sleep: (i) => sleep[i] ?? null }, [
      factor('sleep', { name: 'Sleep', describesNightBefore: true }),
    ]);
    const family = claimFamily(series, new Map(), factors);
    const row = factorEffectRows(family, new Map()).find((r) => r.factor === 'sleep' && r.outcome === 'focusLevel' && r.timing === 'same-day');
    expect(row).toMatchObject({ conclusion: 'benefit', scale: 'per-unit', factorKind: 'factor', outcomeKind: 'rating', days: 60 });
    expect(row?.estimate).toBeGreaterThan(0.3);
    expect(row?.ci95?.low).toBeGreaterThan(0);
    expect(row?.summary).toContain('on days after a night with Sleep under');
    expect(row?.summary).toContain('not proof of cause');
    // As an outcome, the night's value on a date is the night before that day.
    const backwards = factorEffectRows(family, new Map()).find((r) => r.factor === 'focusLevel' && r.outcome === 'sleep' && r.timing === 'next-day');
    expect(backwards?.summary).toContain('in the night after a day with focus level');
    // Claims come first.
    expect(factorEffectRows(family, new Map())[0]?.conclusion).toBe('benefit');
  });

  it('says higher or lower for an outcome without a better direction', () => {
    const { series, factors } = focusUser(60, (i) => 5 + (i % 2), { cups: (i) => (i % 2 === 0 ? 4 : 0) + (i % 3 === 0 ? 1 : 0) }, [
      factor('cups', { kind: 'count', unit: 'cups', betterDirection: null }),
    ]);
    const rows = factorEffectRows(claimFamily(series, new Map(), factors), new Map());
    const row = rows.find((r) => r.factor === 'focusLevel' && r.outcome === 'cups' && r.timing === 'next-day');
    expect(row?.conclusion).toBe('higher');
  });

  it(`enters at most ${MAX_FAMILY_FACTORS} factors, the most logged, and names the others as not compared`, () => {
    const infos = Array.from({ length: MAX_FAMILY_FACTORS + 2 }, (_, k) => factor(`f${String(k).padStart(2, '0')}`));
    const values = Object.fromEntries(infos.map((f, k) => [f.id, (i: number) => (i < 20 + k ? (i * (k + 3)) % 7 : null)]));
    const { series, factors } = focusUser(40, (i) => 4 + (i % 4), values, infos);
    const family = claimFamily(series, new Map(), factors);
    expect(family.factorsNotEntered.map((f) => [f.factor.id, f.reason])).toEqual([
      ['f01', 'too-many-factors'],
      ['f00', 'too-many-factors'],
    ]);
    const row = factorEffectRows(family, new Map()).find((r) => r.factor === 'f00');
    expect(row).toMatchObject({ conclusion: 'inconclusive', estimate: null });
    expect(row?.summary).toContain(`only the ${MAX_FAMILY_FACTORS} factors logged on the most days`);
  });

  it('counts every factor test in the family every screen reports', () => {
    const { series, taken, factors } = simulateFactorUser(
      { days: 90, substances: ['s1', 's2'], takenShare: 0.5, phi: 0.5, sd: 2, sleepOnNextDayFocus: 0 },
      seededRandom(9),
    );
    const family = claimFamily(series, taken, factors);
    const substanceOnly = claimFamily(series, taken);
    const decided = family.factorTests.filter((t) => t.pValue !== null).length;
    expect(family.size).toBe(substanceOnly.size + decided);
    for (const t of family.factorTests) if (t.adjustedP !== null) expect(t.claimed).toBe(t.adjustedP <= family.q);
  });
});
