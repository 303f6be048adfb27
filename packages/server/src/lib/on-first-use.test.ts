/** A value built on first use is built once, and only when asked for. */
import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use.js';

describe('onFirstUse', () => {
  it('builds nothing until asked, then once, keeping even an undefined value', () => {
    let builds = 0;
    const value = onFirstUse(() => {
      builds++;
      return undefined;
    });
    expect(builds).toBe(0);
    expect(value()).toBeUndefined();
    expect(value()).toBeUndefined();
    expect(builds).toBe(1);
  });
});
