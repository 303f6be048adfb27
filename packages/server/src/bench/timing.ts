/** Timing helpers shared by the benches: run a call n times and read percentiles. */
import { performance } from 'node:perf_hooks';

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Milliseconds each of `runs` calls took, sorted. */
export async function timeRuns(runs: number, once: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
