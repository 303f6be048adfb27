/**
 * The interaction banner as a compact summary: one line per pair (the two names and the severity word), each expandable
 * to the full finding, its sources and what to do; and the Substances tab does not jump while the checks load.
 * Cumulative Layout Shift is measured from the first paint of a fresh load with a PerformanceObserver (layout-shift
 * entries without recent input), the checks answering 400 ms late as on a slow phone network.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { SubstancesPage } from './support/substances-page.js';
import { hidden, visible } from './support/waits.js';

const harness = setUpHarness();
const NCCIH_URL = 'https://www.nccih.nih.gov/health/st-johns-wort';

/** Several interacting items: Nardil, Zoloft, tramadol and St John's Wort make pairs of every kind, and foods to watch. */
async function userWithInteractions(label: string): Promise<TestUser> {
  const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, label);
  const token = await apiToken(harness.baseURL, user);
  await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Zoloft', dosage: 50, unit: 'mg' });
  await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Nardil', dosage: 15, unit: 'mg' });
  await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Tramadol', dosage: 50, unit: 'mg' });
  await seedSubstance(harness.baseURL, token, 'supplements', { name: "St John's Wort", substanceType: 'HERBAL' });
  await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium glycinate', dosage: 200, unit: 'mg' });
  await seedSubstance(harness.baseURL, token, 'otc-medications', { name: 'Advil', dosage: 200, unit: 'mg' });
  return user;
}

/** Sums every layout shift the page makes without recent input, from the start of each document. */
async function watchLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = { value: 0, shifts: [] as Array<{ value: number; sources: string[] }> };
    (window as unknown as { __layoutShift: typeof record }).__layoutShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        record.value += entry.value;
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? `${source.node.tagName} ${source.node.className}`.slice(0, 80) : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: { value: number; shifts: Array<{ value: number; sources: string[] }> } }).__layoutShift);

async function loadSubstancesFresh(page: Page, substances: SubstancesPage): Promise<void> {
  await page.goto('/supplements');
  await visible(substances.banner());
  await visible(substances.card('Zoloft'));
  // Anything late (fonts, a second render) has time to move things.
  await page.waitForTimeout(1000);
}

describe('the interaction banner', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`does not make the Substances tab jump while the checks load (${viewport.width} px)`, async () => {
      const user = await userWithInteractions(`banner-cls-${viewport.width}`);
      const { page, context } = await harness.newContext(viewport);
      await signInThroughUi(page, user);
      await watchLayoutShift(context);
      await page.route('**/api/interactions/bulk-check', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.fallback();
      });
      const substances = new SubstancesPage(page);
      await loadSubstancesFresh(page, substances);
      const shift = await layoutShift(page);
      expect(shift.value, JSON.stringify(shift.shifts)).toBeLessThan(0.1);
    }, 60_000);
  }

  it('shows one line per pair, the names and the severity word, and expands a pair to its finding and sources', async () => {
    const user = await userWithInteractions('banner-compact');
    const { page } = await harness.newContext(PHONE);
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    const banner = await visible(substances.banner());
    const pairs = banner.getByRole('region', { name: /^Interactions among your substances/ });

    // One line each: a disclosure button named by the two names and the severity word, closed at first.
    const line = pairs.getByRole('button', { name: /^Zoloft \+ St John's Wort Critical$|^St John's Wort \+ Zoloft Critical$/ });
    await visible(line);
    expect(await line.getAttribute('aria-expanded')).toBe('false');
    const box = await line.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(56);
    const lines = pairs.getByRole('button', { expanded: false });
    expect(await lines.count()).toBeGreaterThanOrEqual(3);
    // Closed, the finding itself is not shown.
    expect(await pairs.getByRole('link', { name: /NCCIH/ }).count()).toBe(0);

    await line.click();
    expect(await line.getAttribute('aria-expanded')).toBe('true');
    const details = page.locator(`#${await line.getAttribute('aria-controls')}`);
    await visible(details);
    expect(await details.innerText()).toContain('What to do:');
    expect(await details.getByRole('link', { name: /NCCIH/ }).getAttribute('href')).toBe(NCCIH_URL);
    await inspectScreen(page, 'interaction-banner-compact-expanded');

    await line.click();
    await hidden(details);
    expect(await line.getAttribute('aria-expanded')).toBe('false');
    await inspectScreen(page, 'interaction-banner-compact');
  }, 90_000);
});
