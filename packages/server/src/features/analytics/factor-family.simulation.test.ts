/**
 * Issue 32's required rates for a user's own factors, on simulated users (simulated-factors.ts: 90 days, 8 ratings
 * with AR(1) noise φ = 0.5, 5 substances each on a random half of the days, 5 factors of every kind logged on 75-90 %
 * of the days), through the real family (claim-family.ts) and rows (factor-effects.ts). Fixed seeds, so the figures are
 * the same on every run; docs/analytics.md "Factors in the family" quotes the printed ones.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/statistics/seeded-random.js';
import { claimFamily } from './claim-family.js';
import { factorEffectRows } from './factor-effects.js';
import { simulateFactorUser, type FactorUserSpec } from './simulated-factors.js';

const USERS = 300;
const FIVE = ['s1', 's2', 's3', 's4', 's5'];
const NAMES = new Map(FIVE.map((id) => [id, id.toUpperCase()]));
/**
 * 1.25 focus points per hour of sleep (sleep ~ 7 h, SD 1 h; focus SD 2): after nights under 6 h focus averages about 2.3
 * points lower, e.g. 4.3 against 6.6. The issue's own example (4.9 against 6.3, 0.75 points per hour) is found for about
 * 4 users in 10 over 90 days; docs/analytics.md gives the figures and the days it needs.
 */
const PLANTED = 1.25;
const base: FactorUserSpec = { days: 90, substances: FIVE, takenShare: 0.5, phi: 0.5, sd: 2, sleepOnNextDayFocus: 0 };

function rates(spec: FactorUserSpec, seed: number) {
  const random = seededRandom(seed);
  let anyClaim = 0;
  let found = 0;
  let otherClaim = 0;
  let size = 0;
  for (let u = 0; u < USERS; u += 1) {
    const { series, taken, factors } = simulateFactorUser(spec, random);
    const family = claimFamily(series, taken, factors);
    size += family.size;
    if (family.claims > 0) anyClaim += 1;
    const rows = factorEffectRows(family, NAMES);
    const planted = rows.find((r) => r.factor === 'sleep' && r.outcome === 'focusLevel' && r.timing === 'next-day');
    const hit = planted?.conclusion === 'benefit';
    if (hit) found += 1;
    if (family.claims > (hit ? 1 : 0)) otherClaim += 1;
  }
  return { anyClaim: anyClaim / USERS, found: found / USERS, otherClaim: otherClaim / USERS, size: size / USERS };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

describe('factors in the one family of claims, on simulated users', { timeout: 300_000 }, () => {
  it('finds a planted effect of sleep on next-day focus for at least 80% of users over 90 days', () => {
    const r = rates({ ...base, sleepOnNextDayFocus: PLANTED }, 3201);
    console.info(
      `5 factors + 5 substances, sleep → next-day focus ${PLANTED}/h: found ${pct(r.found)}, another claim too ${pct(r.otherClaim)}, mean family size ${r.size.toFixed(0)}`,
    );
    expect(r.found).toBeGreaterThanOrEqual(0.8);
  });

  it('shows any claim anywhere to at most 10% of users when no factor or substance does anything', () => {
    const r = rates(base, 3202);
    console.info(`5 factors + 5 substances, no effect: any claim ${pct(r.anyClaim)}, mean family size ${r.size.toFixed(0)}`);
    expect(r.anyClaim).toBeLessThanOrEqual(0.1);
  });
});
