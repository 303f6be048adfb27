import { describe, expect, it } from 'vitest';
import { parseCustomConditionDraft, parseGoalFormDraft } from './condition-drafts';
import { emptyCustomConditionDraft } from './custom-condition-form';
import { emptyGoalDraft } from './goals/goal-form';

const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describe('the kept Create Custom Condition form', () => {
  const typed = { ...emptyCustomConditionDraft(), name: 'Hay fever', description: 'Spring', metrics: ['energy'], tags: ['Tired'], color: '#22c55e' };

  it('reads back what was typed', () => {
    expect(parseCustomConditionDraft(stored(typed))).toEqual(typed);
  });

  it('drops a draft it cannot trust, whole', () => {
    for (const broken of [null, { ...typed, category: 'spiritual' }, { ...typed, metrics: ['luck'] }, { ...typed, tags: ['Grumpy'] }, { ...typed, name: 3 }]) {
      expect(parseCustomConditionDraft(stored(broken))).toBeNull();
    }
  });
});

describe('the kept goal form', () => {
  const opened = emptyGoalDraft();
  const draft = { ...opened, name: 'Steadier mornings', metric: 'focusLevel', targetValue: '7' };

  it('reads back the goal, where the form started and what was typed', () => {
    expect(parseGoalFormDraft(stored({ goal: null, opened, draft }))).toEqual({ goal: null, opened, draft });
  });

  it('drops a draft it cannot trust, whole', () => {
    for (const broken of [
      null,
      { goal: { id: 'g1' }, opened, draft },
      { goal: null, opened, draft: { ...draft, metric: 'luck' } },
      { goal: null, opened, draft: { ...draft, priority: 'URGENT' } },
      { goal: null, opened: { ...opened, targetValue: 7 }, draft },
      { goal: null, draft },
    ]) {
      expect(parseGoalFormDraft(stored(broken))).toBeNull();
    }
  });
});
