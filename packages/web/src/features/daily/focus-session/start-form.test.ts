import { describe, expect, it } from 'vitest';
import { MAX_PLANNED_MINUTES } from '@wellness/contract';
import { checkStart, defaultStartValues, parseLastStart, startValuesFrom } from './start-form';

describe('start form', () => {
  it('defaults to a boring task of 25 minutes', () => {
    expect(defaultStartValues()).toEqual({ sessionType: 'BORING_TASK', plannedMinutes: '25' });
    expect(checkStart(defaultStartValues())).toEqual({ ok: true, body: { sessionType: 'BORING_TASK', plannedDuration: 25 } });
  });

  it('accepts 1 to the maximum, trimmed', () => {
    expect(checkStart({ sessionType: 'READING', plannedMinutes: ' 1 ' })).toEqual({ ok: true, body: { sessionType: 'READING', plannedDuration: 1 } });
    expect(checkStart({ sessionType: 'READING', plannedMinutes: String(MAX_PLANNED_MINUTES) }).ok).toBe(true);
  });

  it('refuses blank, fractions and values out of range with the contract’s messages', () => {
    expect(checkStart({ sessionType: 'MEETING', plannedMinutes: '' })).toEqual({ ok: false, error: 'Must be a number' });
    expect(checkStart({ sessionType: 'MEETING', plannedMinutes: 'abc' })).toEqual({ ok: false, error: 'Must be a number' });
    expect(checkStart({ sessionType: 'MEETING', plannedMinutes: '2.5' })).toEqual({ ok: false, error: 'Must be whole minutes' });
    expect(checkStart({ sessionType: 'MEETING', plannedMinutes: '0' })).toEqual({ ok: false, error: 'At least 1 minute' });
    expect(checkStart({ sessionType: 'MEETING', plannedMinutes: String(MAX_PLANNED_MINUTES + 1) })).toEqual({
      ok: false,
      error: `At most ${MAX_PLANNED_MINUTES} minutes`,
    });
  });
});

describe('the remembered last start', () => {
  it('offers the last type and length, or the defaults when none is remembered', () => {
    expect(startValuesFrom({ sessionType: 'READING', plannedDuration: 40 })).toEqual({ sessionType: 'READING', plannedMinutes: '40' });
    expect(startValuesFrom(null)).toEqual(defaultStartValues());
  });

  it('keeps only a stored value the form would accept', () => {
    expect(parseLastStart({ sessionType: 'MEETING', plannedDuration: 15 })).toEqual({ sessionType: 'MEETING', plannedDuration: 15 });
    expect(parseLastStart({ sessionType: 'NAPPING', plannedDuration: 15 })).toBeNull();
    expect(parseLastStart({ sessionType: 'MEETING', plannedDuration: 0 })).toBeNull();
    expect(parseLastStart({ sessionType: 'MEETING', plannedDuration: MAX_PLANNED_MINUTES + 1 })).toBeNull();
    expect(parseLastStart({ sessionType: 'MEETING', plannedDuration: 2.5 })).toBeNull();
    expect(parseLastStart('READING')).toBeNull();
    expect(parseLastStart(null)).toBeNull();
  });
});
