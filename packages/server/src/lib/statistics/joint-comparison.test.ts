/**
 * The joint model of all substances on one metric: it agrees with the one-substance comparison when there is one
 * substance, adjusts a substance for another taken on overlapping days, shares one estimate among substances taken on
 * the same days, and says why it has no estimate.
 */
import { describe, expect, it } from 'vitest';
import { jointEffects, type JointDay } from './joint-comparison.js';
import { normal, seededRandom } from './simulated-user.js';
import { compareTakenDays, type ComparisonDay } from './taken-comparison.js';

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

const asComparison = (days: readonly JointDay[], id: string): ComparisonDay[] =>
  days.map((d) => ({ index: d.index, value: d.value, taken: d.taken.has(id), takenDayBefore: d.takenDayBefore === null ? null : d.takenDayBefore.has(id) }));

describe('joint effects of all substances on one metric', () => {
  it('gives the one-substance comparison’s estimate when there is one substance', () => {
    const random = seededRandom(11);
    const days = simulate(random, 120, () => (random() < 0.5 ? ['a'] : []), { a: 0.5 });
    const joint = jointEffects(days, ['a']).sameDay[0];
    const single = compareTakenDays(asComparison(days, 'a')).tested.find((e) => e.timing === 'same-day');
    expect(joint?.g).toBeCloseTo(single?.g ?? NaN, 10);
    expect(joint?.pValue).toBeCloseTo(single?.pValue ?? NaN, 10);
    expect(joint?.ci95?.low).toBeCloseTo(single?.ci95?.low ?? NaN, 10);
    expect(joint?.adjustedFor).toBe(0);
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
      const alone = compareTakenDays(asComparison(days, 'b')).tested.find((e) => e.timing === 'same-day');
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
