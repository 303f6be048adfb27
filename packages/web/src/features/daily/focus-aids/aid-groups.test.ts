import { describe, expect, it } from 'vitest';
import type { FocusAid } from '@wellness/contract';
import { countSelectedShown, groupByCategory, selectionSummary } from './aid-groups';

const aid = (id: string, category: FocusAid['category']): FocusAid => ({
  id,
  name: id,
  icon: '🎯',
  category,
  description: null,
  isActive: true,
  isDefault: false,
});

describe('groupByCategory', () => {
  it('orders groups as the spec lists the categories and keeps the order inside a group', () => {
    const groups = groupByCategory([aid('tea', 'other'), aid('walk', 'physical'), aid('music', 'audio'), aid('fidget', 'physical')]);
    expect(groups.map((g) => g.category)).toEqual(['physical', 'audio', 'other']);
    expect(groups[0]?.aids.map((a) => a.id)).toEqual(['walk', 'fidget']);
    expect(groups.map((g) => g.label)).toEqual(['Physical', 'Audio', 'Other']);
  });

  it('gives no groups for no aids', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('selection count', () => {
  it('counts only picked aids that are still shown', () => {
    const aids = [aid('a', 'other'), aid('b', 'other')];
    expect(countSelectedShown(aids, new Set(['a', 'gone']))).toBe(1);
  });

  it('words the summary', () => {
    expect(selectionSummary(0)).toMatch(/^Nothing picked yet/);
    expect(selectionSummary(2)).toBe('2 picked for your next entry.');
  });
});
