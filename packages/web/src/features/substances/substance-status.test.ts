import { describe, expect, it } from 'vitest';
import { formatCalendarDay, isLowSupply, supplyText } from './substance-status';

describe('supply', () => {
  it('warns at 7 or less', () => {
    expect(isLowSupply(7)).toBe(true);
    expect(isLowSupply(0)).toBe(true);
    expect(isLowSupply(8)).toBe(false);
    expect(isLowSupply(null)).toBe(false);
    expect(supplyText(5)).toBe('5 left');
    expect(supplyText(null)).toBeNull();
  });
});

describe('calendar days', () => {
  it('writes calendar days plainly', () => {
    expect(formatCalendarDay('2027-03-01')).toBe('Mar 1, 2027');
  });
});
