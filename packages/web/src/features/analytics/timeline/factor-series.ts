/**
 * The user's factors on the Timeline, merged on this device from GET /factors/values over the timeline's days:
 * one series per chosen factor with a value or null for every day, so a day without a value is a gap in the line,
 * never a zero. Yes-no values are drawn as 1 (yes) and 0 (no); each series' axis top follows its kind.
 */
import type { Factor, FactorValue } from '@wellness/contract';

export interface FactorSeries {
  factor: Factor;
  /** One per day of `dates`, in order; null where nothing was logged. */
  values: Array<number | null>;
  /** Days with a value. */
  logged: number;
  /** The top of this series' axis: 1 for yes-no, 10 for a scale, else the largest value rounded up (at least 1). */
  top: number;
}

/** Every calendar day from `from` to `to` (YYYY-MM-DD, inclusive). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The `count` calendar days ending `to`, oldest first: the timeline's days when it has not answered yet. */
export function lastDays(to: string, count: number): string[] {
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (count - 1) * 86_400_000).toISOString().slice(0, 10);
  return daysFrom(from, to);
}

/** A round axis top at or above `max`: 1, 2, 5 × a power of ten. */
export function niceTop(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

export function factorSeries(dates: readonly string[], values: readonly FactorValue[], factors: readonly Factor[]): FactorSeries[] {
  return factors.map((factor) => {
    const byDate = new Map<string, number>();
    for (const value of values) {
      if (value.factorId !== factor.id) continue;
      byDate.set(value.date, typeof value.value === 'boolean' ? (value.value ? 1 : 0) : value.value);
    }
    const series = dates.map((date) => byDate.get(date) ?? null);
    const present = series.filter((value): value is number => value !== null);
    const top = factor.kind === 'yes-no' ? 1 : factor.kind === 'scale' ? 10 : niceTop(Math.max(0, ...present));
    return { factor, values: series, logged: present.length, top };
  });
}
