/**
 * Effects by the hour: a user with 24 days of timed records, a dose at 08:00 on every other day, opens a supplement's
 * insights and reads the hours view as a chart and as a table. Screenshots at 1280 and 390 px, light and dark, with
 * axe; the section alone is also saved under test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createSupplement, seedTimedDay, setTheme } from './support/analytics-api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();
const ZONE = 'America/New_York';
const NOISE = [0, 1, -1, 1, 0, -1] as const;

async function sectionShots(page: Page, section: Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  // Tall enough that the insights dialog shows the whole section without its own scrolling.
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize({ width: viewport.width, height: 2400 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${viewport.width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize(DESKTOP);
}

async function openHours(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
  await visible(page.getByRole('img', { name: /Timeline of/ }));
  await page.getByRole('button', { name: 'Get AI Insights' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insights: Methylphenidate' });
  const section = dialog.getByRole('region', { name: 'Effects by the hour', exact: true });
  await visible(section.getByRole('table'));
  return section;
}

describe('analytics: effects by the hour', () => {
  it("shows how ratings vary with the hours since the day's dose, as a chart and a table, light and dark", async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'analytics-hours');
    const token = await apiToken(harness.baseURL, user);
    const drug = await createSupplement(harness.baseURL, token, 'Methylphenidate');
    for (let i = 0; i < 24; i++) {
      const taken = i % 2 === 0;
      const noise = NOISE[i % NOISE.length] ?? 0;
      await seedTimedDay(harness.baseURL, token, ZONE, {
        daysAgo: 24 - i,
        ...(taken ? { dose: { supplementId: drug, time: '08:00' } } : {}),
        entries: [
          // Two hours after the dose: about 2 points higher on dose days; seven hours after: no difference.
          { time: '10:00', productivity: (taken ? 8 : 6) + noise, focusLevel: 6 + noise },
          { time: '15:00', productivity: 6 - noise, focusLevel: 6 },
        ],
      });
    }

    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Analytics');
    const section = await openHours(page);
    const table = section.getByRole('table', { name: /Effects by the hour after the day's first dose of Methylphenidate/ });
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['Hours after dose', 'Sessions', 'Entries', 'Productivity', 'Focus', 'Difference (interval)', 'Decision']);
    const early = (await table.getByRole('row', { name: /^2–4 h/ }).innerText()).replace(/\s+/g, ' ');
    expect(early).toContain('Higher than without');
    const late = (await table.getByRole('row', { name: /^6–8 h/ }).innerText()).replace(/\s+/g, ' ');
    expect(late).toContain('No clear difference');
    expect((await table.getByRole('row', { name: /^0–1 h/ }).innerText()).replace(/\s+/g, ' ')).toContain('Not enough data yet');
    await visible(section.getByText(/^4 comparisons tested; claims shown are those that hold after accounting for all of them\./));
    await visible(section.getByText(/not proof that Methylphenidate caused it/));
    await visible(section.getByRole('img', { name: /Difference from the days without Methylphenidate/ }));
    await sectionShots(page, section, 'analytics-hours-section-light');
    await inspectScreen(page, 'analytics-hours');

    await page.getByRole('dialog').getByRole('button', { name: 'Close insights' }).click();
    await setTheme(harness.baseURL, token, 'DARK');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    const dark = await openHours(page);
    await sectionShots(page, dark, 'analytics-hours-section-dark');
    await inspectScreen(page, 'analytics-hours-dark');
  });
});
