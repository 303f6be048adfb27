import { describe, expect, it } from 'vitest';
import type { Condition } from '@wellness/contract';
import { availableConditions, CATEGORY_FILTER_LABELS, CATEGORY_FILTERS, trackedSince } from './condition-lists';

const condition = (id: string, category: Condition['category'] = 'mental-health'): Condition => ({
  id,
  name: id.toUpperCase(),
  description: '',
  category,
  defaultMetrics: [],
  defaultTags: [],
  color: '#6366f1',
  isCustom: false,
});

describe('condition lists', () => {
  it('offers the four chips of part 2 §2.3 in order, All first', () => {
    expect(CATEGORY_FILTERS).toEqual(['all', 'mental-health', 'physical-health', 'lifestyle']);
    expect(CATEGORY_FILTERS.map((filter) => CATEGORY_FILTER_LABELS[filter])).toEqual(['All', 'Mental Health', 'Physical Health', 'Lifestyle']);
  });

  it('hides tracked conditions from the available list and keeps the catalog order', () => {
    const catalog = [condition('adhd'), condition('anxiety'), condition('stress', 'lifestyle'), condition('custom-1')];
    expect(availableConditions(catalog, [{ conditionId: 'anxiety' }, { conditionId: 'custom-1' }]).map((c) => c.id)).toEqual(['adhd', 'stress']);
    expect(availableConditions(catalog, []).map((c) => c.id)).toEqual(['adhd', 'anxiety', 'stress', 'custom-1']);
  });

  it('says since when a condition is tracked', () => {
    expect(trackedSince('2026-03-03T12:00:00.000Z')).toBe('Since Mar 3, 2026');
    expect(trackedSince('not a date')).toBe('');
  });
});
