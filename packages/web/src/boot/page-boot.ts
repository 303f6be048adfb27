/**
 * The page's first script, which runs before the stylesheet applies and before the app's modules load. The build
 * writes this function's source text into index.html as an inline script (build/page-boot-plugin.ts; the server
 * allows exactly that script by its hash), so it costs no request of its own. It must therefore be self-contained:
 * everything it uses arrives in `config` or as `themeOf` (lib/appearance.ts's `effectiveTheme`, whose source the
 * build writes beside it), never through an import.
 *
 * 1. Puts zod in jitless mode before any schema is built. The Content-Security-Policy forbids `eval`; zod probes
 *    `new Function` when it builds an object schema and, although it catches the refusal, the browser reports a
 *    violation on every load. `__zod_globalConfig` is where zod keeps `z.config()` (shared by every copy of zod on
 *    the page); the end-to-end tests fail on any violation.
 * 2. Applies the remembered appearance (theme, font size, motion) to <html> before the first paint, so a reload never
 *    flashes the wrong theme. Keep in step with lib/appearance.ts, which writes the same storage key and attributes
 *    and decides the palette with the same function (e2e/preferences.spec.ts checks the result before the app's own
 *    script runs).
 *
 * Inline rather than a file of its own: a classic script in <head> holds up the first
 * paint by a whole round trip.
 */
import type { Theme } from '@wellness/contract';
import type { effectiveTheme } from '../lib/appearance';

export interface PageBootConfig {
  appearanceStorageKey: string;
  themes: readonly string[];
  fontSizes: readonly string[];
}

/** The parts of `window` the boot uses (the page passes `globalThis`); a fake in the unit test. */
export interface BootWindow {
  document: {
    documentElement: { setAttribute(name: string, value: string): void };
  };
  localStorage: { getItem(key: string): string | null };
  matchMedia?: (query: string) => { matches: boolean };
  __zod_globalConfig?: Record<string, unknown>;
}

interface StoredAppearance {
  theme?: unknown;
  fontSize?: unknown;
  highContrast?: unknown;
  animationsEnabled?: unknown;
}

export function pageBoot(window: BootWindow, config: PageBootConfig, themeOf: typeof effectiveTheme): void {
  window.__zod_globalConfig = Object.assign(window.__zod_globalConfig ?? {}, { jitless: true });

  let stored: StoredAppearance | null = null;
  try {
    stored = JSON.parse(window.localStorage.getItem(config.appearanceStorageKey) ?? 'null') as StoredAppearance | null;
  } catch {
    // Unreadable (or storage refused): the defaults apply until the app writes a new value.
  }
  const root = window.document.documentElement;
  const choice = stored !== null && config.themes.includes(stored.theme as string) ? (stored.theme as Theme) : 'AUTO';
  const highContrast = stored !== null && stored.highContrast === true;
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  const theme = themeOf(choice, highContrast, prefersDark);
  root.setAttribute('data-theme-choice', choice);
  root.setAttribute('data-high-contrast', String(highContrast));
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-font-size', stored !== null && config.fontSizes.includes(stored.fontSize as string) ? (stored.fontSize as string) : 'MEDIUM');
  root.setAttribute('data-motion', stored !== null && stored.animationsEnabled === false ? 'off' : 'on');
}
