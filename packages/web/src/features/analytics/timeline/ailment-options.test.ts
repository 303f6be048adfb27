import { describe, expect, it } from 'vitest';
import { ailmentOptions } from './ailment-options';

const condition = (id: string, name: string) => ({ id, name });

describe('the ailment filter’s choices', () => {
  it('offers every condition, the tracked ones first and each once', () => {
    const all = [condition('adhd', 'ADHD'), condition('anxiety', 'Anxiety'), condition('custom-1', 'Night shifts')];
    const tracked = [{ conditionId: 'custom-1', condition: condition('custom-1', 'Night shifts') }];
    expect(ailmentOptions(tracked, all)).toEqual([
      { value: 'custom-1', label: 'Night shifts' },
      { value: 'adhd', label: 'ADHD' },
      { value: 'anxiety', label: 'Anxiety' },
    ]);
  });

  it('still offers the tracked conditions while the catalog has not answered, and the catalog for a user who tracks none', () => {
    expect(ailmentOptions([{ conditionId: 'adhd', condition: condition('adhd', 'ADHD') }], [])).toEqual([{ value: 'adhd', label: 'ADHD' }]);
    expect(ailmentOptions([], [condition('adhd', 'ADHD')])).toEqual([{ value: 'adhd', label: 'ADHD' }]);
  });
});
