import { describe, expect, it } from 'vitest';
import { hasNextPage, hasPreviousPage, historySummary, pageLabel, windowLabel } from './history-paging';

describe('dose history paging', () => {
  it('labels the page, never "of 0"', () => {
    expect(pageLabel(1, 3)).toBe('Page 1 of 3');
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
  });

  it('offers Previous after the first page and Next before the last', () => {
    expect(hasPreviousPage(1)).toBe(false);
    expect(hasPreviousPage(2)).toBe(true);
    expect(hasNextPage(1, 3)).toBe(true);
    expect(hasNextPage(3, 3)).toBe(false);
    expect(hasNextPage(1, 0)).toBe(false);
  });

  it('summarises the window', () => {
    expect(windowLabel(7)).toBe('7 days');
    expect(historySummary(1, 30)).toBe('1 dose in the last 30 days');
    expect(historySummary(21, 7)).toBe('21 doses in the last 7 days');
  });
});
