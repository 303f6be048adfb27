import { describe, expect, it } from 'vitest';
import { expiryNote } from './entry-expiry';

/** The local calendar day `days` after `from`, as YYYY-MM-DD. */
function dayAfter(from: Date, days: number): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('expiry note of the selection list', () => {
  // Late in the local evening: a UTC-based count would already be on the next day in western zones.
  const today = new Date(2026, 10, 23, 23, 45);

  it('says nothing at 31 days', () => {
    expect(expiryNote(dayAfter(today, 31), today)).toBeNull();
  });

  it('counts down from 30 days', () => {
    expect(expiryNote(dayAfter(today, 30), today)).toEqual({ kind: 'soon', text: 'Expires in 30 days' });
    expect(expiryNote(dayAfter(today, 1), today)).toEqual({ kind: 'soon', text: 'Expires in 1 day' });
  });

  it('says Expired at 0 days or less', () => {
    expect(expiryNote(dayAfter(today, 0), today)).toEqual({ kind: 'expired', text: 'Expired' });
    expect(expiryNote(dayAfter(today, -3), today)).toEqual({ kind: 'expired', text: 'Expired' });
  });

  it('says nothing without a date', () => {
    expect(expiryNote(null, today)).toBeNull();
  });

  it('crosses a month end in the local calendar', () => {
    const lastOfJanuary = new Date(2027, 0, 31, 0, 5);
    expect(expiryNote('2027-02-01', lastOfJanuary)).toEqual({ kind: 'soon', text: 'Expires in 1 day' });
  });
});
