/**
 * The claim rates of issue 12 measured on simulated users (ratings 1-10, AR(1) with φ = 0.5, rounded and
 * clamped), 1,000 users per scenario from a fixed seed: deterministic, a few seconds. The rates printed here are
 * the ones in docs/analytics.md.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom, simulateUser, type SimulationSpec } from './simulated-user.js';
import { compareTakenDays, type Conclusion } from './taken-comparison.js';

const USERS = 1000;

function rates(spec: SimulationSpec, seed: number): Record<Conclusion, number> {
  const random = seededRandom(seed);
  const counts: Record<Conclusion, number> = { benefit: 0, harm: 0, inconclusive: 0, 'insufficient-data': 0 };
  for (let u = 0; u < USERS; u++) {
    const days = simulateUser(spec, random);
    const result = compareTakenDays(days.map((d, i) => ({ ...d, takenDayBefore: i === 0 ? null : (days[i - 1]?.taken ?? null) })));
    counts[result.conclusion]++;
  }
  const out = { ...counts };
  for (const key of Object.keys(out) as Conclusion[]) out[key] = counts[key] / USERS;
  return out;
}

const base: Omit<SimulationSpec, 'schedule'> = { days: 180, phi: 0.5, sd: 2, base: 6, effect: 0, drift: 0 };
const randomHalf = (_day: number, random: () => number) => random() < 0.5;

describe('simulated users (issue 12 required behaviour)', { timeout: 30_000 }, () => {
  it('reports a planted g = 0.5 on a random half of 180 days as benefit for at least 80% of users', () => {
    const r = rates({ ...base, effect: 0.5, schedule: randomHalf }, 1);
    console.info(`simulation g=0.5, random half of 180 days: benefit ${(r.benefit * 100).toFixed(1)}%, harm ${(r.harm * 100).toFixed(1)}%`);
    expect(r.benefit).toBeGreaterThanOrEqual(0.8);
  });

  it('claims benefit or harm for at most 5% of users with no effect and random days', () => {
    const r = rates({ ...base, schedule: randomHalf }, 2);
    console.info(`simulation no effect, random days: benefit or harm ${((r.benefit + r.harm) * 100).toFixed(1)}%`);
    expect(r.benefit + r.harm).toBeLessThanOrEqual(0.05);
  });

  it('claims benefit or harm for at most 10% with no effect, upward drift and the supplement started halfway, daily after', () => {
    const r = rates({ ...base, drift: 3, schedule: (day) => day >= 90 }, 3);
    console.info(`simulation no effect, drift +3 over 180 days, started halfway: benefit or harm ${((r.benefit + r.harm) * 100).toFixed(1)}%`);
    expect(r.benefit + r.harm).toBeLessThanOrEqual(0.1);
  });

  it('answers insufficient-data with under two weeks of data, even with a huge effect', () => {
    const r = rates({ ...base, days: 13, effect: 3, schedule: randomHalf }, 4);
    console.info(`simulation 13 days, g=3: insufficient-data ${(r['insufficient-data'] * 100).toFixed(1)}%`);
    expect(r['insufficient-data']).toBe(1);
  });
});
