import { describe, expect, it } from 'vitest';
import { EXPERIMENT_MESSAGES, type Experiment } from '@wellness/contract';
import { applySuggestion, emptyPlanValues, fieldOfPath, parsePlanDraft, placePlanErrors, planValuesFrom, toPlanBody, validatePlan } from './plan-form-values';

describe('the plan form’s values', () => {
  it('starts from the contract’s defaults and sends them as numbers', () => {
    const values = { ...emptyPlanValues('2026-12-01', 's1'), question: '  Does rhodiola help my focus? ' };
    expect(toPlanBody(values)).toEqual({
      substanceId: 's1',
      question: 'Does rhodiola help my focus?',
      outcomeMetric: 'overallRating',
      secondaryMetrics: [],
      blockDays: 7,
      blockPairs: 2,
      washoutDays: 0,
      minimumEffect: 1,
      startDate: '2026-12-01',
      prescriberAgreed: false,
      blinded: false,
    });
  });

  it('round-trips a saved plan', () => {
    const body = toPlanBody({ ...emptyPlanValues('2026-12-01', 's1'), question: 'Q', secondaryMetrics: ['mood'], blockDays: '10', washoutDays: '2' });
    const experiment = { protocol: { ...body, secondaryMetrics: ['mood'], startDate: '2026-12-01' } } as unknown as Experiment;
    expect(toPlanBody(planValuesFrom(experiment))).toEqual(body);
  });

  it('fills block length and washout from the suggestion once per substance', () => {
    const values = emptyPlanValues('2026-12-01', 's1');
    const suggestion = { substanceId: 's1', washoutDays: 2, blockDays: 10, basis: 'Onset about 2 days', prescription: false };
    const filled = applySuggestion(values, suggestion);
    expect([filled.blockDays, filled.washoutDays]).toEqual(['10', '2']);
    expect(applySuggestion({ ...filled, blockDays: '14' }, suggestion).blockDays).toBe('14');
    expect(applySuggestion(values, { ...suggestion, substanceId: 's2' })).toBe(values);
  });

  it('checks the values with the contract’s rules', () => {
    const values = { ...emptyPlanValues('2026-12-01', 's1'), question: 'Q', washoutDays: '5', blockDays: 'x' };
    const result = validatePlan(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields.blockDays).toBe('Must be a number');
    const washout = validatePlan({ ...values, blockDays: '7' });
    expect(washout.ok ? null : washout.errors.fields.washoutDays).toBe(EXPERIMENT_MESSAGES.washoutTooLong);
    expect(validatePlan({ ...values, blockDays: '7', washoutDays: '1' }).ok).toBe(true);
    const blank = validatePlan({ ...values, blockDays: '7', washoutDays: '1', question: ' ', substanceId: '' });
    expect(blank.ok ? null : Object.keys(blank.errors.fields).sort()).toEqual(['question', 'substanceId']);
  });

  it('puts the server’s details on their fields', () => {
    expect(fieldOfPath('prescriberAgreed')).toBe('prescriberAgreed');
    expect(fieldOfPath('body.secondaryMetrics.1')).toBe('secondaryMetrics');
    expect(
      placePlanErrors([
        { path: 'prescriberAgreed', message: 'Agree first' },
        { path: '', message: 'Something else' },
      ]),
    ).toEqual({ fields: { prescriberAgreed: 'Agree first' }, other: ['Something else'] });
  });

  it('reads a stored draft back, and drops a malformed one', () => {
    const values = { ...emptyPlanValues('2026-12-01', 's1'), question: 'Q', secondaryMetrics: ['mood' as const] };
    expect(parsePlanDraft(JSON.parse(JSON.stringify(values)))).toEqual(values);
    expect(parsePlanDraft({ ...values, outcomeMetric: 'nonsense' })).toBeNull();
    expect(parsePlanDraft('x')).toBeNull();
  });
});
