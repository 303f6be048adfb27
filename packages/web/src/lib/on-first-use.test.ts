import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes the value when first asked for, once, and gives the same one after', () => {
    let made = 0;
    const formatter = onFirstUse(() => {
      made += 1;
      return new Intl.ListFormat('en', { type: 'conjunction' });
    });
    expect(made).toBe(0);
    expect(formatter().format(['a', 'b'])).toBe('a and b');
    expect(formatter()).toBe(formatter());
    expect(made).toBe(1);
  });
});
