/** The past-session form: the request it builds, and the contract's and the server's messages on their fields. */
import { describe, expect, it } from 'vitest';
import { blankPastSession, buildPastSession, placePastSessionErrors } from './past-session-values';

describe('buildPastSession', () => {
  it('sends the local start without an offset, so the server reads it in the account’s zone', () => {
    const built = buildPastSession({ ...blankPastSession('2026-11-20'), time: '14:30', duration: '45', notes: '  deep work ' });
    expect(built).toEqual({
      ok: true,
      request: { startTime: '2026-11-20T14:30', durationMinutes: 45, sessionType: 'BORING_TASK', productivity: 7, notes: 'deep work' },
    });
  });
  it('leaves empty notes out', () => {
    const built = buildPastSession(blankPastSession('2026-11-20'));
    expect(built.ok && 'notes' in built.request).toBe(false);
  });
  it('puts the contract’s messages on their fields', () => {
    const built = buildPastSession({ ...blankPastSession('2026-11-20'), duration: '0', time: '' });
    expect(built.ok).toBe(false);
    if (!built.ok) {
      expect(built.errors.fields.duration).toBe('At least 1 minute');
      expect(built.errors.fields.time).toBe('Choose the start time');
    }
  });
  it('refuses a duration that is not whole minutes', () => {
    const built = buildPastSession({ ...blankPastSession('2026-11-20'), duration: '12.5' });
    expect(!built.ok && built.errors.fields.duration).toBe('Must be whole minutes');
  });
});

describe('placePastSessionErrors', () => {
  it('puts the server’s details on the fields they name and keeps the rest', () => {
    expect(
      placePastSessionErrors([
        { path: 'startTime', message: 'A past session must have ended by now' },
        { path: 'body', message: 'Something else' },
      ]),
    ).toEqual({ fields: { time: 'A past session must have ended by now' }, other: ['Something else'] });
  });
});
