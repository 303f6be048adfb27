/**
 * The appearance preferences (theme, font size, animations, high contrast) applied to <html> as data
 * attributes that styles.css and themes.css read. The last applied choice is remembered in localStorage, so
 * the page's boot script (src/boot/page-boot.ts) can apply it before the first paint of the next load, signed-out screens
 * included.
 */
import type { Preferences, Theme } from '@wellness/contract';

export type Appearance = Pick<Preferences, 'theme' | 'fontSize' | 'animationsEnabled' | 'highContrast'>;
export type EffectiveTheme = 'light' | 'dark' | 'high-contrast';

export const APPEARANCE_STORAGE_KEY = 'wellness.appearance';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The palette shown: high contrast wins; AUTO follows the system's colour scheme. */
export function effectiveTheme(choice: Theme, highContrast: boolean, systemPrefersDark: boolean): EffectiveTheme {
  if (highContrast || choice === 'HIGH_CONTRAST') return 'high-contrast';
  if (choice === 'DARK' || (choice === 'AUTO' && systemPrefersDark)) return 'dark';
  return 'light';
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function applyThemeAttribute(root: HTMLElement): void {
  const choice = (root.dataset['themeChoice'] ?? 'AUTO') as Theme;
  root.dataset['theme'] = effectiveTheme(choice, root.dataset['highContrast'] === 'true', systemPrefersDark());
}

/** Puts the appearance on <html> and remembers it for the next load. */
export function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement;
  root.dataset['themeChoice'] = appearance.theme;
  root.dataset['highContrast'] = String(appearance.highContrast);
  root.dataset['fontSize'] = appearance.fontSize;
  root.dataset['motion'] = appearance.animationsEnabled ? 'on' : 'off';
  applyThemeAttribute(root);
  try {
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
  } catch (error) {
    // Private modes may refuse storage: the theme still applies now, only the next load starts from the default.
    console.warn('Could not remember the appearance for the next load', error);
  }
}

/** With AUTO, follows the system's colour scheme live (on every screen, signed in or not). */
export function followSystemColorScheme(): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => applyThemeAttribute(document.documentElement);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
