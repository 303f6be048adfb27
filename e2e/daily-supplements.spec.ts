/**
 * Today's Supplements on the Daily tab, against the real API: dose cards with supply and Low stock, the Log dose
 * button's logging → Logged → idle cycle, removing a dose through the in-page confirmation with a busy state on
 * that dose only, doses surviving a reload, the dose-history modal (30 days first, 7 days, paging, Escape and
 * overlay click), entry mode with expiry notes bound to the shared selection, the search box's suggestions
 * ('In your library', local fallback) and filtering, the empty state, and the log and load failures.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { inspectScreen } from './support/screenshots.js';
import { inspectDialog } from './support/substances-screens.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { daysAgo, logDoseViaApi } from './support/daily-supplements-api.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

/** A calendar day `days` from today in the browser's own zone. */
const browserDay = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);

/** How many distinct columns the dose cards sit in. */
const cardColumns = (page: Page) =>
  page.evaluate(
    () => new Set(Array.from(document.querySelectorAll('[aria-label="Dose cards"] > li'), (li) => Math.round(li.getBoundingClientRect().left))).size,
  );

async function openDaily(page: Page, user: Parameters<typeof signInThroughUi>[1]): Promise<DailySupplementsSection> {
  const shell = await signInThroughUi(page, user);
  await shell.waitForTab('Daily');
  const section = new DailySupplementsSection(page);
  await section.waitUntilShown();
  return section;
}

describe('today’s supplements', () => {
  it('logs a dose, shows Low stock, removes a dose after confirming, and keeps doses over a reload', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'doses');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium Glycinate', brand: 'Thorne', dosage: 200, unit: 'mg', remainingSupply: 12 });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Zinc', dosage: 15, unit: 'mg', remainingSupply: 10 });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Fish Oil', remainingSupply: null });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Empty Bottle', remainingSupply: 0 });
    const { page } = await harness.newContext();
    const section = await openDaily(page, user);
    expect(new URL(page.url()).pathname).toMatch(/^\/(daily)?$/);

    // Dose mode is the default; supply at 0 is hidden, untracked supply is not.
    expect(await section.mode('Log doses').getAttribute('aria-pressed')).toBe('true');
    await visible(section.cards());
    expect(await section.cardNames()).toEqual(['Fish Oil', 'Magnesium Glycinate', 'Zinc']);
    const magnesium = section.card('Magnesium Glycinate');
    await visible(magnesium.getByText('Thorne', { exact: true }));
    await visible(magnesium.getByText('200 mg', { exact: true }));
    expect(await section.supply(magnesium).innerText()).toBe('12 left');
    await visible(magnesium.getByText('No doses logged today.', { exact: true }));
    expect(await section.supply(section.card('Fish Oil')).count()).toBe(0);

    // Log a dose: Logged with a checkmark, then the supply drops by one and the dose is listed with its time.
    const log = section.logButton(magnesium);
    expect(await log.innerText()).toContain('Log dose');
    await log.click();
    await visible(magnesium.getByRole('button', { name: /^Logged/ }));
    expect(await log.getAttribute('aria-disabled')).toBe('true');
    await visible(magnesium.getByText('11 left', { exact: true }));
    await visible(section.todaysDoses(magnesium, 'Magnesium Glycinate'));
    expect(await section.todaysDoses(magnesium, 'Magnesium Glycinate').count()).toBe(1);
    expect(await section.todaysDoses(magnesium, 'Magnesium Glycinate').first().innerText()).toMatch(/\d{1,2}:\d{2}\s?(AM|PM)/);
    // Back to idle after the 2 s confirmation.
    await visible(magnesium.getByRole('button', { name: /^Log dose/ }), 5_000);
    expect(await log.getAttribute('aria-disabled')).toBeNull();

    // Low stock below 10: Zinc goes from 10 to 9.
    const zinc = section.card('Zinc');
    expect(await zinc.getByText('Low stock', { exact: true }).count()).toBe(0);
    await section.logButton(zinc).click();
    await visible(zinc.getByText('9 left', { exact: true }));
    await visible(zinc.getByText('Low stock', { exact: true }));

    // A second Magnesium dose (within the hour, so it asks before logging another), then remove the first while the
    // DELETE is held back: only that dose is busy.
    await visible(magnesium.getByRole('button', { name: /^Log dose/ }), 5_000);
    await log.click();
    const repeat = await visible(page.getByRole('alertdialog', { name: 'Log another dose?' }));
    await visible(repeat.getByText(/^You already logged Magnesium Glycinate at \d{1,2}:\d{2}\s?(AM|PM) — log another\?$/));
    await repeat.getByRole('button', { name: 'Log another' }).click();
    await visible(magnesium.getByText('10 left', { exact: true }));
    await visible(section.todaysDoses(magnesium, 'Magnesium Glycinate').nth(1));
    await visible(magnesium.getByRole('button', { name: /^Log dose/ }), 5_000);
    let releaseDelete: () => void = () => undefined;
    const deleteHeld = new Promise<void>((resolve) => (releaseDelete = resolve));
    await page.route('**/api/supplement-doses/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      await deleteHeld;
      return route.fallback();
    });
    const removes = section.removeButtons(magnesium);
    await removes.first().click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Remove dose?' }));
    await visible(confirm.getByText('Are you sure you want to remove this dose?', { exact: true }));
    await confirm.getByRole('button', { name: 'Remove dose', exact: true }).click();
    await hidden(confirm);
    const doses = section.todaysDoses(magnesium, 'Magnesium Glycinate');
    await page.waitForFunction((el) => el?.getAttribute('aria-busy') === 'true', await doses.first().elementHandle());
    expect(await removes.first().getAttribute('aria-disabled')).toBe('true');
    expect(await doses.nth(1).getAttribute('aria-busy')).toBeNull();
    expect(await removes.nth(1).getAttribute('aria-disabled')).toBeNull();
    expect(await section.logButton(magnesium).getAttribute('aria-disabled')).toBeNull();
    releaseDelete();
    await visible(magnesium.getByText('11 left', { exact: true }));
    await page.waitForFunction(
      (el) => el !== null && el.querySelectorAll('li').length === 1,
      await magnesium.getByRole('list', { name: /taken today/ }).elementHandle(),
    );
    await page.unroute('**/api/supplement-doses/*');
    // Focus went somewhere sensible once the removed row was gone.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Magnesium Glycinate');

    // Cancelling the confirmation keeps the dose.
    await removes.first().click();
    const again = await visible(page.getByRole('alertdialog', { name: 'Remove dose?' }));
    await again.getByRole('button', { name: 'Cancel', exact: true }).click();
    await hidden(again);
    expect(await doses.count()).toBe(1);

    await inspectScreen(page, 'daily-supplements');
    // Layout: three columns at 1280 px, one at 390 px, nothing wider than the phone's screen.
    expect(await cardColumns(page)).toBe(3);
    await page.setViewportSize(PHONE);
    expect(await cardColumns(page)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);

    // A reload shows the same doses and supply, from the server.
    await page.reload();
    await section.waitUntilShown();
    await visible(section.card('Magnesium Glycinate').getByText('11 left', { exact: true }));
    // Today's doses are a load of their own, which may answer after the supply: wait for them before counting.
    await visible(section.todaysDoses(section.card('Magnesium Glycinate'), 'Magnesium Glycinate'));
    expect(await section.todaysDoses(section.card('Magnesium Glycinate'), 'Magnesium Glycinate').count()).toBe(1);
    await visible(section.card('Zinc').getByText('9 left', { exact: true }));
    await visible(section.card('Zinc').getByText('Low stock', { exact: true }));
    await visible(section.todaysDoses(section.card('Zinc'), 'Zinc'));
    expect(await section.todaysDoses(section.card('Zinc'), 'Zinc').count()).toBe(1);
  });

  it('shows a dose history by period and page, and closes on Escape and on an overlay click', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'dose-history');
    const token = await apiToken(harness.baseURL, user);
    const id = await seedSubstance(harness.baseURL, token, 'supplements', {
      name: 'Omega-3',
      brand: 'Nordic Naturals',
      dosage: 1000,
      unit: 'mg',
      remainingSupply: 90,
    });
    // 21 doses 10-20 days ago and 2 within the last week: 23 in 30 days (2 pages), 2 in 7 days.
    for (let i = 0; i < 21; i += 1) await logDoseViaApi(harness.baseURL, token, id, daysAgo(10 + (i % 10), i));
    await logDoseViaApi(harness.baseURL, token, id, daysAgo(2));
    await logDoseViaApi(harness.baseURL, token, id, daysAgo(3));
    const { page } = await harness.newContext();
    const section = await openDaily(page, user);

    const dialog = await section.openHistory('Omega-3');
    const period = dialog.getByRole('group', { name: 'Period' });
    expect(await period.getByRole('button').allInnerTexts()).toEqual(['7 days', '30 days', '90 days', '365 days']);
    expect(await period.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    await visible(dialog.getByText('23 doses in the last 30 days', { exact: true }));
    await visible(dialog.getByText('Page 1 of 2', { exact: true }));
    const entries = dialog.getByRole('list', { name: 'Doses' }).getByRole('listitem');
    expect(await entries.count()).toBe(20);
    // Date and time in the user's locale (en-US here), newest first.
    expect(await entries.first().innerText()).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?(AM|PM)/);
    // The dialog is fixed to the viewport, so it is inspected with viewport shots rather than full-page ones.
    await inspectDialog(page, 'daily-dose-history');
    expect(await dialog.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await visible(dialog.getByText('Page 2 of 2', { exact: true }));
    await page.waitForFunction(
      (el) => el !== null && el.querySelectorAll('li').length === 3,
      await dialog.getByRole('list', { name: 'Doses' }).elementHandle(),
    );
    expect(await dialog.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');

    await period.getByRole('button', { name: '7 days' }).click();
    expect(await period.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    await visible(dialog.getByText('2 doses in the last 7 days', { exact: true }));
    await page.waitForFunction(
      (el) => el !== null && el.querySelectorAll('li').length === 2,
      await dialog.getByRole('list', { name: 'Doses' }).elementHandle(),
    );
    expect(await dialog.getByText(/^Page \d/).count()).toBe(0);

    await page.keyboard.press('Escape');
    await hidden(dialog);
    // Focus returns to the History button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('History');

    // Reopened, it starts at 30 days again; a click on the dimmed page around it closes it.
    const reopened = await section.openHistory('Omega-3');
    expect(await reopened.getByRole('group', { name: 'Period' }).getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    await page.mouse.click(5, 5);
    await hidden(reopened);

    // An empty window says so.
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Vitamin C', remainingSupply: 50 });
    await page.reload();
    await section.waitUntilShown();
    const empty = await section.openHistory('Vitamin C');
    await visible(empty.getByText('No doses found for the selected period.', { exact: true }));
    await page.keyboard.press('Escape');
    await hidden(empty);
  });

  it('offers entry mode with expiry notes, searches with suggestions, and handles empty, load and log failures', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'dose-entry');
    const token = await apiToken(harness.baseURL, user);
    const { page } = await harness.newContext();
    const section = await openDaily(page, user);

    // No supplements yet: the empty state points to the Substances tab.
    await seeText(page, 'No supplements available');
    await inspectScreen(page, 'daily-supplements-empty');
    const link = section.root().getByRole('link', { name: 'Substances', exact: true });
    expect(await link.getAttribute('href')).toBe('/supplements');

    const day = (offset: number) => browserDay(page, offset);
    await seedSubstance(harness.baseURL, token, 'supplements', {
      name: 'Vitamin D3',
      dosage: 25,
      unit: 'mcg',
      remainingSupply: 60,
      expirationDate: await day(5),
    });
    await seedSubstance(harness.baseURL, token, 'supplements', {
      name: 'Ashwagandha',
      substanceType: 'HERBAL',
      remainingSupply: 30,
      expirationDate: await day(-3),
    });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 40, expirationDate: await day(31) });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Zinc', remainingSupply: 20, expirationDate: await day(30) });

    // The link works, and the supplements show once back on Daily.
    await link.click();
    await visible(page.getByRole('heading', { level: 2, name: 'Substances', exact: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Daily', exact: true }).click();
    await section.waitUntilShown();
    await visible(section.card('Vitamin D3'));

    // Entry mode: checkboxes with expiry notes, bound to the Daily tab's selection.
    await section.mode('Select for entry').click();
    expect(await section.mode('Select for entry').getAttribute('aria-pressed')).toBe('true');
    expect(await section.cards().count()).toBe(0);
    await visible(section.entryItem('Vitamin D3').getByText('Expires in 5 days', { exact: true }));
    await visible(section.entryItem('Ashwagandha').getByText('Expired', { exact: true }));
    await visible(section.entryItem('Zinc').getByText('Expires in 30 days', { exact: true }));
    expect(
      await section
        .entryItem('Omega-3')
        .getByText(/Expire/)
        .count(),
    ).toBe(0);
    const vitaminD = section.entryCheckbox('Vitamin D3');
    expect(await vitaminD.isChecked()).toBe(false);
    await vitaminD.check();
    expect(await vitaminD.isChecked()).toBe(true);
    await seeText(page, '1 selected for your next entry.');
    await inspectScreen(page, 'daily-supplements-entry-mode');
    // The selection outlives a switch of modes.
    await section.mode('Log doses').click();
    await visible(section.card('Vitamin D3'));
    await section.mode('Select for entry').click();
    expect(await section.entryCheckbox('Vitamin D3').isChecked()).toBe(true);
    await section.entryCheckbox('Vitamin D3').uncheck();
    expect(await section.entryCheckbox('Vitamin D3').isChecked()).toBe(false);
    await section.mode('Log doses').click();

    // Search: suggestions from 2 characters, the user's own marked 'In your library', in a 200 px list.
    const search = section.search();
    await search.fill('V');
    await page.waitForTimeout(600);
    expect(await section.suggestions().isVisible()).toBe(false);
    await search.fill('Vit');
    const suggestions = await visible(section.suggestions());
    expect(await suggestions.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('200px');
    expect(await suggestions.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
    const mine = suggestions.getByRole('option', { name: /^Vitamin D3/ });
    await visible(mine.getByText('In your library', { exact: true }));
    // Keyboard: arrow to it, Enter picks it, the cards narrow to it.
    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await suggestions.getByRole('option').first().getAttribute('id'));
    await search.press('Enter');
    expect(await search.inputValue()).toBe('Vitamin D3');
    await hidden(suggestions);
    expect(await section.cardNames()).toEqual(['Vitamin D3']);

    // A catalog name the user does not have: nothing matches, and the section says so.
    await search.fill('Melat');
    const catalog = (await visible(section.suggestions())).getByRole('option', { name: /^Melatonin/ });
    expect(await catalog.getByText('In your library').count()).toBe(0);
    await catalog.click();
    await seeText(page, 'No supplements found matching “Melatonin”');
    await section.root().getByRole('button', { name: 'Clear search' }).click();
    expect(await section.cardNames()).toEqual(['Ashwagandha', 'Omega-3', 'Vitamin D3', 'Zinc']);

    // Suggestions failing: the user's own names are offered instead.
    await page.route('**/api/supplement-autocomplete/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    await search.fill('Ashw');
    const fallback = await visible(section.suggestions().getByRole('option', { name: /^Ashwagandha/ }));
    await visible(fallback.getByText('In your library', { exact: true }));
    await search.press('Escape');
    await hidden(section.suggestions());
    await page.unroute('**/api/supplement-autocomplete/**');
    await search.fill('');

    // A failed log: the in-page alert, and the button is back to idle.
    await page.route('**/api/supplement-doses', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }) : route.fallback(),
    );
    const zinc = section.card('Zinc');
    await section.logButton(zinc).click();
    await visible(zinc.getByRole('alert').getByText('Failed to log dose. Please try again.', { exact: true }));
    await visible(zinc.getByRole('button', { name: /^Log dose/ }));
    expect(await zinc.getByText('20 left', { exact: true }).isVisible()).toBe(true);
    await page.unroute('**/api/supplement-doses');
    // Trying again works and clears the alert.
    await section.logButton(zinc).click();
    await visible(zinc.getByText('19 left', { exact: true }));
    expect(await zinc.getByRole('alert').count()).toBe(0);

    // Supplements failing to load: only logged, with Retry instead of a false "none".
    await page.route('**/api/daily/supplements', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    await page.reload();
    await section.waitUntilShown();
    await visible(section.root().getByRole('button', { name: 'Retry', exact: true }), 15_000);
    expect(await section.root().getByText('No supplements available').count()).toBe(0);
    await page.unroute('**/api/daily/supplements');
    await section.root().getByRole('button', { name: 'Retry', exact: true }).click();
    await visible(section.card('Zinc'));
  });
});
