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
 * Screenshots and axe at both widths, then back to the original size. `expectHeading` guards screens that
 * move on by themselves after a delay: the check fails loudly if the screen changed while it was inspected.
 */
export async function inspectScreen(page: Page, name: string, options: { expectHeading?: string } = {}): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  const assertStillThere = async () => {
    if (options.expectHeading === undefined) return;
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    if (heading?.trim() !== options.expectHeading && !(await page.getByRole('heading', { name: options.expectHeading }).isVisible())) {
      throw new Error(`"${name}" changed while it was inspected (now showing "${heading ?? ''}")`);
    }
  };
  try {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await screenshot(page, name);
      await expectNoSeriousViolations(page, `${name}-${viewport.width}`);
      await assertStillThere();
    }
  } finally {
    await page.setViewportSize(original);
  }
}
