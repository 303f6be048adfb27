/** Full-page screenshots of a screen at desktop (1280 px) and phone (390 px) width under test-results/screenshots/. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser.js';
import { expectNoSeriousViolations } from './axe.js';
import { SCREENSHOTS_DIR } from './paths.js';

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  const path = join(SCREENSHOTS_DIR, `${name}-${width}.png`);
  // From the top, so the sticky tab strip is drawn in its own place rather than where the viewport last was.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
  return path;
}

/**
 * A still copy of the page as it is now (its markup and styles, without scripts) on the same origin, so a screen
 * that moves on by itself after a delay can be inspected for as long as the machine needs.
 */
async function frozenCopy(page: Page): Promise<Page> {
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script').forEach((script) => script.remove());
    return `<!doctype html>${copy.outerHTML}`;
  });
  const frozen = await page.context().newPage();
  const url = new URL('/__e2e__/frozen-screen', page.url()).href;
  await frozen.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await frozen.goto(url);
  return frozen;
}

/**
 * Screenshots and axe at both widths, then back to the original size. `expectHeading` marks a screen that moves on by
 * itself after a delay (two or three seconds after registering): the heading is checked on the live page, which is
 * then inspected as a still copy, as a loaded machine can take longer than the delay for two widths of axe.
 */
export async function inspectScreen(page: Page, name: string, options: { expectHeading?: string } = {}): Promise<void> {
  let target = page;
  if (options.expectHeading !== undefined) {
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    const shown = heading?.trim() === options.expectHeading || (await page.getByRole('heading', { name: options.expectHeading }).isVisible());
    if (!shown) throw new Error(`"${name}" shows "${heading ?? ''}", not "${options.expectHeading}"`);
    target = await frozenCopy(page);
  }
  const original = page.viewportSize() ?? DESKTOP;
  try {
    for (const viewport of [DESKTOP, PHONE]) {
      await target.setViewportSize(viewport);
      await screenshot(target, name);
      await expectNoSeriousViolations(target, `${name}-${viewport.width}`);
    }
  } finally {
    if (target === page) await page.setViewportSize(original);
    else await target.close();
  }
}
