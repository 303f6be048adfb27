import { describe, expect, it } from 'vitest';
import { countdownText, endMessage, msUntilPlannedEnd, titleWithCountdown } from './planned-end';
import type { SessionTiming } from './session-clock';

const START = '2026-11-22T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const running = (extra: Partial<SessionTiming> = {}): SessionTiming => ({ startTime: START, isPaused: false, pausedAt: null, pausedSeconds: 0, ...extra });

describe('countdownText', () => {
  it('counts the time left down in minutes and seconds, with hours once there are any', () => {
    expect(countdownText(0, 25, false)).toBe('25:00 left');
    expect(countdownText(61, 25, false)).toBe('23:59 left');
    expect(countdownText(59, 1, false)).toBe('00:01 left');
    expect(countdownText(0, 90, false)).toBe('1:30:00 left');
    expect(countdownText(3599, 120, false)).toBe('1:00:01 left');
  });

  it('says when the session is paused', () => {
    expect(countdownText(600, 25, true)).toBe('Paused, 15:00 left');
  });

  it('says the time is up from the planned end on, paused or not', () => {
    expect(countdownText(60, 1, false)).toBe('Time’s up');
    expect(countdownText(4000, 1, true)).toBe('Time’s up');
  });
});

describe('titleWithCountdown', () => {
  it('puts the countdown before the page’s own title, and leaves the title alone without one', () => {
    expect(titleWithCountdown('Daily · Wellness Tracker', '24:59 left')).toBe('24:59 left · Daily · Wellness Tracker');
    expect(titleWithCountdown('Daily · Wellness Tracker', null)).toBe('Daily · Wellness Tracker');
  });
});

describe('msUntilPlannedEnd', () => {
  it('is the running time still to go until the planned minutes are reached', () => {
    expect(msUntilPlannedEnd(running(), 25, at('2026-11-22T08:00:00.000Z'))).toBe(25 * 60_000);
    expect(msUntilPlannedEnd(running(), 25, at('2026-11-22T08:24:59.500Z'))).toBe(500);
  });

  it('adds the pauses that ended, which do not count as running time', () => {
    expect(msUntilPlannedEnd(running({ pausedSeconds: 120 }), 25, at('2026-11-22T08:10:00.000Z'))).toBe(17 * 60_000);
  });

  it('is null while paused (nothing is due) and once the end has passed (it is announced only when crossed)', () => {
    expect(msUntilPlannedEnd(running({ isPaused: true, pausedAt: '2026-11-22T08:05:00.000Z' }), 25, at('2026-11-22T08:06:00.000Z'))).toBeNull();
    expect(msUntilPlannedEnd(running(), 25, at('2026-11-22T08:25:00.000Z'))).toBeNull();
    expect(msUntilPlannedEnd(running(), 25, at('2026-11-22T09:00:00.000Z'))).toBeNull();
  });

  it('is null for an unreadable start time', () => {
    expect(msUntilPlannedEnd(running({ startTime: 'soon' }), 25, at(START))).toBeNull();
  });
});

describe('endMessage', () => {
  it('names the plan and the kind of work', () => {
    expect(endMessage(1, 'READING')).toBe('Your planned 1 minute of reading is done.');
    expect(endMessage(25, 'BORING_TASK')).toBe('Your planned 25 minutes of boring task are done.');
  });
});
