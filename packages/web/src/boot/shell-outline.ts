/**
 * The page's second inline script, right after the app's root element: on a load likely to end signed in, puts the
 * shell's outline (app/shell-skeleton.tsx, rendered at build time: build/shell-outline-plugin.ts) into the root, so
 * the outline paints as soon as the stylesheet has arrived rather than once the entry script has downloaded and run.
 * React's first render then replaces it with the same outline (a root's first commit clears what the page put in
 * it), so nothing moves. Self-contained like the boot script (src/boot/page-boot.ts), for the same reason.
 *
 * The outline shown is the one React would show: the same test of a likely session as lib/app-api.ts's
 * `mayBeSignedIn` (a stored token, or the server's readable hint cookie), and only on the addresses whose outline
 * the build rendered (`/` and each tab's). Any other address (a link from a mail, an unknown path) gets none and waits
 * for the app, as before.
 */

export interface ShellOutlineConfig {
  accessTokenStorageKey: string;
  sessionHintCookie: string;
  /** The outline's markup by address key: `/` or a tab's name. */
  outlines: Readonly<Record<string, string>>;
}

/** The parts of `window` the script uses (the page passes `globalThis`); a fake in the unit test. */
export interface OutlineWindow {
  document: {
    cookie: string;
    getElementById(id: string): { innerHTML: string } | null;
  };
  location: { pathname: string };
  localStorage: { getItem(key: string): string | null };
}

export function showShellOutline(window: OutlineWindow, config: ShellOutlineConfig): void {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(config.accessTokenStorageKey);
  } catch {
    // Storage refused: the app keeps its token in memory only, so none is stored.
  }
  const hinted = window.document.cookie.split('; ').includes(`${config.sessionHintCookie}=1`);
  if (token === null && !hinted) return;
  // `/`, or a tab's address with or without a section below it (/settings/help): the outline of its first segment.
  const { pathname } = window.location;
  const key = pathname === '/' ? '/' : (pathname.split('/').filter((part) => part !== '')[0] ?? '');
  const outline = Object.hasOwn(config.outlines, key) ? config.outlines[key] : undefined;
  const root = window.document.getElementById('root');
  if (outline !== undefined && root !== null) root.innerHTML = outline;
}
