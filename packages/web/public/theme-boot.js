/*
 * The one classic script that runs before the app's modules; it does two things that cannot wait for them.
 *
 * 1. Puts zod in jitless mode before any schema is built. The server's Content-Security-Policy forbids `eval`;
 *    zod probes `new Function` when it builds an object schema and, although it catches the refusal, the browser
 *    reports a violation on every load. The app's modules cannot switch it off in time: the bundler runs the
 *    shared chunk that builds the contract's schemas before the entry's own code. `__zod_globalConfig` is where
 *    zod keeps `z.config()` (shared by every copy of zod on the page); the e2e tests fail on any violation.
 *
 * 2. Applies the remembered appearance (theme, font size, motion) to <html> before the page paints, so a reload
 * never flashes the wrong theme. A classic blocking script from this origin: the Content-Security-Policy allows
 * no inline script. Keep in step with src/lib/appearance.ts, which writes the same storage key and attributes
 * (e2e/preferences.spec.ts checks the result before the app's own script runs).
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

(function (window) {
  var root = window.document.documentElement;
  var stored;
  try {
    stored = JSON.parse(window.localStorage.getItem('wellness.appearance') || 'null');
  } catch {
    // Unreadable (or storage refused): the defaults apply until the app writes a new value.
    stored = null;
  }
  var themes = ['LIGHT', 'DARK', 'AUTO', 'HIGH_CONTRAST'];
  var sizes = ['SMALL', 'MEDIUM', 'LARGE', 'EXTRA_LARGE'];
  var choice = stored && themes.indexOf(stored.theme) >= 0 ? stored.theme : 'AUTO';
  var highContrast = Boolean(stored && stored.highContrast === true);
  var prefersDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var theme = highContrast || choice === 'HIGH_CONTRAST' ? 'high-contrast' : choice === 'DARK' || (choice === 'AUTO' && prefersDark) ? 'dark' : 'light';
  root.setAttribute('data-theme-choice', choice);
  root.setAttribute('data-high-contrast', String(highContrast));
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-font-size', stored && sizes.indexOf(stored.fontSize) >= 0 ? stored.fontSize : 'MEDIUM');
  root.setAttribute('data-motion', stored && stored.animationsEnabled === false ? 'off' : 'on');
})(globalThis);
