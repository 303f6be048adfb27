import { describe, expect, it } from 'vitest';
import { loggedAdherence } from './logged-adherence.js';

const range = { from: '2026-11-01', to: '2026-11-30' };

describe('adherence from logged doses', () => {
  it('counts the days taken out of the range’s days since the start', () => {
    expect(loggedAdherence(range, '2026-11-21', ['2026-11-21', '2026-11-25', '2026-11-30'])).toEqual({
      basis: 'logged',
      daysTaken: 3,
      daysCounted: 10,
      share: 0.3,
    });
  });
  it('counts the whole range when the start is before it, and ignores days outside it', () => {
    expect(loggedAdherence(range, '2026-01-01', ['2026-10-31', '2026-11-01', '2026-12-01'])).toMatchObject({ daysTaken: 1, daysCounted: 30 });
  });
  it('has nothing to say before a start, or without one', () => {
    expect(loggedAdherence(range, null, [])).toBeNull();
    expect(loggedAdherence(range, '2026-12-02', [])).toBeNull();
  });
  it('counts a start on the range’s last day as one day', () => {
    expect(loggedAdherence(range, '2026-11-30', ['2026-11-30'])).toMatchObject({ daysTaken: 1, daysCounted: 1, share: 1 });
  });
});
