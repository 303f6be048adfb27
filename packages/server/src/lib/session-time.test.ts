import { describe, expect, it } from 'vitest';
import { pausedMsAt, runningSecondsAt } from './session-time.js';

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
});
