import { describe, expect, it } from 'vitest';
import type { Goal } from '@wellness/contract';
import { emptyGoalDraft, goalDraftErrors, goalDraftFrom, goalRequest } from './goal-form';
import { goalAimText, lowerIsBetter, progressLabel } from './goal-text';

const goal: Goal = {
  id: 'g1',
  name: 'Sharper focus',
  description: null,
  category: 'FOCUS_PRODUCTIVITY',
  targetValue: 7,
  targetType: 'INCREASE',
  priority: 'HIGH',
  metric: 'focusLevel',
  conditionId: 'adhd',
  condition: { id: 'adhd', name: 'ADHD', color: '#7c3aed' },
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  progress: { status: 'NOT_ENOUGH_DATA', windowDays: 14, ratedDays: 0, average: null, targetMet: null, summary: '' },
};

describe('goal form', () => {
  it('starts from the spec’s defaults: SYMPTOM_MANAGEMENT, INCREASE, MEDIUM, no metric or condition', () => {
    expect(emptyGoalDraft()).toEqual({
      name: '',
      description: '',
      category: 'SYMPTOM_MANAGEMENT',
      metric: '',
      targetValue: '',
      targetType: 'INCREASE',
      priority: 'MEDIUM',
      conditionId: '',
    });
  });

  it('requires a name, and a target from 1 to 10 when a metric is chosen', () => {
    expect(goalDraftErrors(emptyGoalDraft())).toEqual({ name: 'Goal name is required' });
    const named = { ...emptyGoalDraft(), name: 'Focus' };
    expect(goalDraftErrors(named)).toEqual({});
    for (const targetValue of ['', '0', '11', 'abc']) {
      expect(goalDraftErrors({ ...named, metric: 'focusLevel', targetValue }), targetValue).toEqual({
        targetValue: 'A goal with a metric needs a target from 1 to 10',
      });
    }
    expect(goalDraftErrors({ ...named, metric: 'focusLevel', targetValue: ' 6.5 ' })).toEqual({});
    expect(goalDraftErrors({ ...named, targetValue: '8000' })).toEqual({});
    expect(goalDraftErrors({ ...named, targetValue: '-1' }).targetValue).toBe('Target must be a number from 0 to 100000');
  });

  it('builds the whole goal for the request, and reads a goal back into a draft', () => {
    expect(goalRequest({ ...emptyGoalDraft(), name: ' Focus ', description: '  ', metric: 'focusLevel', targetValue: '7', conditionId: 'adhd' })).toEqual({
      name: 'Focus',
      description: null,
      category: 'SYMPTOM_MANAGEMENT',
      targetValue: 7,
      targetType: 'INCREASE',
      priority: 'MEDIUM',
      metric: 'focusLevel',
      conditionId: 'adhd',
    });
    expect(goalRequest({ ...emptyGoalDraft(), name: 'Walk' })).toMatchObject({ targetValue: null, metric: null, conditionId: null });
    const draft = goalDraftFrom(goal);
    expect(draft).toEqual({
      name: 'Sharper focus',
      description: '',
      category: 'FOCUS_PRODUCTIVITY',
      metric: 'focusLevel',
      targetValue: '7',
      targetType: 'INCREASE',
      priority: 'HIGH',
      conditionId: 'adhd',
    });
    expect(goalRequest(draft)).toMatchObject({ name: 'Sharper focus', targetValue: 7, priority: 'HIGH', conditionId: 'adhd' });
  });
});

describe('goal text', () => {
  it('words the aim for each target type', () => {
    expect(goalAimText(goal)).toBe('Focus Level: 7 or higher');
    expect(goalAimText({ metric: 'restlessness', targetType: 'DECREASE', targetValue: 4 })).toBe('Restlessness: 4 or lower');
    expect(goalAimText({ metric: 'mood', targetType: 'MAINTAIN', targetValue: 6.5 })).toBe('Mood: about 6.5 (within 1 point)');
    expect(goalAimText({ metric: null, targetType: 'INCREASE', targetValue: 8000 })).toBe('Target: increase to 8000');
    expect(goalAimText({ metric: 'mood', targetType: 'INCREASE', targetValue: null })).toBeNull();
  });

  it('labels progress only when there is something to judge', () => {
    expect(progressLabel('MET')).toEqual({ text: 'On track', tone: 'good' });
    expect(progressLabel('NOT_MET')?.text).toBe('Not there yet');
    expect(progressLabel('NOT_ENOUGH_DATA')?.text).toBe('Not enough data yet');
    expect(progressLabel('NO_METRIC')).toBeNull();
  });

  it('knows the metrics where lower is better', () => {
    expect(lowerIsBetter('restlessness')).toBe(true);
    expect(lowerIsBetter('anxiety')).toBe(true);
    expect(lowerIsBetter('focusLevel')).toBe(false);
    expect(lowerIsBetter('')).toBe(false);
  });
});
