/**
 * The research library end to end: open the research for a magnesium supplement from its card, see each
 * item's type, finding, source and year, summary and what kind of evidence it is, with the disclaimer in view; open
 * an item's link in a new tab that cannot reach back (noopener), which clears its "New" mark; bookmark an item and
 * find it under All bookmarks after a reload. The same panel for a tracked condition in Settings › Health Conditions.
 * Screenshots of the panel at 1280 and 390 px, light and dark, with axe. Links to the documents are answered
 * locally, so the test needs no network.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { HealthConditionsPage } from './support/pages/health-conditions-page.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { inspectScreen } from './support/screenshots.js';
import { inspectDialog } from './support/substances-screens.js';
import { SubstancesPage } from './support/substances-page.js';
import { hidden, visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();
const PRODUCT = 'Magnesium Glycinate';
const FACT_SHEET = 'Magnesium — Fact Sheet for Health Professionals';
const DISCLAIMER = 'Not medical advice; talk to your clinician';

/** The documents' own sites are answered here, so opening a link works offline and proves where it leads. */
async function answerExternalLinks(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External document</title>' }));
}

/** On the Substances tab: the research of the product's card. */
async function researchFromCard(page: Page): Promise<Locator> {
  await visible(new SubstancesPage(page).heading());
  await visible(page.getByRole('button', { name: `Research for ${PRODUCT}` }));
  await page.getByRole('button', { name: `Research for ${PRODUCT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Research: ${PRODUCT}` });
  await visible(dialog.getByRole('list', { name: `Research for ${PRODUCT}` }));
  return dialog;
}

const itemNamed = (scope: Locator, title: string) => scope.getByRole('article', { name: title, exact: true });

async function withTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.dataset['theme'] = value;
  }, theme);
}

describe('research panel', () => {
  it('opens for a magnesium supplement, opens a source safely, and keeps a bookmark across a reload', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'research');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: PRODUCT, brand: 'Nature Made', dosage: 200, unit: 'mg' });
    const { page, context } = await harness.newContext();
    await answerExternalLinks(context);
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    await visible(page.getByRole('button', { name: `Research for ${PRODUCT}` }));
    await inspectScreen(page, 'research-substance-card');
    const dialog = await researchFromCard(page);

    await visible(dialog.getByText(DISCLAIMER));
    const items = dialog.getByRole('list', { name: `Research for ${PRODUCT}` }).getByRole('article');
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(5);
    expect(count).toBeLessThanOrEqual(10);
    // Every item says what kind of evidence it is, links out safely, and is new until opened.
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      await visible(item.getByText('What kind of evidence:'));
      const link = item.getByRole('link', { name: /^Read at / });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      await visible(item.getByText('New (not opened yet)'));
    }
    // A review of trials says so, and a study that found no effect says that too.
    await visible(dialog.getByText(/A statistical pooling of many studies/).first());
    const sheet = itemNamed(dialog, FACT_SHEET);
    await visible(sheet.getByText('NIH Office of Dietary Supplements'));
    await visible(sheet.getByText('Fact sheet', { exact: true }));

    // Opening the source: a new tab at the document, with no way back to this page; the item is no longer new.
    const [popup] = await Promise.all([context.waitForEvent('page'), sheet.getByRole('link', { name: /^Read at ods\.od\.nih\.gov/ }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await hidden(sheet.getByText('New (not opened yet)'));

    // Bookmark it; the toggle says so at once.
    const toggle = sheet.getByRole('button', { name: 'Bookmark', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await visible(sheet.getByRole('button', { name: 'Bookmarked', exact: true, pressed: true }));

    await inspectDialog(page, 'research-panel-magnesium');
    await withTheme(page, 'dark');
    await inspectDialog(page, 'research-panel-magnesium-dark');
    await withTheme(page, 'light');

    // After a reload, the bookmark is there under All bookmarks.
    await page.reload();
    await waitForPath(page, '/supplements');
    const again = await researchFromCard(page);
    await again.getByRole('button', { name: 'All bookmarks', exact: true }).click();
    const bookmarked = again.getByRole('list', { name: 'Bookmarked research' });
    await visible(bookmarked);
    expect(await bookmarked.getByRole('article').count()).toBe(1);
    const kept = itemNamed(bookmarked, FACT_SHEET);
    await visible(kept.getByRole('button', { name: 'Bookmarked', exact: true, pressed: true }));
    await hidden(kept.getByText('New (not opened yet)'));
    await visible(again.getByText(DISCLAIMER));
    await inspectDialog(page, 'research-panel-bookmarked');

    // Taking the bookmark off empties the list.
    await kept.getByRole('button', { name: 'Bookmarked', exact: true }).click();
    await visible(again.getByText('No bookmarked research yet.'));
    await again.getByRole('button', { name: 'Close research' }).click();
    await hidden(again);
  });

  it('opens for a tracked condition in Health Conditions & Goals', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'research-condition');
    const token = await apiToken(harness.baseURL, user);
    const tracked = await fetch(`${harness.baseURL}/api/user-conditions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ conditionId: 'insomnia', customMetrics: [], settings: {} }),
    });
    expect(tracked.status).toBe(201);
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Settings');
    await page.getByRole('tab', { name: 'Health Conditions' }).click();
    await waitForPath(page, '/settings/health-conditions');
    const conditions = new HealthConditionsPage(page);
    await conditions.waitUntilLoaded();

    await inspectScreen(page, 'research-tracked-condition');
    await conditions.card('Currently Tracking').getByRole('button', { name: 'Research for Insomnia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Research: Insomnia' });
    const list = dialog.getByRole('list', { name: 'Research for Insomnia' });
    await visible(list);
    expect(await list.getByRole('article').count()).toBe(10);
    await visible(dialog.getByText(DISCLAIMER));
    await visible(itemNamed(list, 'Meta-Analysis: Melatonin for the Treatment of Primary Sleep Disorders'));
    await inspectDialog(page, 'research-panel-insomnia');
    await withTheme(page, 'dark');
    await inspectDialog(page, 'research-panel-insomnia-dark');
  });
});
