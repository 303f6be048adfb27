import { describe, expect, it } from 'vitest';
import { effectiveTheme } from './appearance';

describe('effectiveTheme', () => {
  it('shows light and dark as chosen, whatever the system prefers', () => {
    expect(effectiveTheme('LIGHT', false, true)).toBe('light');
    expect(effectiveTheme('DARK', false, false)).toBe('dark');
  });

  it('follows the system with AUTO', () => {
    expect(effectiveTheme('AUTO', false, true)).toBe('dark');
    expect(effectiveTheme('AUTO', false, false)).toBe('light');
  });

  it('shows high contrast when chosen as the theme or switched on, over any theme', () => {
    expect(effectiveTheme('HIGH_CONTRAST', false, true)).toBe('high-contrast');
    expect(effectiveTheme('DARK', true, false)).toBe('high-contrast');
    expect(effectiveTheme('AUTO', true, true)).toBe('high-contrast');
  });
});
