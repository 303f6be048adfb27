/** Timing helpers shared by the benches: run a call n times and read percentiles; let the event loop turn. */
import { performance } from 'node:perf_hooks';

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Lets the event loop reach its check phase. `inject` settles through process.nextTick, so a tight loop of injections
 * never leaves the microtask queues, and the setImmediate callback each injected response schedules (its null
 * socket's write) piles up holding that answer: 2,000 injected answers of 62 KB held about 370 MB until the loop
 * turned, which made the cost guard's retained bytes and the latency loops' garbage collection measure the harness.
 * A loop of injections awaits this between rounds.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** More turns than any answer here has chunks; a bound so that a callback rescheduling itself forever cannot hang a bench. */
const MAX_DRAIN_TURNS = 100_000;

/**
 * Lets the event loop turn until no setImmediate callback is waiting. A streamed answer (the export) reaches its
 * injected null socket as hundreds of writes, and that socket completes one write per turn of the loop, each holding
 * the answer: one turn after the last injection, some thirty exports' answers were still held (4 MiB read as kept
 * heap by the cost guard). Before reading the heap, a bench awaits this.
 */
export async function drainEventLoop(): Promise<void> {
  for (let turn = 0; turn < MAX_DRAIN_TURNS && process.getActiveResourcesInfo().includes('Immediate'); turn++) await yieldToEventLoop();
}

/** Milliseconds each of `runs` calls took, sorted. */
export async function timeRuns(runs: number, once: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
    // Outside the timed span: injected answers pile up otherwise.
    await yieldToEventLoop();
  }
  return times.sort((a, b) => a - b);
}
