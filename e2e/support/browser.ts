/**
 * Launching Debian's Chromium through playwright-core, and pages that fail the test on uncaught script
 * errors or Content-Security-Policy violations (the production CSP allows no inline code but the page's boot
 * script, by its hash).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `End-to-end tests need Chromium at ${CHROMIUM_PATH}, which is missing. Install it with "apt-get install -y chromium", ` +
        'or run the suite through npm test, which skips it when Chromium is absent.',
    );
  }
}

export async function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Problems seen on a page that no test expects. */
export interface PageProblems {
  errors: string[];
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

export function watchPage(page: Page, problems: PageProblems): void {
  page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) problems.errors.push(`CSP: ${message.text()}`);
  });
}

export interface ContextOptions {
  /** Another browser's User-Agent header, to appear as that browser to the server. */
  userAgent?: string;
  /**
   * Blocked unless a spec asks: once the app's service worker controls a page it answers the app's own files from
   * its cache, out of reach of page.route, which specs use to hold back or fail requests. The installable-app spec
   * allows it.
   */
  serviceWorkers?: 'allow' | 'block';
  /** The device's time zone (America/New_York unless a spec asks for another). */
  timezoneId?: string;
}

/** A fresh browser context (own cookies and storage, like a new browser profile) with one page. */
export async function openContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: ContextOptions = {},
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-US', timezoneId: 'America/New_York', serviceWorkers: 'block', ...options });
  // A violation the page's code catches (zod's probe for `new Function`, say) logs nothing by itself, yet
  // browsers report it; say it on the console, where watchPage fails the test.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  watchPage(page, problems);
  return { context, page, problems };
}

/** Another tab in the same context: same cookies and local storage. */
export async function openTab(context: BrowserContext, problems: PageProblems): Promise<Page> {
  const page = await context.newPage();
  watchPage(page, problems);
  return page;
}
