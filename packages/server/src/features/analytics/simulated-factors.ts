/**
 * Simulated users with their own factors (issue 32), for factor-family.simulation.test.ts and the docs' figures: the
 * ratings and substances of simulated-family.ts, plus five factors of every kind, each logged on most days but not all
 * (a day without a value is missing), and optionally a planted effect of sleep on the next day's focus. Test support,
 * kept beside the composers it feeds.
 */
import { addDays } from '../../lib/calendar.js';
import { normal } from '../../lib/statistics/seeded-random.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { FactorInfo, FactorSeries } from '../../reads/factor-values/factor-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';
import { simulateFamilyUser, type FamilySimulation } from './simulated-family.js';

export const SIMULATED_FACTORS: readonly FactorInfo[] = [
  { id: 'sleep', name: 'Sleep', kind: 'number', unit: 'h', betterDirection: 'higher', describesNightBefore: false },
  { id: 'caffeine', name: 'Coffee', kind: 'count', unit: 'cups', betterDirection: null, describesNightBefore: false },
  { id: 'exercise', name: 'Exercise', kind: 'yes-no', unit: null, betterDirection: 'higher', describesNightBefore: false },
  { id: 'stress', name: 'Stress', kind: 'scale', unit: null, betterDirection: 'lower', describesNightBefore: false },
  { id: 'alcohol', name: 'Alcohol', kind: 'yes-no', unit: null, betterDirection: null, describesNightBefore: false },
];

/** Share of days each factor is logged on; the others are missing. */
const LOGGED: Readonly<Record<string, number>> = { sleep: 0.9, caffeine: 0.85, exercise: 0.8, stress: 0.85, alcohol: 0.75 };

export interface FactorUserSpec extends Omit<FamilySimulation, 'shift'> {
  /** Focus points per hour of the previous day's sleep above or below 7 h (0: no effect). */
  sleepOnNextDayFocus: number;
}

/** The factors' true values, day by day: sleep around 7 h (SD 1, slightly persistent), the others independent of the ratings. */
function factorDays(days: number, random: () => number): Record<string, number>[] {
  let sleepNoise = normal(random);
  let stressNoise = normal(random);
  return Array.from({ length: days }, () => {
    sleepNoise = 0.3 * sleepNoise + Math.sqrt(1 - 0.09) * normal(random);
    stressNoise = 0.5 * stressNoise + Math.sqrt(0.75) * normal(random);
    return {
      sleep: Math.round((7 + sleepNoise) * 4) / 4,
      caffeine: Math.floor(random() * 4),
      exercise: random() < 0.4 ? 1 : 0,
      stress: Math.min(10, Math.max(1, Math.round(5 + 2 * stressNoise))),
      alcohol: random() < 0.2 ? 1 : 0,
    };
  });
}

export function simulateFactorUser(spec: FactorUserSpec, random: () => number): { series: DayActivity[]; taken: TakenDays; factors: FactorSeries } {
  const truth = factorDays(spec.days, random);
  const shift = (day: number, metric: string) => {
    const before = truth[day - 1];
    return metric === 'focusLevel' && before ? spec.sleepOnNextDayFocus * ((before['sleep'] ?? 7) - 7) : 0;
  };
  const { series, taken } = simulateFamilyUser({ ...spec, shift }, random);
  const first = spec.firstDay ?? '2026-01-01';
  const values = new Map<string, Map<string, number>>(SIMULATED_FACTORS.map((f) => [f.id, new Map()]));
  truth.forEach((day, i) => {
    for (const factor of SIMULATED_FACTORS) {
      const value = day[factor.id];
      if (value !== undefined && random() < (LOGGED[factor.id] ?? 1)) values.get(factor.id)?.set(addDays(first, i), value);
    }
  });
  return { series, taken, factors: { factors: SIMULATED_FACTORS, values } };
}
