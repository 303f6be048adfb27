import type { PairOrder } from '@wellness/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normal, seededRandom } from '../statistics/seeded-random.js';
import { analyseExperiment, EXPERIMENT_PRIOR, type AnalysisDay, type AnalysisInput } from './analysis.js';
import { planDays } from './design.js';

/** The plan's days with outcome(day) as each day's rating. */
function daysOf(
  pairOrders: PairOrder[],
  outcome: (day: { dayNumber: number; blockAssignment: 'on' | 'off' }) => number | null,
  blockDays = 7,
  washoutDays = 0,
): AnalysisDay[] {
  return planDays({ startDate: '2026-01-01', blockDays, washoutDays, pairOrders }).map((d) => ({
    dayNumber: d.dayNumber,
    block: d.block,
    pair: d.pair,
    blockAssignment: d.blockAssignment,
    assignment: d.assignment,
    outcome: outcome(d),
  }));
}

/** Ratings around 5 with SD `sd` noise, plus `effect` on on days, from a fixed seed. */
function noisy(effect: number, sd: number, seed: number) {
  const random = seededRandom(seed);
  const noise = Array.from({ length: 200 }, () => normal(random));
  return (d: { dayNumber: number; blockAssignment: 'on' | 'off' }) => 5 + sd * (noise[d.dayNumber] ?? 0) + (d.blockAssignment === 'on' ? effect : 0);
}

const ORDERS: PairOrder[] = ['on-off', 'off-on'];

function input(days: AnalysisDay[], extra: Partial<AnalysisInput> = {}): AnalysisInput {
  return { days, pairOrders: ORDERS, minimumEffect: 1, lowerIsBetter: false, ...extra };
}

describe('experiment analysis', () => {
  it('states its prior in words with the numbers', () => {
    expect(EXPERIMENT_PRIOR).toContain('Normal with mean 0 and SD 2.5 rating points');
  });

  it('estimates on minus off on a known dataset', () => {
    const result = analyseExperiment(input(daysOf(ORDERS, noisy(2, 0.5, 11))));
    expect(result.daysUsed).toBe(28);
    expect(result.estimate).not.toBeNull();
    expect(result.estimate as number).toBeGreaterThan(1.5);
    expect(result.estimate as number).toBeLessThan(2.5);
    expect(result.ci95?.low as number).toBeGreaterThan(0);
    expect(result.ci95?.low as number).toBeLessThan(2);
    expect(result.ci95?.high as number).toBeGreaterThan(2);
    expect(result.conclusion).toBe('benefit');
    expect(result.probabilityAboveMinimum as number).toBeGreaterThan(0.9);
    // Two pairs: the observed design and its mirror image are equally extreme, so 2 of 4 designs is the floor.
    expect(result.randomizationP).toBe(0.5);
  });

  it('reads a rise as harm when lower is better, with the numbers mirrored', () => {
    const days = daysOf(ORDERS, noisy(2, 0.5, 11));
    const higher = analyseExperiment(input(days));
    const lower = analyseExperiment(input(days, { lowerIsBetter: true }));
    expect(lower.estimate as number).toBeCloseTo(-(higher.estimate as number), 6);
    expect(lower.ci95?.low as number).toBeCloseTo(-(higher.ci95?.high as number), 6);
    expect(lower.ci95?.high as number).toBeCloseTo(-(higher.ci95?.low as number), 6);
    expect(lower.conclusion).toBe('harm');
    expect(lower.probabilityAboveMinimum as number).toBeLessThan(0.01);
    expect(lower.randomizationP).toBe(higher.randomizationP);
  });

  it('leaves washout days out, whatever was rated on them', () => {
    const base = noisy(1.5, 0.7, 5);
    const clean = analyseExperiment(input(daysOf(ORDERS, base, 7, 2)));
    // Wild ratings on washout days (1, 2, 8, 9, 22, 23 for on | off | off | on) change nothing.
    const wild = daysOf(ORDERS, base, 7, 2).map((d) => (d.assignment === 'washout' ? { ...d, outcome: d.blockAssignment === 'on' ? 1 : 10 } : d));
    const result = analyseExperiment(input(wild));
    expect(result.daysUsed).toBe(22);
    expect(clean.daysUsed).toBe(22);
    expect(result.estimate).toBeCloseTo(clean.estimate as number, 9);
    expect(result.ci95).toEqual(clean.ci95);
  });

  it('works around missing days: a day not rated is missing, never zero', () => {
    const missing = new Set([3, 4, 10, 16, 17, 18, 25]);
    const days = daysOf(ORDERS, (d) => (missing.has(d.dayNumber) ? null : noisy(2, 0.5, 11)(d)));
    const result = analyseExperiment(input(days));
    expect(result.daysUsed).toBe(21);
    expect(result.estimate as number).toBeGreaterThan(1.3);
    expect(result.estimate as number).toBeLessThan(2.7);
    expect(result.conclusion).toBe('benefit');
  });

  it('counts days by their block, whatever was taken (intention to treat)', () => {
    // The analysis has no notion of what was taken: a block's days are on or off by the plan alone.
    const days = daysOf(ORDERS, noisy(2, 0.5, 11));
    expect(analyseExperiment(input(days)).estimate).toBeCloseTo(analyseExperiment(input(days.map((d) => ({ ...d })))).estimate as number, 12);
  });

  it('says nothing with too few rated days in an arm', () => {
    const onRated = new Set([1, 2]);
    const days = daysOf(ORDERS, (d) => (d.blockAssignment === 'on' && !onRated.has(d.dayNumber) ? null : 5 + (d.dayNumber % 3)));
    const result = analyseExperiment(input(days));
    expect(result).toEqual({ estimate: null, ci95: null, probabilityAboveMinimum: null, randomizationP: null, conclusion: 'inconclusive', daysUsed: 16 });
    const none = analyseExperiment(input(daysOf(ORDERS, () => null)));
    expect(none).toMatchObject({ estimate: null, conclusion: 'inconclusive', daysUsed: 0 });
  });

  it('says nothing when the days cannot fit the model', () => {
    // 3 on days in pair 1 and 3 off days in pair 2: six rows for four columns (effect, two pair levels, trend) leave
    // too few to estimate the noise.
    const rated = new Set([1, 2, 3, 15, 16, 17]);
    const result = analyseExperiment(input(daysOf(ORDERS, (d) => (rated.has(d.dayNumber) ? 5 + (d.dayNumber % 2) : null))));
    expect(result.conclusion).toBe('inconclusive');
    expect(result.estimate).toBeNull();
    expect(result.daysUsed).toBe(6);
  });

  it('finds no meaningful effect only when the whole interval lies inside ±minimumEffect', () => {
    const days = daysOf(ORDERS, noisy(0, 0.3, 3));
    const wide = analyseExperiment(input(days, { minimumEffect: 1 }));
    expect(wide.ci95?.low as number).toBeGreaterThan(-1);
    expect(wide.ci95?.high as number).toBeLessThan(1);
    expect(wide.conclusion).toBe('no-meaningful-effect');
    // The same interval is not inside ±0.1: too wide to rule out an effect that small.
    const narrow = analyseExperiment(input(days, { minimumEffect: 0.1 }));
    expect(narrow.ci95).toEqual(wide.ci95);
    expect(narrow.conclusion).toBe('inconclusive');
  });

  it('reports the randomization p over 2^pairs designs', () => {
    const orders: PairOrder[] = ['on-off', 'off-on', 'off-on', 'on-off'];
    const result = analyseExperiment({ days: daysOf(orders, noisy(3, 0.5, 17)), pairOrders: orders, minimumEffect: 1, lowerIsBetter: false });
    // 16 designs; only the observed one and its mirror are as extreme as a clear effect: 2 / 16.
    expect(result.randomizationP).toBe(0.125);
    expect(result.conclusion).toBe('benefit');
  });
});

describe('experiment analysis: properties', () => {
  const scenario = fc.record({
    pairOrders: fc.array(fc.constantFrom<PairOrder>('on-off', 'off-on'), { minLength: 2, maxLength: 3 }),
    blockDays: fc.integer({ min: 4, max: 7 }),
    washoutDays: fc.integer({ min: 0, max: 2 }),
    ratings: fc.array(fc.option(fc.integer({ min: 1, max: 10 }), { freq: 6 }), { minLength: 42, maxLength: 42 }),
    effect: fc.integer({ min: -3, max: 3 }),
    lowerIsBetter: fc.boolean(),
    minimumEffect: fc.constantFrom(0.5, 1, 2),
  });

  function build(s: typeof scenario extends fc.Arbitrary<infer T> ? T : never): AnalysisInput {
    const days = daysOf(
      s.pairOrders,
      (d) => {
        const r = s.ratings[d.dayNumber - 1];
        return r === null || r === undefined ? null : Math.min(10, Math.max(1, r + (d.blockAssignment === 'on' ? s.effect : 0)));
      },
      s.blockDays,
      s.washoutDays,
    );
    return { days, pairOrders: s.pairOrders, minimumEffect: s.minimumEffect, lowerIsBetter: s.lowerIsBetter };
  }

  it('keeps its numbers consistent: p in (0, 1], the interval around the estimate, probabilities in [0, 1]', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = analyseExperiment(build(s));
        if (result.estimate === null) {
          expect(result).toMatchObject({ ci95: null, probabilityAboveMinimum: null, randomizationP: null, conclusion: 'inconclusive' });
          return;
        }
        const { low, high } = result.ci95 as { low: number; high: number };
        expect(low).toBeLessThanOrEqual(result.estimate);
        expect(high).toBeGreaterThanOrEqual(result.estimate);
        expect(result.randomizationP as number).toBeGreaterThan(0);
        expect(result.randomizationP as number).toBeLessThanOrEqual(1);
        expect(result.probabilityAboveMinimum as number).toBeGreaterThanOrEqual(0);
        expect(result.probabilityAboveMinimum as number).toBeLessThanOrEqual(1);
        if (result.conclusion === 'benefit') expect(low).toBeGreaterThan(0);
        if (result.conclusion === 'harm') expect(high).toBeLessThan(0);
      }),
      { numRuns: 40 },
    );
  });

  it('ignores a constant added to every rating', () => {
    fc.assert(
      fc.property(scenario, fc.double({ min: -20, max: 20, noNaN: true }), (s, shift) => {
        const base = build(s);
        const shifted = { ...base, days: base.days.map((d) => ({ ...d, outcome: d.outcome === null ? null : d.outcome + shift })) };
        const a = analyseExperiment(base);
        const b = analyseExperiment(shifted);
        if (a.estimate === null) {
          expect(b.estimate).toBeNull();
          return;
        }
        expect(b.estimate as number).toBeCloseTo(a.estimate, 5);
        expect(b.ci95?.low as number).toBeCloseTo(a.ci95?.low as number, 5);
        expect(b.conclusion).toBe(a.conclusion);
      }),
      { numRuns: 30 },
    );
  });

  it('flips the sign when on and off swap', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const base = build(s);
        const flip = (v: 'on' | 'off'): 'on' | 'off' => (v === 'on' ? 'off' : 'on');
        const swapped: AnalysisInput = {
          ...base,
          pairOrders: base.pairOrders.map((o) => (o === 'on-off' ? 'off-on' : 'on-off')),
          days: base.days.map((d) => ({
            ...d,
            blockAssignment: flip(d.blockAssignment),
            assignment: d.assignment === 'washout' ? 'washout' : flip(d.assignment),
          })),
        };
        const a = analyseExperiment(base);
        const b = analyseExperiment(swapped);
        if (a.estimate === null) {
          expect(b.estimate).toBeNull();
          return;
        }
        expect(b.estimate as number).toBeCloseTo(-a.estimate, 5);
        expect(b.ci95?.low as number).toBeCloseTo(-(a.ci95?.high as number), 5);
        expect(b.randomizationP).toBe(a.randomizationP);
      }),
      { numRuns: 30 },
    );
  });
});
