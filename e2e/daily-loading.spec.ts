/**
 * The Daily tab as it loads (issue 16): its title and introduction show first, with "Loading…", while the user and
 * the preferences are on their way; the day's reads run meanwhile, so the sections then appear below at once, with
 * their data, without moving anything (the page's layout shifts add up to nearly nothing). Screenshots before and
 * after the data, at 1280 and 390 px, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { screenshot } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();

/** The seven reads of the Daily tab's sections. */
const DAILY_READS = [
  '/api/entries/daily-summary',
  '/api/daily/supplements',
  '/api/supplement-doses/today',
  '/api/daily/focus-aids',
  '/api/focus-sessions/today',
  '/api/focus-sessions/active',
  '/api/daily/insight',
];

/** Resolves once each of the seven has answered. */
const waitForDailyReads = (page: Page) => Promise.all(DAILY_READS.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)));

/** Requests matching `pattern` wait until released; later ones pass straight through. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** The layout shifts the page has had so far that no user input caused (what CLS adds up). */
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** Lets the page handle what just arrived and paint it. */
const afterTwoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

const headingBox = async (page: Page) => page.getByRole('heading', { level: 2, name: 'Daily tracking' }).boundingBox();

describe('the Daily tab while it loads', () => {
  it('shows its title first and adds the sections below without moving anything', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-loading');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', dosage: 200, unit: 'mg', remainingSupply: 30 });
    const { page, context } = await harness.newContext(DESKTOP);
    await context.addInitScript(() => {
      const state = window as unknown as { layoutShift: number };
      state.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) state.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInThroughUi(page, user);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        // The preferences held back: the sections wait for them, while the day's reads (started beside the tab's
        // chunk) come in.
        const releasePreferences = await holdBack(page, /\/api\/preferences$/);
        const readsAnswered = waitForDailyReads(page);
        await page.goto('/daily');

        // The frame: the tab's own text, and "Loading…" below it.
        await visible(page.getByRole('heading', { level: 2, name: 'Daily tracking' }));
        await visible(page.getByRole('status').filter({ hasText: 'Loading…' }));
        await screenshot(page, `daily-loading-${scheme}`);
        const frameHeading = await headingBox(page);
        await readsAnswered;
        await afterTwoFrames(page);
        expect(await page.getByRole('heading', { name: "Today's Summary" }).count()).toBe(0);

        // Then the sections, at once and with their data.
        await releasePreferences();
        await visible(new DailySupplementsSection(page).card('Magnesium'));
        expect(await page.getByTestId('todays-summary').innerText()).toContain('0 / 1');
        await screenshot(page, `daily-loaded-${scheme}`);

        expect(await headingBox(page)).toEqual(frameHeading);
        expect(await layoutShift(page)).toBeLessThan(0.01);
        await page.unrouteAll();
      }
    }
  });
});
