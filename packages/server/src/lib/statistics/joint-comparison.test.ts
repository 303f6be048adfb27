/**
 * The joint model of all substances on one metric: it agrees with the one-substance comparison when there is one
 * substance, adjusts a substance for another taken on overlapping days, shares one estimate among substances taken on
 * the same days, and says why it has no estimate.
 */
import { describe, expect, it } from 'vitest';
import { jointEffects, type JointDay } from './joint-comparison.js';
import { hedgesG } from './hedges-g.js';
import { mean, sampleSd } from './descriptive.js';
import { normal, seededRandom } from './seeded-random.js';

/** A user's days: AR(1) ratings (φ = 0.5, SD 2 around 6), each substance's effect in SDs added on its taken days. */
function simulate(random: () => number, days: number, schedule: (day: number) => string[], effects: Readonly<Record<string, number>>): JointDay[] {
  let z = normal(random);
  const out: JointDay[] = [];
  let before: ReadonlySet<string> | null = null;
  for (let i = 0; i < days; i += 1) {
    z = 0.5 * z + Math.sqrt(1 - 0.25) * normal(random);
    const taken = new Set(schedule(i));
    const effect = [...taken].reduce((sum, id) => sum + (effects[id] ?? 0), 0);
    out.push({ index: i, value: 6 + 2 * z + 2 * effect, taken, takenDayBefore: before });
    before = taken;
  }
  return out;
}

describe('joint effects of all substances on one metric', () => {
  it('estimates a lone substance near the textbook Hedges g, with an interval that agrees with its p-value', () => {
    const random = seededRandom(11);
    const days = simulate(random, 240, () => (random() < 0.5 ? ['a'] : []), { a: 0.5 });
    const joint = jointEffects(days, ['a']).sameDay[0];
    const side = (on: boolean) => days.filter((d) => d.taken.has('a') === on).map((d) => d.value ?? 0);
    const textbook = hedgesG(
      { n: side(true).length, mean: mean(side(true)) ?? 0, sd: sampleSd(side(true)) ?? 0 },
      { n: side(false).length, mean: mean(side(false)) ?? 0, sd: sampleSd(side(false)) ?? 0 },
    );
    expect(Math.abs((joint?.g ?? NaN) - (textbook?.g ?? NaN))).toBeLessThan(0.1);
    expect(joint?.adjustedFor).toBe(0);
    expect((joint?.pValue ?? 1) < 0.05).toBe((joint?.ci95?.low ?? 0) > 0 || (joint?.ci95?.high ?? 0) < 0);
    expect(joint?.gSe).toBeGreaterThan(0);
  });

  it('is calibrated under no effect: p below 0.01 and 0.002 about as often as it should be (φ = 0.5, 8 substances)', () => {
    const random = seededRandom(21);
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const ps: number[] = [];
    for (let u = 0; u < 300; u += 1) {
      const days = simulate(random, 180, () => ids.filter(() => random() < 0.5), {});
      const { sameDay, nextDay } = jointEffects(days, ids);
      for (const e of [...sameDay, ...nextDay]) if (e.pValue !== null) ps.push(e.pValue);
    }
    const share = (alpha: number) => ps.filter((p) => p < alpha).length / ps.length;
    console.info([0.05, 0.01, 0.002, 0.0005].map((a) => `${a}: ${(share(a) / a).toFixed(2)}`).join(' '));
    expect(ps).toHaveLength(300 * 16);
    expect(share(0.05)).toBeLessThan(0.06);
    expect(share(0.01)).toBeLessThan(0.013);
    expect(share(0.002)).toBeLessThan(0.003);
  });

  it('does not credit a useless substance taken mostly on an effective one’s days, where one-at-a-time does', () => {
    const users = 300;
    let jointFalse = 0;
    let aloneFalse = 0;
    let jointFound = 0;
    for (let u = 0; u < users; u += 1) {
      const random = seededRandom(1000 + u);
      // b follows a three days in four: agreement about 75 %, below the inseparable threshold.
      const days = simulate(
        random,
        180,
        () => {
          const a = random() < 0.5;
          const b = random() < 0.75 ? a : !a;
          return [...(a ? ['a'] : []), ...(b ? ['b'] : [])];
        },
        { a: 0.5 },
      );
      const { sameDay } = jointEffects(days, ['a', 'b']);
      const [a, b] = sameDay;
      if ((b?.pValue ?? 1) < 0.05) jointFalse += 1;
      if ((a?.pValue ?? 1) < 0.05) jointFound += 1;
      // The same model with b alone: a's days are then part of b's comparison.
      const alone = jointEffects(days, ['b']).sameDay[0];
      if ((alone?.pValue ?? 1) < 0.05) aloneFalse += 1;
    }
    expect(jointFalse / users).toBeLessThanOrEqual(0.08);
    expect(aloneFalse / users).toBeGreaterThanOrEqual(0.3);
    expect(jointFound / users).toBeGreaterThanOrEqual(0.6);
  });

  it('shares one estimate among substances taken on the same days, naming each other', () => {
    const random = seededRandom(5);
    const days = simulate(random, 90, () => (random() < 0.5 ? ['magnesium', 'zinc'] : []), { magnesium: 0.8 });
    const [magnesium, zinc] = jointEffects(days, ['magnesium', 'zinc']).sameDay;
    expect(magnesium?.inseparableFrom).toEqual(['zinc']);
    expect(zinc?.inseparableFrom).toEqual(['magnesium']);
    expect(zinc?.g).toBe(magnesium?.g);
    expect(magnesium?.g).not.toBeNull();
  });

  it('says why there is no estimate: every day, too few days, or a column the others add up to', () => {
    const random = seededRandom(9);
    const everyDay = simulate(random, 60, () => ['daily', ...(random() < 0.5 ? ['other'] : [])], {});
    const [daily, other] = jointEffects(everyDay, ['daily', 'other']).sameDay;
    expect(daily?.notEstimated).toBe('too-few-days');
    expect(daily?.daysNotTaken).toBe(0);
    expect(other?.notEstimated).toBeNull();

    // c is taken exactly when a or b is (a and b never together): c = a + b, so one column must go.
    const sums = simulate(random, 120, (i) => (i % 3 === 0 ? ['a', 'c'] : i % 3 === 1 ? ['b', 'c'] : []), {});
    const results = jointEffects(sums, ['a', 'b', 'c']).sameDay;
    expect(results.filter((r) => r.notEstimated === 'collinear')).toHaveLength(1);
    expect(results.filter((r) => r.pValue !== null)).toHaveLength(2);
  });

  it('leaves unrated days out and fits the next-day model on the day before', () => {
    const random = seededRandom(3);
    const days = simulate(random, 100, () => (random() < 0.5 ? ['a'] : []), {}).map((d, i) => (i % 10 === 5 ? { ...d, value: null } : d));
    const { sameDay, nextDay } = jointEffects(days, ['a']);
    expect((sameDay[0]?.daysTaken ?? 0) + (sameDay[0]?.daysNotTaken ?? 0)).toBe(90);
    expect((nextDay[0]?.daysTaken ?? 0) + (nextDay[0]?.daysNotTaken ?? 0)).toBe(89);
  });
});
