import { describe, expect, it } from 'vitest';
import { FONT_SIZES, THEMES } from '@wellness/contract';
import { APPEARANCE_STORAGE_KEY, effectiveTheme } from '../lib/appearance';
import { pageBoot, type BootWindow } from './page-boot';

const config = { appearanceStorageKey: APPEARANCE_STORAGE_KEY, themes: THEMES, fontSizes: FONT_SIZES };

function fakeWindow(options: { stored?: string | null; storageThrows?: boolean; prefersDark?: boolean } = {}) {
  const attributes = new Map<string, string>();
  const window: BootWindow = {
    document: { documentElement: { setAttribute: (name, value) => void attributes.set(name, value) } },
    localStorage: {
      getItem: (key) => {
        if (options.storageThrows) throw new Error('SecurityError');
        return key === APPEARANCE_STORAGE_KEY ? (options.stored ?? null) : null;
      },
    },
    matchMedia: () => ({ matches: options.prefersDark ?? false }),
  };
  return { window, attributes };
}

describe('pageBoot', () => {
  it('puts zod in jitless mode, keeping whatever else zod was configured with', () => {
    const { window } = fakeWindow();
    window.__zod_globalConfig = { customError: 'kept' };
    pageBoot(window, config, effectiveTheme);
    expect(window.__zod_globalConfig).toEqual({ customError: 'kept', jitless: true });
  });

  it('applies the remembered appearance before the first paint', () => {
    const { window, attributes } = fakeWindow({ stored: JSON.stringify({ theme: 'DARK', fontSize: 'LARGE', highContrast: false, animationsEnabled: false }) });
    pageBoot(window, config, effectiveTheme);
    expect(Object.fromEntries(attributes)).toEqual({
      'data-theme-choice': 'DARK',
      'data-high-contrast': 'false',
      'data-theme': 'dark',
      'data-font-size': 'LARGE',
      'data-motion': 'off',
    });
  });

  it('follows the system with AUTO, and high contrast wins over any theme', () => {
    const auto = fakeWindow({ stored: JSON.stringify({ theme: 'AUTO' }), prefersDark: true });
    pageBoot(auto.window, config, effectiveTheme);
    expect(auto.attributes.get('data-theme')).toBe('dark');
    const contrast = fakeWindow({ stored: JSON.stringify({ theme: 'LIGHT', highContrast: true }) });
    pageBoot(contrast.window, config, effectiveTheme);
    expect(contrast.attributes.get('data-theme')).toBe('high-contrast');
    expect(contrast.attributes.get('data-high-contrast')).toBe('true');
  });

  it.each([
    ['nothing stored', { stored: null }],
    ['unreadable JSON', { stored: '{not json' }],
    ['values outside the lists', { stored: JSON.stringify({ theme: 'NEON', fontSize: 'HUGE' }) }],
    ['storage refused', { storageThrows: true }],
  ])('falls back to the defaults with %s', (_case, options) => {
    const { window, attributes } = fakeWindow(options);
    pageBoot(window, config, effectiveTheme);
    expect(Object.fromEntries(attributes)).toEqual({
      'data-theme-choice': 'AUTO',
      'data-high-contrast': 'false',
      'data-theme': 'light',
      'data-font-size': 'MEDIUM',
      'data-motion': 'on',
    });
  });
});
