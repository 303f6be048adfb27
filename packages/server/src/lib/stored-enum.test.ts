import { describe, expect, it } from 'vitest';
import { storedEnum } from './stored-enum.js';

describe('storedEnum', () => {
  const colors = ['red', 'green'] as const;

  it('returns a known value, typed as the enum', () => {
    const value: 'red' | 'green' = storedEnum(colors, 'green', 'color');
    expect(value).toBe('green');
  });

  it('refuses a value outside the enum, naming the column and the value', () => {
    expect(() => storedEnum(colors, 'blue', 'color')).toThrow('Unexpected stored color "blue"');
  });
});
