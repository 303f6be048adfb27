/** The factor form: the request per kind, the contract's messages on their fields, the draft read back. */
import { describe, expect, it } from 'vitest';
import { FACTOR_MESSAGES } from '@wellness/contract';
import { buildFactorInput, emptyFactorForm, hasFactorFormChanges, parseFactorFormDraft, type FactorFormValues } from './factor-form-values';

const form = (patch: Partial<FactorFormValues>): FactorFormValues => ({ ...emptyFactorForm(), ...patch });

describe('buildFactorInput', () => {
  it('builds a number with its unit and direction', () => {
    expect(buildFactorInput(form({ name: ' Sleep ', unit: 'h', direction: 'higher', describesNightBefore: true }))).toEqual({
      ok: true,
      body: { name: 'Sleep', kind: 'number', unit: 'h', icon: 'star', betterDirection: 'higher', describesNightBefore: true },
    });
  });
  it('drops a unit typed before the kind changed to yes-no', () => {
    const built = buildFactorInput(form({ name: 'Exercised', kind: 'yes-no', unit: 'min' }));
    expect(built.ok && built.body.unit).toBeNull();
  });
  it('puts the contract’s messages on their fields', () => {
    const built = buildFactorInput(form({ name: '  ', unit: '' }));
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.errors.fields).toEqual({ name: FACTOR_MESSAGES.nameRequired, unit: FACTOR_MESSAGES.unitRequired });
  });
});

describe('the draft', () => {
  it('is kept only when the form changed', () => {
    expect(hasFactorFormChanges(emptyFactorForm(), emptyFactorForm())).toBe(false);
    expect(hasFactorFormChanges(form({ name: 'S' }), emptyFactorForm())).toBe(true);
  });
  it('reads back whole or not at all', () => {
    const values = form({ name: 'Pain', kind: 'scale', icon: 'heart', direction: 'lower' });
    expect(parseFactorFormDraft(JSON.parse(JSON.stringify(values)))).toEqual(values);
    expect(parseFactorFormDraft({ ...values, icon: 'rocket' })).toBeNull();
    expect(parseFactorFormDraft({ ...values, kind: 'text' })).toBeNull();
    expect(parseFactorFormDraft('x')).toBeNull();
  });
});
