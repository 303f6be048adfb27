import { describe, expect, it } from 'vitest';
import type { Dose } from '@wellness/contract';
import { byTime, formatDoseDateTime, isLowStock, supplyLabel } from './dose-display';

describe('supply', () => {
  it('is low below 10 units, never when untracked', () => {
    expect(isLowStock(9)).toBe(true);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(10)).toBe(false);
    expect(isLowStock(null)).toBe(false);
  });

  it('says how many are left', () => {
    expect(supplyLabel(12)).toBe('12 left');
    expect(supplyLabel(null)).toBeNull();
  });
});

describe('times', () => {
  const at = '2026-11-23T13:15:00.000Z';

  it('formats in the given locale and zone', () => {
    expect(formatDoseDateTime(at, 'America/New_York')).toBe('Mon, Nov 23, 2026, 8:15 AM');
  });

  it('orders doses earliest first', () => {
    const dose = (id: string, timestamp: string): Dose => ({ id, supplementId: 's', timestamp, date: '2026-11-23', dosage: null, notes: null });
    expect(byTime([dose('b', '2026-11-23T15:00:00Z'), dose('a', '2026-11-23T08:00:00Z')]).map((d) => d.id)).toEqual(['a', 'b']);
  });
});
