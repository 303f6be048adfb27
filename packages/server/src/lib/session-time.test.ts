import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSecondAt, pausedMsAt, runningSecondsAt } from './session-time.js';

const start = '2026-11-23T09:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('session running time', () => {
  it('counts wall time while running', () => {
    expect(runningSecondsAt({ startedAt: start, pausedMs: 0, pausedAt: null, endedAt: null }, at('2026-11-23T09:25:30.900Z'))).toBe(1530);
  });

  it('excludes ended pauses and a pause in progress', () => {
    const times = { startedAt: start, pausedMs: 5 * 60_000, pausedAt: '2026-11-23T09:20:00.000Z', endedAt: null };
    expect(pausedMsAt(times, at('2026-11-23T09:30:00.000Z'))).toBe(15 * 60_000);
    // Frozen while paused: the same running time ten minutes later.
    expect(runningSecondsAt(times, at('2026-11-23T09:30:00.000Z'))).toBe(15 * 60);
    expect(runningSecondsAt(times, at('2026-11-23T09:40:00.000Z'))).toBe(15 * 60);
  });

  it('uses the end time once stopped, and is never negative', () => {
    const stopped = { startedAt: start, pausedMs: 60_000, pausedAt: null, endedAt: '2026-11-23T10:00:00.000Z' };
    expect(runningSecondsAt(stopped, at('2026-11-24T00:00:00.000Z'))).toBe(59 * 60);
    expect(runningSecondsAt({ startedAt: start, pausedMs: 0, pausedAt: null, endedAt: null }, at('2026-11-23T08:59:00.000Z'))).toBe(0);
  });

  it('says when the running count next changes: the same count until then, one more from then on', () => {
    const base = Date.parse(start);
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 10_000_000 }), fc.integer({ min: 0, max: 3_600_000 }), (offset, pausedMs) => {
        const times = { startedAt: start, pausedMs, pausedAt: null, endedAt: null };
        const now = new Date(base + pausedMs + offset);
        const next = nextSecondAt(times, now);
        expect(next).toBeGreaterThan(now.getTime());
        expect(runningSecondsAt(times, new Date(next - 1))).toBe(runningSecondsAt(times, now));
        expect(runningSecondsAt(times, new Date(next))).toBe(runningSecondsAt(times, now) + 1);
      }),
    );
  });

  it('never expects a change for a paused or stopped session', () => {
    const now = at('2026-11-23T09:30:00.000Z');
    expect(nextSecondAt({ startedAt: start, pausedMs: 0, pausedAt: '2026-11-23T09:20:00.000Z', endedAt: null }, now)).toBe(Number.POSITIVE_INFINITY);
    expect(nextSecondAt({ startedAt: start, pausedMs: 0, pausedAt: null, endedAt: '2026-11-23T09:25:00.000Z' }, now)).toBe(Number.POSITIVE_INFINITY);
  });
});
