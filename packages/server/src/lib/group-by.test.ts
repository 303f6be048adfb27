import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('groups by key, keeping the order of items within each group and of first appearance', () => {
    const groups = groupBy(
      [
        { entry: 'b', n: 1 },
        { entry: 'a', n: 2 },
        { entry: 'b', n: 3 },
      ],
      (x) => x.entry,
    );
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')?.map((x) => x.n)).toEqual([1, 3]);
    expect(groups.get('missing')).toBeUndefined();
  });
});
