/** A factor's value in words per kind, and a range's values grouped by day. */
import { describe, expect, it } from 'vitest';
import { factorLabel, factorValueText, valuesByDay } from './factor-value-text';

describe('factorValueText', () => {
  it('writes each kind with its unit', () => {
    expect(factorValueText({ kind: 'number', unit: 'h' }, 7.5)).toBe('7.5 h');
    expect(factorValueText({ kind: 'count', unit: 'steps' }, 8000)).toBe('8,000 steps');
    expect(factorValueText({ kind: 'count', unit: null }, 3)).toBe('3');
    expect(factorValueText({ kind: 'scale', unit: null }, 6)).toBe('6 / 10');
  });
  it('reads yes-no values as words, booleans or 1/0', () => {
    expect(factorValueText({ kind: 'yes-no', unit: null }, true)).toBe('Yes');
    expect(factorValueText({ kind: 'yes-no', unit: null }, false)).toBe('No');
    expect(factorValueText({ kind: 'yes-no', unit: null }, 1)).toBe('Yes');
  });
});

describe('valuesByDay', () => {
  it('groups the values of a range by day and factor', () => {
    const days = valuesByDay([
      { factorId: 'a', date: '2026-11-01', value: 7 },
      { factorId: 'b', date: '2026-11-01', value: true },
      { factorId: 'a', date: '2026-11-03', value: 6 },
    ]);
    expect([...days.keys()]).toEqual(['2026-11-01', '2026-11-03']);
    expect(days.get('2026-11-01')?.get('b')).toBe(true);
    expect(days.has('2026-11-02')).toBe(false);
  });
});

describe('factorLabel', () => {
  it('adds the unit only when the name does not carry it', () => {
    expect(factorLabel({ name: 'Sleep (h)', unit: 'h' })).toBe('Sleep (h)');
    expect(factorLabel({ name: 'Steps', unit: 'steps' })).toBe('Steps');
    expect(factorLabel({ name: 'Walk', unit: 'km' })).toBe('Walk (km)');
    expect(factorLabel({ name: 'Alcohol', unit: null })).toBe('Alcohol');
  });
});
