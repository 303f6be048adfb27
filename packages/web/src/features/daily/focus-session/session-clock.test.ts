import { describe, expect, it } from 'vitest';
import { formatHms } from '@/lib/duration-format';
import { elapsedSeconds, plannedProgress, type SessionTiming } from './session-clock';

const START = '2026-11-22T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const running = (extra: Partial<SessionTiming> = {}): SessionTiming => ({ startTime: START, isPaused: false, pausedAt: null, pausedSeconds: 0, ...extra });

describe('elapsedSeconds', () => {
  it('counts from the start time', () => {
    expect(elapsedSeconds(running(), at('2026-11-22T08:12:34.900Z'))).toBe(754);
  });

  it('goes past an hour', () => {
    expect(elapsedSeconds(running(), at('2026-11-22T09:02:05.000Z'))).toBe(3725);
    expect(formatHms(elapsedSeconds(running(), at('2026-11-22T09:02:05.000Z')))).toBe('01:02:05');
  });

  it('leaves out pauses that ended', () => {
    expect(elapsedSeconds(running({ pausedSeconds: 300 }), at('2026-11-22T08:30:00.000Z'))).toBe(1500);
  });

  it('freezes while paused: the current pause is left out however long it lasts', () => {
    const paused = running({ isPaused: true, pausedAt: '2026-11-22T08:20:00.000Z', pausedSeconds: 60 });
    expect(elapsedSeconds(paused, at('2026-11-22T08:25:00.000Z'))).toBe(1140);
    expect(elapsedSeconds(paused, at('2026-11-22T10:00:00.000Z'))).toBe(1140);
  });

  it('shows 00:00:00 when this clock is behind the server’s start time', () => {
    const seconds = elapsedSeconds(running(), at('2026-11-22T07:59:58.000Z'));
    expect(seconds).toBe(0);
    expect(formatHms(seconds)).toBe('00:00:00');
  });

  it('treats an unreadable start time as no time', () => {
    expect(elapsedSeconds(running({ startTime: 'not a date' }), at(START))).toBe(0);
  });
});

describe('plannedProgress', () => {
  it('reports whole percent and minutes of the plan', () => {
    expect(plannedProgress(12 * 60 + 30, 25)).toEqual({ percent: 50, reached: false, text: '12 of 25 minutes' });
    expect(plannedProgress(0, 1)).toEqual({ percent: 0, reached: false, text: '0 of 1 minute' });
  });

  it('stops at 100 once the plan is reached', () => {
    expect(plannedProgress(30 * 60, 25)).toEqual({ percent: 100, reached: true, text: 'Planned 25 minutes reached' });
  });
});
