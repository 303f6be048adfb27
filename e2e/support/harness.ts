/** Per-spec setup: one Chromium per file, the server's address and outbox, and common sign-in steps. */
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openContext, type ContextOptions, type TestPage } from './browser.js';
import type { TestUser } from './fixtures.js';
import { ShellPage } from './pages/shell-page.js';
import { SignInPage } from './pages/sign-in-page.js';

export interface Harness {
  baseURL: string;
  outboxDir: string;
  browser(): Browser;
  /** A fresh browser profile; closed, and checked for script and CSP errors, after the test. */
  newContext(viewport?: { width: number; height: number }, options?: ContextOptions): Promise<TestPage>;
}

export function setUpHarness(): Harness {
  const baseURL = inject('baseURL');
  const outboxDir = inject('outboxDir');
  let browser: Browser | null = null;
  const open: TestPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async () => {
    const pages = open.splice(0);
    for (const { context } of pages) await context.close();
    expect(pages.flatMap((p) => p.problems.errors)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const getBrowser = () => {
    if (browser === null) throw new Error('The browser is not running yet');
    return browser;
  };

  return {
    baseURL,
    outboxDir,
    browser: getBrowser,
    async newContext(viewport, options) {
      const testPage = await openContext(getBrowser(), baseURL, viewport, options);
      open.push(testPage);
      return testPage;
    },
  };
}

export async function signInThroughUi(page: Page, user: TestUser): Promise<ShellPage> {
  const signIn = await new SignInPage(page).open();
  await signIn.signIn(user.email, user.password);
  const shell = new ShellPage(page);
  await shell.waitUntilShown();
  return shell;
}
