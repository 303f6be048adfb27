/**
 * Issue 28's required rates, on simulated users (simulated-family.ts: ratings 1-10, AR(1) day-to-day noise with
 * φ = 0.5, 180 days, 8 substances each taken on a random half of the days), the whole family through the real
 * composers: the effectiveness table, every substance's insights and an ailment analysis of all eight metrics. Fixed
 * seeds, so the figures are the same on every run; docs/analytics.md quotes the printed ones. Issue 12's
 * single-substance rates are checked the same way.
 */
import { RATING_METRICS, type Conclusion, type RatingMetric } from '@wellness/contract';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/statistics/seeded-random.js';
import { ailmentAnalysis } from './ailment-analysis.js';
import { claimFamily } from './claim-family.js';
import { substanceEffectiveness } from './effectiveness.js';
import { substanceInsights } from './insights.js';
import { simulateFamilyUser, type FamilySimulation } from './simulated-family.js';

const USERS = 400;
const EIGHT = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
const claim = (c: Conclusion) => c === 'benefit' || c === 'harm';

/** Every claim the Analytics screens would show one user: substance, metric, conclusion. */
function screenClaims(spec: FamilySimulation, random: () => number): { id: string; metric: RatingMetric; conclusion: Conclusion }[] {
  const { series, taken } = simulateFamilyUser(spec, random);
  const family = claimFamily(series, taken);
  const substances = spec.substances.map((id) => ({ id, name: id.toUpperCase(), brand: null }));
  const doses = new Map(spec.substances.map((id) => [id, taken.get(id)?.size ?? 0]));
  const out: { id: string; metric: RatingMetric; conclusion: Conclusion }[] = [];
  for (const row of substanceEffectiveness(series, taken, substances, doses, family))
    if (claim(row.conclusion)) out.push({ id: row.id, metric: 'productivity', conclusion: row.conclusion });
  for (const substance of substances) {
    const insights = substanceInsights({
      substance: { ...substance, category: null, totalDoses: doses.get(substance.id) ?? 0 },
      today: series.at(-1)?.day ?? '',
      series,
      taken: taken.get(substance.id),
      firstTaken: [...(taken.get(substance.id)?.keys() ?? [])].sort()[0] ?? null,
      family,
    });
    for (const change of insights.metrics.significantChanges) out.push({ id: substance.id, metric: change.metric, conclusion: change.conclusion });
  }
  const ailment = ailmentAnalysis({ condition: { id: 'c', name: 'All', metrics: RATING_METRICS }, days: spec.days, family, substances, doseCounts: doses });
  for (const row of ailment.supplements)
    for (const e of row.effects) if (claim(e.conclusion)) out.push({ id: row.id, metric: e.metric, conclusion: e.conclusion });
  return out;
}

function rates(spec: FamilySimulation, seed: number, planted?: { id: string; metric: RatingMetric }) {
  const random = seededRandom(seed);
  let anyClaim = 0;
  let found = 0;
  let otherClaim = 0;
  for (let u = 0; u < USERS; u += 1) {
    const claims = screenClaims(spec, random);
    if (claims.length > 0) anyClaim += 1;
    if (planted && claims.some((c) => c.id === planted.id && c.metric === planted.metric && c.conclusion === 'benefit')) found += 1;
    if (claims.some((c) => !planted || c.id !== planted.id || c.metric !== planted.metric)) otherClaim += 1;
  }
  return { anyClaim: anyClaim / USERS, found: found / USERS, otherClaim: otherClaim / USERS };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const eight: FamilySimulation = { days: 180, substances: EIGHT, takenShare: 0.5, phi: 0.5, sd: 2 };

describe('one family of claims per screen, on simulated users', { timeout: 300_000 }, () => {
  it('shows any benefit or harm anywhere to at most 10% of users when none of 8 substances does anything', () => {
    const r = rates(eight, 2801);
    console.info(`family, 8 substances, no effect: any claim ${pct(r.anyClaim)}`);
    expect(r.anyClaim).toBeLessThanOrEqual(0.1);
  });

  it('reports one substance with g = 0.5 on productivity as benefit for at least 75% of users', () => {
    const r = rates({ ...eight, effects: { s3: { productivity: 0.5 } } }, 2802, { id: 's3', metric: 'productivity' });
    console.info(`family, 8 substances, s3 g=0.5 on productivity: found ${pct(r.found)}, another claim too ${pct(r.otherClaim)}`);
    expect(r.found).toBeGreaterThanOrEqual(0.75);
  });

  it('reports a g = 0.5 effect on a secondary metric too, with less power (measured, for the docs)', () => {
    const r = rates({ ...eight, effects: { s3: { mood: 0.5 } } }, 2803, { id: 's3', metric: 'mood' });
    console.info(`family, 8 substances, s3 g=0.5 on mood: found ${pct(r.found)}, another claim too ${pct(r.otherClaim)}`);
    expect(r.found).toBeGreaterThan(0.3);
  });
});

describe('the single-substance rates still hold through the family', { timeout: 300_000 }, () => {
  // The single-substance rates are per comparison: users who rate productivity only, so the family is that one comparison's two timings.
  const one: FamilySimulation = { days: 180, substances: ['s1'], takenShare: 0.5, phi: 0.5, sd: 2, metrics: ['productivity'] };

  it('finds a planted g = 0.5 on a random half of 180 days for at least 80% of users', () => {
    const r = rates({ ...one, effects: { s1: { productivity: 0.5 } } }, 1201, { id: 's1', metric: 'productivity' });
    console.info(`one substance, g=0.5 on productivity: found ${pct(r.found)}`);
    expect(r.found).toBeGreaterThanOrEqual(0.8);
  });

  it('claims anything for at most 5% of users with no effect and random days', () => {
    const r = rates(one, 1202);
    console.info(`one substance, no effect: any claim ${pct(r.anyClaim)}`);
    expect(r.anyClaim).toBeLessThanOrEqual(0.05);
  });

  it('claims anything for at most 10% with no effect, upward drift and the supplement started halfway, daily after', () => {
    const r = rates({ ...one, drift: 3, schedule: (day) => day >= 90 }, 1203);
    console.info(`one substance, drift +3, started halfway: any claim ${pct(r.anyClaim)}`);
    expect(r.anyClaim).toBeLessThanOrEqual(0.1);
  });

  it('answers insufficient-data with under two weeks of data, even with a huge effect', () => {
    const random = seededRandom(1204);
    for (let u = 0; u < 50; u += 1) {
      const { series, taken } = simulateFamilyUser({ ...one, days: 13, effects: { s1: { productivity: 3 } } }, random);
      expect(claimFamily(series, taken).comparison('s1', 'productivity').conclusion).toBe('insufficient-data');
    }
  });
});
