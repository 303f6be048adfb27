/**
 * The rates the experiment analysis meets on simulated people who follow the plan, with fixed seeds
 * (docs/experiments.md, "Measured rates"): 2 pairs of 7-day blocks, no washout, ratings rounded to whole numbers and
 * clamped to 1-10, each block order drawn by chance per person. "SD" is the SD of a person's untreated ratings over the
 * 28 days (what they would see), so an effect of 0.8 SD is 0.8 × that in rating points.
 *
 * The issue asks for `benefit` at 0.8 SD for at least 80 % of people and `benefit` or `harm` with no effect for at most
 * 5 %. The 5 % holds under every process simulated here and is asserted. The 80 % is not reachable with 28 days: even
 * knowing the true noise structure, the best linear estimate adjusted for pair level and time trend has power 27 %
 * (chosen process), 25 % (AR(1) 0.5) and 37 % (independent days) at 0.8 SD; the measured rates are asserted as floors so
 * a change that loses power shows, and the docs give the numbers.
 */
import type { PairOrder } from '@wellness/contract';
import { describe, expect, it } from 'vitest';
import { normal, seededRandom } from '../statistics/seeded-random.js';
import { analyseExperiment, type AnalysisDay, type AnalysisResult } from './analysis.js';
import { planDays } from './design.js';
import { drawPairOrders } from './randomization.js';

/**
 * Untreated rating = 5.5 + persistent part (stationary AR(1) with coefficient slowPhi, variance slowShare·1.5²) + daily
 * part (AR(1) with dailyPhi, variance (1 − slowShare)·1.5²) + drift·(t/28 − ½); on days add the effect.
 */
interface Process {
  slowShare: number;
  slowPhi: number;
  dailyPhi: number;
  drift: number;
}

const LEVEL_SD = 1.5;
const DAYS = 28;

/** The chosen process: a persistent level (φ 0.9, 60 % of the variance) plus independent daily noise; the lag-1
 * autocorrelation is 0.54 over the long run and about 0.31 within four weeks, as daily-diary studies report. */
const PERSISTENT_PLUS_DAILY: Process = { slowShare: 0.6, slowPhi: 0.9, dailyPhi: 0, drift: 0 };
const AR1: Process = { slowShare: 0, slowPhi: 0, dailyPhi: 0.5, drift: 0 };
const INDEPENDENT: Process = { slowShare: 0, slowPhi: 0, dailyPhi: 0, drift: 0 };
/** Independent days on a steady rise of 1.5 points over the four weeks: the time trend the model adjusts for. */
const DRIFTING: Process = { slowShare: 0, slowPhi: 0, dailyPhi: 0, drift: 1.5 };

/** √E[sample variance] of the untreated ratings over the 28 days, rounding (variance 1/12) included. */
function personSd(p: Process): number {
  let trace = 0;
  let all = 0;
  for (let i = 0; i < DAYS; i++) {
    for (let j = 0; j < DAYS; j++) {
      const lag = Math.abs(i - j);
      const c = LEVEL_SD ** 2 * (p.slowShare * p.slowPhi ** lag + (1 - p.slowShare) * p.dailyPhi ** lag) + (i === j ? 1 / 12 : 0);
      all += c;
      if (i === j) trace += c;
    }
  }
  // The drift adds the sample variance of its straight line: (drift / DAYS)² · DAYS · (DAYS + 1) / 12.
  const driftVariance = (p.drift ** 2 * (DAYS + 1)) / (12 * DAYS);
  return Math.sqrt((trace - all / DAYS) / (DAYS - 1) + driftVariance);
}

function simulatePerson(p: Process, effectSd: number, random: () => number): AnalysisResult {
  const pairOrders: PairOrder[] = drawPairOrders(random().toString(36), 2);
  const plan = planDays({ startDate: '2026-03-02', blockDays: 7, washoutDays: 0, pairOrders });
  const slowVariance = p.slowShare * LEVEL_SD ** 2;
  const dailyVariance = (1 - p.slowShare) * LEVEL_SD ** 2;
  let slow = Math.sqrt(slowVariance) * normal(random);
  let daily = Math.sqrt(dailyVariance) * normal(random);
  const effect = effectSd * personSd(p);
  const days: AnalysisDay[] = plan.map((d, i) => {
    if (i > 0) {
      slow = p.slowPhi * slow + Math.sqrt(slowVariance * (1 - p.slowPhi ** 2)) * normal(random);
      daily = p.dailyPhi * daily + Math.sqrt(dailyVariance * (1 - p.dailyPhi ** 2)) * normal(random);
    }
    const raw = 5.5 + slow + daily + p.drift * (i / DAYS - 0.5) + (d.blockAssignment === 'on' ? effect : 0);
    const outcome = Math.min(10, Math.max(1, Math.round(raw)));
    return { dayNumber: d.dayNumber, block: d.block, pair: d.pair, blockAssignment: d.blockAssignment, assignment: d.assignment, outcome };
  });
  return analyseExperiment({ days, pairOrders, minimumEffect: 1, lowerIsBetter: false });
}

const PEOPLE = 400;

function rates(p: Process, effectSd: number, seed: number) {
  const counts = { benefit: 0, harm: 0, 'no-meaningful-effect': 0, inconclusive: 0 };
  for (let u = 0; u < PEOPLE; u++) {
    const result = simulatePerson(p, effectSd, seededRandom(seed * 100_003 + u));
    counts[result.conclusion] += 1;
    // Every person follows the plan and rates every day.
    expect(result.daysUsed).toBe(DAYS);
  }
  const share = (n: number) => n / PEOPLE;
  return {
    benefit: share(counts.benefit),
    harm: share(counts.harm),
    noMeaningfulEffect: share(counts['no-meaningful-effect']),
    inconclusive: share(counts.inconclusive),
  };
}

describe('experiment analysis: simulated people, 4 blocks of 7 days', () => {
  it('has an SD per person as stated', () => {
    expect(personSd(PERSISTENT_PLUS_DAILY)).toBeCloseTo(1.318, 2);
    expect(personSd(AR1)).toBeCloseTo(1.476, 2);
    expect(personSd(INDEPENDENT)).toBeCloseTo(1.528, 2);
  });

  it('claims an effect for at most 5 % when there is none: persistent level plus daily noise', () => {
    const r = rates(PERSISTENT_PLUS_DAILY, 0, 1);
    console.info('persistent+daily, no effect', r);
    expect(r.benefit + r.harm).toBeLessThanOrEqual(0.05);
  });

  it('finds a 0.8 SD effect: persistent level plus daily noise (below the issue 80 %, see the header)', () => {
    const r = rates(PERSISTENT_PLUS_DAILY, 0.8, 2);
    console.info('persistent+daily, 0.8 SD', r);
    expect(r.harm).toBeLessThanOrEqual(0.01);
    expect(r.benefit).toBeGreaterThanOrEqual(0.15);
  });

  it('claims an effect for at most 5 % when there is none: plain AR(1), φ = 0.5', () => {
    const r = rates(AR1, 0, 3);
    console.info('AR(1) 0.5, no effect', r);
    expect(r.benefit + r.harm).toBeLessThanOrEqual(0.05);
  });

  it('finds a 0.8 SD effect: plain AR(1), φ = 0.5', () => {
    const r = rates(AR1, 0.8, 4);
    console.info('AR(1) 0.5, 0.8 SD', r);
    expect(r.harm).toBeLessThanOrEqual(0.01);
    expect(r.benefit).toBeGreaterThanOrEqual(0.15);
  });

  it('claims an effect for at most 5 % when there is none: independent days', () => {
    const r = rates(INDEPENDENT, 0, 5);
    console.info('independent, no effect', r);
    expect(r.benefit + r.harm).toBeLessThanOrEqual(0.05);
  });

  it('finds a 0.8 SD effect: independent days', () => {
    const r = rates(INDEPENDENT, 0.8, 6);
    console.info('independent, 0.8 SD', r);
    expect(r.harm).toBeLessThanOrEqual(0.01);
    expect(r.benefit).toBeGreaterThanOrEqual(0.1);
  });

  it('claims an effect for at most 5 % when there is none: a steady rise over the four weeks', () => {
    const r = rates(DRIFTING, 0, 7);
    console.info('drift, no effect', r);
    expect(r.benefit + r.harm).toBeLessThanOrEqual(0.05);
  });
});
