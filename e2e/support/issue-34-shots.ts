/**
 * Issue 34's before-and-after pictures of one element: per width (390, 1280) and scheme (light, dark), with fixed
 * and sticky bars hidden so they cover nothing, as compressed JPEGs `${name}-${phase}-${width}-${scheme}.jpg`. They go
 * to docs/screenshots/issue-34/ only when ISSUE34_SHOTS names the phase (`before` from an unmodified build, `after`),
 * else to test-results/screenshots/, so an ordinary run never rewrites the committed pictures.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser.js';
import { SCREENSHOTS_DIR } from './paths.js';
import { visible } from './waits.js';

const phase = process.env['ISSUE34_SHOTS'];
const outDir = phase === 'before' || phase === 'after' ? new URL('../../docs/screenshots/issue-34/', import.meta.url).pathname : SCREENSHOTS_DIR;
const suffix = phase === 'before' || phase === 'after' ? phase : 'current';

async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.dataset['theme'] === wanted, scheme);
}

/** One picture of an element per width and scheme: `${name}-${phase}-${width}-${scheme}.jpg`. */
export async function shoot(page: Page, target: () => Locator, name: string, prepare: () => Promise<void> = async () => {}): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      await prepare();
      const element = await visible(target());
      await element.scrollIntoViewIfNeeded();
      // The sticky tab strip and the phone's bottom bar would cover part of the element in its picture.
      await element.evaluate((shown) => {
        document.querySelectorAll<HTMLElement>('body *').forEach((other) => {
          const position = getComputedStyle(other).position;
          if ((position === 'fixed' || position === 'sticky') && !other.contains(shown) && !shown.contains(other)) {
            other.dataset['shotHidden'] = '';
            other.style.visibility = 'hidden';
          }
        });
      });
      await element.screenshot({
        path: join(outDir, `${name}-${suffix}-${viewport.width}-${scheme}.jpg`),
        type: 'jpeg',
        quality: 60,
        animations: 'disabled',
        caret: 'hide',
      });
      await page.evaluate(() => {
        document.querySelectorAll<HTMLElement>('[data-shot-hidden]').forEach((other) => {
          other.style.visibility = '';
          delete other.dataset['shotHidden'];
        });
      });
    }
  }
  await setScheme(page, 'light');
}
