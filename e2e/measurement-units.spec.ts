/**
 * Measurement units take effect: with Imperial chosen in Account & Data, an amount in ml or g keeps its
 * exact label amount and gains its approximate fluid ounces or ounces on the Substances tab (the card's dose and
 * ingredients), on the Daily tab's dose card and in History's dose list; mg is shown unchanged; Metric removes the
 * equivalents again. Screenshots at 1280 and 390 px, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP } from './support/browser.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiCall, dayInNewYork, HistoryPage } from './support/history-page.js';
import { ShellPage } from './support/pages/shell-page.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();

async function chooseUnits(page: Page, label: 'Imperial (oz, fl oz)' | 'Metric (g, mg, ml)'): Promise<void> {
  await new ShellPage(page).openTab('Settings');
  await page.getByRole('tab', { name: 'Account & Data' }).click();
  await waitForPath(page, '/settings/account');
  const regional = page.getByRole('region', { name: 'Regional and International Settings', exact: true });
  await regional.getByRole('button', { name: 'Edit' }).click();
  await regional.getByLabel('Measurement units').selectOption({ label });
  await regional.getByRole('button', { name: 'Save regional settings' }).click();
  await visible(regional.getByText('Regional settings saved.'));
  await visible(regional.getByText(label, { exact: true }));
}

const substanceCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The text of the card's definition for `term` (Dose, Ingredients). */
const cardValue = (page: Page, name: string, term: string) =>
  substanceCard(page, name)
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

describe('measurement units', () => {
  it('adds the imperial equivalent after ml and g amounts everywhere with Imperial, and Metric removes it', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'units');
    const token = await apiToken(harness.baseURL, user);
    const syrup = await seedSubstance(harness.baseURL, token, 'supplements', {
      name: 'Elderberry Syrup',
      dosage: 30,
      unit: 'ml',
      remainingSupply: 20,
      ingredients: [
        { name: 'Elderberry extract', amount: 2.5, unit: 'g' },
        { name: 'Zinc', amount: 5, unit: 'mg' },
      ],
    });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', dosage: 200, unit: 'mg', remainingSupply: 20 });
    await apiCall(harness.baseURL, token, 'POST', '/supplement-doses', {
      supplementId: syrup,
      dosage: 15,
      timestamp: new Date(`${dayInNewYork(1)}T15:00:00Z`).toISOString(),
    });
    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    const shell = new ShellPage(page);

    // Metric, the default: amounts exactly as typed.
    await shell.openTab('Substances');
    await visible(substanceCard(page, 'Elderberry Syrup'));
    expect(await cardValue(page, 'Elderberry Syrup', 'Dose')).toBe('30 ml');
    expect(await cardValue(page, 'Elderberry Syrup', 'Ingredients')).toBe('Elderberry extract 2.5 g, Zinc 5 mg');

    await chooseUnits(page, 'Imperial (oz, fl oz)');

    // Substances: the label amount first and exact, the ounces after it; mg unchanged.
    await shell.openTab('Substances');
    await visible(substanceCard(page, 'Elderberry Syrup'));
    expect(await cardValue(page, 'Elderberry Syrup', 'Dose')).toBe('30 ml (≈ 1.01 fl oz)');
    expect(await cardValue(page, 'Elderberry Syrup', 'Ingredients')).toBe('Elderberry extract 2.5 g (≈ 0.0882 oz), Zinc 5 mg');
    expect(await cardValue(page, 'Magnesium', 'Dose')).toBe('200 mg');
    await inspectScreen(page, 'units-substances-imperial');
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspectScreen(page, 'units-substances-imperial-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Daily: the dose card says the same; logging with details shows the usual dose in ounces beside the ml field.
    await shell.openTab('Daily');
    const daily = new DailySupplementsSection(page);
    await daily.waitUntilShown();
    const card = daily.card('Elderberry Syrup');
    await visible(card.getByText('30 ml (≈ 1.01 fl oz)', { exact: true }));
    await visible(daily.card('Magnesium').getByText('200 mg', { exact: true }));
    await card.getByRole('button', { name: /log Elderberry Syrup with a time, dosage or notes/ }).click();
    const details = page.getByRole('dialog', { name: 'Log Elderberry Syrup' });
    await visible(details.getByText('30 ml ≈ 1.01 fl oz', { exact: true }));
    await details.getByLabel('Dosage (ml)').fill('10');
    await visible(details.getByText('10 ml ≈ 0.338 fl oz', { exact: true }));
    await inspectScreen(page, 'units-daily-imperial');
    await details.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Discard/ })
      .click();

    // History: yesterday's dose of 15 ml.
    const history = new HistoryPage(page);
    await history.open();
    const day = history.day(dayInNewYork(1));
    await day.getByRole('button', { name: 'Doses and sessions' }).click();
    await visible(day.getByText(/· 15 ml \(≈ 0\.507 fl oz\)$/));
    await inspectScreen(page, 'units-history-imperial');

    // Metric again: every equivalent is gone.
    await chooseUnits(page, 'Metric (g, mg, ml)');
    await shell.openTab('Substances');
    await visible(substanceCard(page, 'Elderberry Syrup'));
    expect(await cardValue(page, 'Elderberry Syrup', 'Dose')).toBe('30 ml');
    expect(await cardValue(page, 'Elderberry Syrup', 'Ingredients')).toBe('Elderberry extract 2.5 g, Zinc 5 mg');
    await shell.openTab('Daily');
    await daily.waitUntilShown();
    await visible(daily.card('Elderberry Syrup').getByText('30 ml', { exact: true }));
    expect(await page.getByText(/fl oz|≈/).count()).toBe(0);
    await history.open();
    await history.day(dayInNewYork(1)).getByRole('button', { name: 'Doses and sessions' }).click();
    await visible(history.day(dayInNewYork(1)).getByText(/· 15 ml$/));
  });
});
