/** History's factor value field: where it starts, and the value it sends or the contract's message per kind. */
import { describe, expect, it } from 'vitest';
import { FACTOR_MESSAGES } from '@wellness/contract';
import { initialInput, parseInput } from './factor-value-input';

describe('initialInput', () => {
  it('starts from the logged value', () => {
    expect(initialInput('number', 7.5)).toBe('7.5');
    expect(initialInput('yes-no', false)).toBe('no');
  });
  it('starts empty, or at yes for a yes-no', () => {
    expect(initialInput('count', undefined)).toBe('');
    expect(initialInput('yes-no', undefined)).toBe('yes');
  });
});

describe('parseInput', () => {
  it('sends yes-no as a boolean', () => {
    expect(parseInput('yes-no', 'no')).toEqual({ ok: true, value: false });
  });
  it('keeps two decimals of a number', () => {
    expect(parseInput('number', ' 7.456 ')).toEqual({ ok: true, value: 7.46 });
  });
  it('refuses what the kind does not allow, with the contract’s words', () => {
    expect(parseInput('scale', '11')).toEqual({ ok: false, message: FACTOR_MESSAGES.valueScale });
    expect(parseInput('count', '2.5')).toEqual({ ok: false, message: FACTOR_MESSAGES.valueCount });
    expect(parseInput('number', '')).toEqual({ ok: false, message: FACTOR_MESSAGES.valueNumber });
  });
});
