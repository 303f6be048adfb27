import { describe, expect, it } from 'vitest';
import { canCreateCustomCondition, customConditionRequest, emptyCustomConditionDraft, togglePick } from './custom-condition-form';

describe('custom condition form', () => {
  it('starts empty with category mental-health and color #6366f1, and cannot be created without a name', () => {
    const draft = emptyCustomConditionDraft();
    expect(draft).toEqual({ name: '', category: 'mental-health', description: '', metrics: [], tags: [], color: '#6366f1' });
    expect(canCreateCustomCondition(draft)).toBe(false);
    expect(canCreateCustomCondition({ name: '   ' })).toBe(false);
    expect(canCreateCustomCondition({ name: 'Hay fever' })).toBe(true);
  });

  it('toggles picks on and off', () => {
    expect(togglePick(['mood'], 'energy')).toEqual(['mood', 'energy']);
    expect(togglePick(['mood', 'energy'], 'mood')).toEqual(['energy']);
  });

  it('sends trimmed texts, picks in their canonical order and a valid lower-case color', () => {
    expect(
      customConditionRequest({
        name: ' Hay fever ',
        category: 'physical-health',
        description: '  Spring  ',
        metrics: ['mood', 'focusLevel'],
        tags: ['Tired', 'Calm'],
        color: '#ABCDEF',
      }),
    ).toEqual({
      name: 'Hay fever',
      category: 'physical-health',
      description: 'Spring',
      defaultMetrics: ['focusLevel', 'mood'],
      defaultTags: ['Calm', 'Tired'],
      color: '#abcdef',
    });
    expect(customConditionRequest({ ...emptyCustomConditionDraft(), name: 'x', color: 'teal' }).color).toBe('#6366f1');
  });
});
