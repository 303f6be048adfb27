/** The check-in controls' pure rules: steps per unit, stepping, typed values per kind, display. */
import { describe, expect, it } from 'vitest';
import { FACTOR_LIMITS, FACTOR_MESSAGES } from '@wellness/contract';
import { formatFactorValue, parseTyped, stepOf, stepValue } from './factor-input';

describe('stepOf', () => {
  it('uses the unit’s own step for a number and 1 for a count or a scale', () => {
    expect(stepOf({ kind: 'number', unit: 'h' })).toBe(0.5);
    expect(stepOf({ kind: 'number', unit: 'MG' })).toBe(25);
    expect(stepOf({ kind: 'number', unit: 'glasses' })).toBe(1);
    expect(stepOf({ kind: 'count', unit: 'steps' })).toBe(1);
    expect(stepOf({ kind: 'scale', unit: null })).toBe(1);
  });
});

describe('stepValue', () => {
  it('starts from the last value logged, or from one step', () => {
    expect(stepValue('number', null, 0.5, 1, 7.5)).toBe(7.5);
    expect(stepValue('number', null, 0.5, 1)).toBe(0.5);
    expect(stepValue('count', null, 1, -1)).toBe(0);
  });
  it('steps without floating-point noise and never below zero from zero', () => {
    expect(stepValue('number', 0.1, 0.1, 1)).toBe(0.2);
    expect(stepValue('number', 7, 0.5, 1)).toBe(7.5);
    expect(stepValue('number', 0, 0.5, -1)).toBe(0);
    expect(stepValue('count', 0, 1, -1)).toBe(0);
  });
  it('stays inside the kind’s limits', () => {
    expect(stepValue('count', FACTOR_LIMITS.countMax, 1, 1)).toBe(FACTOR_LIMITS.countMax);
    expect(stepValue('number', -3, 1, -1)).toBe(-4);
  });
});

describe('parseTyped', () => {
  it('reads decimal commas and thousands separators', () => {
    expect(parseTyped('number', '7,5')).toEqual({ kind: 'value', value: 7.5 });
    expect(parseTyped('count', '8,000')).toEqual({ kind: 'value', value: 8000 });
    expect(parseTyped('count', '8 000')).toEqual({ kind: 'value', value: 8000 });
    expect(parseTyped('number', '1,250.5')).toEqual({ kind: 'value', value: 1250.5 });
    expect(parseTyped('number', '.5')).toEqual({ kind: 'value', value: 0.5 });
  });
  it('treats an empty field as clearing the value', () => {
    expect(parseTyped('number', '  ')).toEqual({ kind: 'empty' });
  });
  it('refuses what the kind’s rule refuses, in the contract’s words', () => {
    expect(parseTyped('count', '2.5')).toEqual({ kind: 'invalid', message: FACTOR_MESSAGES.valueCount });
    expect(parseTyped('count', '-1')).toEqual({ kind: 'invalid', message: FACTOR_MESSAGES.valueCount });
    expect(parseTyped('number', 'abc')).toEqual({ kind: 'invalid', message: FACTOR_MESSAGES.valueNumber });
    expect(parseTyped('number', '2000000')).toEqual({ kind: 'invalid', message: FACTOR_MESSAGES.valueNumber });
  });
  it('keeps at most the contract’s decimals', () => {
    expect(parseTyped('number', '7.456')).toEqual({ kind: 'value', value: 7.46 });
  });
});

describe('formatFactorValue', () => {
  it('reads yes-no values as words and groups counts', () => {
    expect(formatFactorValue('yes-no', true)).toBe('Yes');
    expect(formatFactorValue('yes-no', 0)).toBe('No');
    expect(formatFactorValue('count', 8000)).toBe('8,000');
    expect(formatFactorValue('number', 7.5)).toBe('7.5');
  });
});
