import { describe, expect, it } from 'vitest';
import { PASSWORD_CHECKS, passwordMeetsRule } from './password-rule.js';

describe('password rule', () => {
  it('needs 12 characters, upper, lower, number and one of the listed specials', () => {
    expect(passwordMeetsRule('Abcdefghij1!')).toBe(true);
    expect(passwordMeetsRule('Abcdefghi1!')).toBe(false);
    expect(passwordMeetsRule('abcdefghij1!')).toBe(false);
    expect(passwordMeetsRule('ABCDEFGHIJ1!')).toBe(false);
    expect(passwordMeetsRule('Abcdefghijk!')).toBe(false);
    expect(passwordMeetsRule('Abcdefghijk1')).toBe(false);
    // A hyphen is not in the specification's list of special characters.
    expect(passwordMeetsRule('Abcdefghij1-')).toBe(false);
    for (const special of '!@#$%^&*(),.?":{}|<>') expect(passwordMeetsRule(`Abcdefghij1${special}`)).toBe(true);
  });

  it('reports each unmet check separately for the live checklist', () => {
    const unmet = PASSWORD_CHECKS.filter((check) => !check.test('abc')).map((check) => check.id);
    expect(unmet).toEqual(['length', 'uppercase', 'number', 'special']);
  });
});
