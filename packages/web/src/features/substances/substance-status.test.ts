import { describe, expect, it } from 'vitest';
import { afterEach } from 'vitest';
import { setDateFormatPreference } from '@/lib/date-format';
import { formatCalendarDay, isLowSupply, needsRefill, runOutText, supplyText } from './substance-status';

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

describe('run-out', () => {
  afterEach(() => setDateFormatPreference('US'));
  const runOut = { date: '2026-12-14', daysLeft: 15, basis: 'schedule' as const, refillBy: '2026-12-09' };

  it('uses the contract sentence with dates in the user format', () => {
    expect(runOutText(runOut)).toBe('Runs out around Dec\u00a014,\u00a02026; refill by Dec\u00a09,\u00a02026');
    setDateFormatPreference('ISO');
    expect(runOutText(runOut)).toBe('Runs out around 2026-12-14; refill by 2026-12-09');
    expect(runOutText(null)).toBeNull();
  });

  it('warns of low supply at 7 or less, or once the refill date has come', () => {
    expect(needsRefill({ remainingSupply: 30, runOut }, '2026-12-08')).toBe(false);
    expect(needsRefill({ remainingSupply: 30, runOut }, '2026-12-09')).toBe(true);
    expect(needsRefill({ remainingSupply: 6, runOut: null }, '2026-12-01')).toBe(true);
  });
});
