/**
 * Screenshots of an open dialog at 1280 and 390 px, with axe at each width. A modal dialog is fixed to the
 * viewport, so these are viewport shots (a full-page shot would show the page running on past the backdrop);
 * `prepare` runs at each width first, e.g. to scroll the part under review into view.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './axe.js';
import { DESKTOP, PHONE } from './browser.js';
import { SCREENSHOTS_DIR } from './paths.js';

export async function inspectDialog(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  try {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await prepare?.();
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${viewport.width}.png`), animations: 'disabled', caret: 'hide' });
      await expectNoSeriousViolations(page, `${name}-${viewport.width}`);
    }
  } finally {
    await page.setViewportSize(original);
  }
}

/** Scrolls the dialog's content so that the element is at the top of its scrolling area. */
export async function scrollToTop(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'start' }));
}
