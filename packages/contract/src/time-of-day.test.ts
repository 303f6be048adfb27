/** The part of the day an entry's substance takes from the entry's time (issue 34). */
import { describe, expect, it } from 'vitest';
import { ENTRY_TIME_OF_DAY, timeOfDayAt } from './entries.js';

describe('timeOfDayAt', () => {
  it('splits the day at 05:00, 12:00, 17:00 and 21:00', () => {
    expect(['04:59', '05:00', '11:59', '12:00', '16:59', '17:00', '20:47', '20:59', '21:00', '23:59', '00:00'].map(timeOfDayAt)).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'evening',
      'night',
      'night',
      'night',
    ]);
  });

  it("falls back to the spec's morning for a time it cannot read", () => {
    expect(timeOfDayAt('')).toBe(ENTRY_TIME_OF_DAY);
    expect(timeOfDayAt('soon')).toBe('morning');
  });
});
