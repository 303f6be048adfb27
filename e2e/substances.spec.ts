/**
 * The Substances tab end to end: one item of each type added through the form, the live interaction panel and
 * the banner warning about Zoloft with St John's Wort (critical, citing NCCIH), filter chips and search, edit and
 * delete with confirmation, the clinician report, form validation and server details, the modal's keyboard
 * behaviour, load/save/delete failures, the layout at 390 / 640 / 1280 px, axe, and screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen, screenshot } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { inspectDialog } from './support/substances-screens.js';
import { field, SubstancesPage } from './support/substances-page.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();
const NCCIH_URL = 'https://www.nccih.nih.gov/health/st-johns-wort';

async function openSubstances(page: Page, user: TestUser): Promise<SubstancesPage> {
  const shell = await signInThroughUi(page, user);
  await shell.openTab('Substances');
  const substances = new SubstancesPage(page);
  await visible(substances.heading());
  return substances;
}

/** A calendar day `days` from today in the browser's own zone, as a date input takes it. */
const browserDay = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);

const activeIsInside = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const container = document.querySelector(sel);
    return container !== null && container.contains(document.activeElement) && document.activeElement !== container;
  }, selector);

describe('substances tab', () => {
  it('adds one of each type, warns about Zoloft with St John’s Wort, filters, edits, deletes and reports', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'substances');
    const { page } = await harness.newContext();
    const substances = await openSubstances(page, user);

    await seeText(page, 'Get started by adding your first prescription, OTC medication, or supplement.');
    expect(await substances.chipLabels()).toEqual(['All (0)']);
    expect(await substances.search().getAttribute('placeholder')).toBe('Search substances...');
    await inspectScreen(page, 'substances-empty');

    // Prescription, low on supply and expiring soon.
    let dialog = await substances.openAdd('Prescription');
    expect(await dialog.getByRole('button', { name: 'Add', exact: true }).isVisible()).toBe(true);
    await substances.fill(dialog, {
      Name: 'Zoloft',
      Brand: 'Pfizer',
      Dosage: '50',
      Unit: 'mg',
      'Product form': 'tablet',
      'Remaining supply': '5',
      'Expiration date': await browserDay(page, 10),
      Prescriber: 'Dr. Rivera',
      Pharmacy: 'Main Street Pharmacy',
      'Refills remaining': '2',
    });
    expect(await substances.panelSummary(dialog)).toBe('No interaction with your current substances is listed in our knowledge base.');
    await visible(dialog.getByText('This is not medical advice.', { exact: false }));
    // The top of the form: the name and the interaction panel under it.
    await inspectDialog(page, 'substances-modal-add-prescription', () => field(dialog, 'Name').evaluate((element) => element.scrollIntoView({ block: 'end' })));
    await substances.submit(dialog);
    await seeText(page, 'Zoloft was added.');
    const zoloft = substances.card('Zoloft');
    await visible(zoloft);
    await visible(zoloft.getByText('Low supply', { exact: true }));
    await visible(zoloft.getByText('Expires in 10 days', { exact: true }));
    await visible(zoloft.getByText('5 left', { exact: true }));
    expect(await substances.focusedLabel()).toContain('Prescription');

    // OTC medication with its active ingredient; the panel already warns about Zoloft.
    dialog = await substances.openAdd('OTC Medication');
    await visible(dialog.getByRole('group', { name: 'Over-the-counter details' }));
    await dialog.getByRole('button', { name: 'Add active ingredient' }).click();
    expect(await dialog.getByRole('button', { name: 'Advanced Options' }).getAttribute('aria-expanded')).toBe('true');
    await field(dialog, 'Ingredient 1 name').fill('Ibuprofen');
    await field(dialog, 'Amount').fill('200');
    await substances.fill(dialog, { Name: 'Advil' });
    expect(await substances.panelSummary(dialog)).toMatch(/^Critical: 1 interaction with your substances$/);
    await substances.submit(dialog);
    await visible(substances.card('Advil'));

    // Supplement picked from the suggestions, which fill the category too.
    dialog = await substances.openAdd('Supplement');
    await field(dialog, 'Name').fill('Vitamin D');
    const suggestions = dialog.getByRole('listbox', { name: 'Name suggestions' });
    await visible(suggestions);
    expect(await suggestions.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('200px');
    await suggestions.getByRole('option', { name: /^Vitamin D3/ }).click();
    expect(await field(dialog, 'Name').inputValue()).toBe('Vitamin D3');
    expect(await field(dialog, 'Category').inputValue()).toBe('Vitamin');
    await hidden(suggestions);
    await substances.fill(dialog, { Dosage: '25', Unit: 'mcg', 'Remaining supply': '90' });
    await substances.submit(dialog);
    await visible(substances.card('Vitamin D3'));

    // Herbal: the panel names the serotonin risk with Zoloft and links the NCCIH source.
    dialog = await substances.openAdd('Herbal');
    await substances.fill(dialog, { Name: "St John's Wort", 'Extract ratio': '4:1', Standardization: '0.3% hypericin' });
    expect(await substances.panelSummary(dialog)).toMatch(/^Critical: 1 interaction/);
    const panel = dialog.getByRole('region', { name: 'Interaction check' });
    await visible(panel.getByText(/serotonin syndrome/));
    await visible(panel.getByText('Critical', { exact: false }).first());
    expect(await panel.getByRole('link', { name: /NCCIH/ }).getAttribute('href')).toBe(NCCIH_URL);
    await substances.submit(dialog);
    await visible(substances.card("St John's Wort"));

    // Homeopathic: not in the interaction database, and the panel says so.
    dialog = await substances.openAdd('Homeopathic');
    await substances.fill(dialog, { Name: 'Arnica montana', Potency: '30C' });
    expect(await substances.panelSummary(dialog)).toBe('“Arnica montana” is not in the interaction database, so it was not checked.');
    await substances.submit(dialog);
    await visible(substances.card('Arnica montana'));

    // The banner: critical, with the pair and its NCCIH source.
    const banner = await visible(substances.banner());
    expect(await banner.getByRole('heading', { level: 3 }).innerText()).toBe('Critical interaction alert');
    expect(await banner.getAttribute('data-risk-group')).toBe('critical');
    const pair = banner.getByRole('listitem').filter({ hasText: "St John's Wort" }).filter({ hasText: 'Zoloft' });
    await visible(pair);
    expect(await pair.getAttribute('data-risk-group')).toBe('critical');
    // One line per pair, opened to read the finding and its source.
    await pair.getByRole('button', { expanded: false }).click();
    // One severity word per interaction (never "Critical · High risk").
    expect(await pair.getByText('Critical', { exact: true }).count()).toBe(1);
    expect(await pair.innerText()).not.toMatch(/\b(Critical|High|Medium|Low) risk\b/);
    expect(await pair.getByRole('link', { name: /NCCIH/ }).getAttribute('href')).toBe(NCCIH_URL);
    // (Vitamin D3 may be listed too, until the knowledge base knows it.)
    expect(await banner.getByRole('region', { name: 'Not checked' }).getByRole('listitem').allInnerTexts()).toContain(
      'Arnica montana: not checked at all (not in the interaction database)',
    );

    expect(await substances.chipLabels()).toEqual(['All (5)', 'Prescription (1)', 'OTC Medication (1)', 'Supplement (1)', 'Herbal (1)', 'Homeopathic (1)']);
    await substances.chip('Herbal').click();
    expect(await substances.chip('Herbal').getAttribute('aria-pressed')).toBe('true');
    expect(await substances.cardNames()).toEqual(["St John's Wort"]);
    await substances.search().fill('zzz');
    await seeText(page, 'No substances match your current filters.');
    await substances.search().fill('');
    await substances.chip('All').click();
    await substances.search().fill('pfizer');
    expect(await substances.cardNames()).toEqual(['Zoloft']);
    await substances.search().fill('');
    expect(await substances.cardNames()).toEqual(['Advil', 'Arnica montana', "St John's Wort", 'Vitamin D3', 'Zoloft']);
    await inspectScreen(page, 'substances-with-items');

    // Suggestions mark the user's own items; Escape closes the list first, then the dialog.
    dialog = await substances.openAdd('Supplement');
    await field(dialog, 'Name').fill('Zol');
    const mine = dialog.getByRole('option', { name: /^Zoloft/ });
    await visible(mine);
    await visible(mine.getByText('In your library', { exact: true }));
    await page.keyboard.press('Escape');
    await hidden(dialog.getByRole('listbox', { name: 'Name suggestions' }));
    expect(await dialog.isVisible()).toBe(true);
    // Keyboard choice: typing reopens the list, the arrow keys move, Enter picks without submitting.
    await page.keyboard.type('o');
    await visible(mine);
    await page.keyboard.press('ArrowDown');
    expect(await field(dialog, 'Name').getAttribute('aria-activedescendant')).toBe(await mine.getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await field(dialog, 'Name').inputValue()).toBe('Zoloft');
    await hidden(dialog.getByRole('listbox', { name: 'Name suggestions' }));
    expect(await dialog.isVisible()).toBe(true);
    // A typed name is a change: Escape asks before it is thrown away.
    await page.keyboard.press('Escape');
    const discard = await visible(page.getByRole('alertdialog', { name: 'Discard changes?' }));
    await discard.getByRole('button', { name: 'Discard', exact: true }).click();
    await hidden(dialog);
    expect(await substances.focusedLabel()).toBe('Add Supplement');

    // Edit the herbal item with Advanced Options open: market read-only, no regulatory section for the US.
    dialog = await substances.openEdit("St John's Wort", 'Herbal');
    expect(await field(dialog, 'Name').inputValue()).toBe("St John's Wort");
    await dialog.getByRole('button', { name: 'Advanced Options' }).click();
    expect(await field(dialog, 'Market').inputValue()).toBe('United States (US)');
    expect(await field(dialog, 'Market').getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByRole('group', { name: /Regulatory information/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add ingredient' }).click();
    await field(dialog, 'Ingredient 1 name').fill('Hypericin');
    await field(dialog, 'Amount').fill('0.9');
    await dialog.getByRole('checkbox', { name: 'Standardized' }).check();
    await substances.fill(dialog, { Brand: 'Nature’s Way' });
    await inspectDialog(page, 'substances-modal-edit-herbal', () =>
      dialog.getByRole('button', { name: 'Advanced Options' }).evaluate((element) => element.scrollIntoView({ block: 'start' })),
    );
    await substances.submit(dialog, 'Update');
    await seeText(page, "St John's Wort was updated.");
    const wort = substances.card("St John's Wort");
    await visible(wort.getByText('Nature’s Way', { exact: true }));
    await visible(wort.getByText('Hypericin 0.9 mg', { exact: true }));
    expect(await substances.focusedLabel()).toBe("Edit St John's Wort");

    // Delete asks first, naming the item; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete Advil', exact: true }).click();
    let confirm = await visible(page.getByRole('alertdialog', { name: 'Delete substance?' }));
    expect(await confirm.innerText()).toContain('Are you sure you want to delete Advil?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await hidden(confirm);
    expect(await substances.focusedLabel()).toBe('Delete Advil');
    await visible(substances.card('Advil'));
    await page.getByRole('button', { name: 'Delete Advil', exact: true }).click();
    confirm = await visible(page.getByRole('alertdialog', { name: 'Delete substance?' }));
    await confirm.getByRole('button', { name: 'Delete Advil' }).click();
    await hidden(confirm);
    await seeText(page, 'Advil was deleted.');
    await hidden(substances.card('Advil'));
    // The button that opened the confirmation went with the card: focus lands on the tab's heading.
    await page.waitForFunction(() => document.activeElement?.id === 'tab-heading');
    expect(await substances.chipLabels()).toEqual(['All (4)', 'Prescription (1)', 'Supplement (1)', 'Herbal (1)', 'Homeopathic (1)']);
    // Re-checked after the delete: the Zoloft + Advil pair is gone, the St John's Wort one stays.
    await page.waitForFunction(() => !document.querySelector('[aria-labelledby="interaction-banner-title"]')?.textContent?.includes('Advil'));
    await visible(substances.banner().getByRole('listitem').filter({ hasText: "St John's Wort" }));

    // The clinician report, printable.
    await page.getByRole('button', { name: 'Report for your clinician' }).click();
    const report = await visible(substances.dialog('Report for your clinician'));
    await visible(report.getByRole('heading', { name: 'Current substances (4)' }));
    await visible(report.getByText(user.email, { exact: false }));
    await visible(report.getByRole('rowheader', { name: /Zoloft/ }));
    expect(await report.getByRole('row').filter({ hasText: 'Zoloft' }).innerText()).toContain('Dr. Rivera');
    expect(await report.getByRole('link', { name: /NCCIH/ }).getAttribute('href')).toBe(NCCIH_URL);
    await page.evaluate(() => {
      const counter = window as unknown as { printCalls: number };
      counter.printCalls = 0;
      window.print = () => {
        counter.printCalls += 1;
      };
    });
    await report.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await inspectDialog(page, 'substances-clinician-report');
    await page.emulateMedia({ media: 'print' });
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('root') as HTMLElement).display)).toBe('none');
    expect(await report.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await visible(report.getByText(`(${NCCIH_URL})`));
    await screenshot(page, 'substances-clinician-report-print');
    await page.emulateMedia({ media: 'screen' });
    await report.getByRole('button', { name: 'Close' }).click();
    await hidden(report);
    expect(await substances.focusedLabel()).toBe('Report for your clinician');
  }, 240_000);

  it('validates the form and puts the server’s details next to the fields', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'substances-validation');
    const { page } = await harness.newContext();
    const substances = await openSubstances(page, user);

    const dialog = await substances.openAdd('Supplement');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(dialog.getByText('Name is required', { exact: true }));
    expect(await field(dialog, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    await substances.fill(dialog, { Name: 'Magnesium', Dosage: 'abc', 'Remaining supply': '2.5' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(dialog.getByText('Must be a number', { exact: true }));
    await visible(dialog.getByText('Must be a whole number', { exact: true }));
    expect(await field(dialog, 'Dosage').evaluate((element) => element === document.activeElement)).toBe(true);
    await substances.fill(dialog, { Dosage: '200', 'Remaining supply': '60' });

    await dialog.getByRole('button', { name: 'Advanced Options' }).click();
    await dialog.getByRole('button', { name: 'Add ingredient' }).click();
    await field(dialog, 'Ingredient 1 name').fill('Magnesium glycinate');
    await field(dialog, 'Amount').fill('200');

    // The server refuses once, with details for a visible field, an ingredient, and one this market hides.
    await page.route('**/api/supplements', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Invalid input',
          details: [
            { path: 'brand', message: 'Brand must be at most 200 characters' },
            { path: 'ingredients.0.amount', message: 'Use at most three decimals' },
            { path: 'licenseHolder', message: 'License holder must be at most 200 characters' },
          ],
        }),
      });
    });
    await substances.panelSummary(dialog);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const alert = await visible(dialog.getByRole('alert'));
    expect(await alert.innerText()).toContain('Failed to save substance. Please try again.');
    expect(await alert.innerText()).toContain('License holder: License holder must be at most 200 characters');
    await visible(dialog.getByText('Brand must be at most 200 characters', { exact: true }));
    await visible(dialog.getByText('Use at most three decimals', { exact: true }));
    expect(await field(dialog, 'Brand').getAttribute('aria-invalid')).toBe('true');
    await inspectDialog(page, 'substances-modal-save-refused', () => field(dialog, 'Brand').evaluate((element) => element.scrollIntoView({ block: 'center' })));

    await page.unroute('**/api/supplements');
    await substances.submit(dialog);
    await visible(substances.card('Magnesium'));
  });

  it('traps focus in the modal, closes with Escape and Cancel, and returns focus to the opener', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'substances-focus');
    const { page } = await harness.newContext();
    const substances = await openSubstances(page, user);

    await substances.addButton('Prescription').focus();
    await page.keyboard.press('Enter');
    const dialog = await visible(substances.dialog('Add Prescription'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await expectNoSeriousViolations(page, 'substances-modal-keyboard');

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await activeIsInside(page, 'dialog[open]')).toBe(true);
    }
    // Visible focus: the focused control draws an outline.
    expect(await page.evaluate(() => (document.activeElement ? getComputedStyle(document.activeElement).outlineStyle : 'none'))).not.toBe('none');
    await field(dialog, 'Name').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await activeIsInside(page, 'dialog[open]')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    await page.keyboard.press('Escape');
    await hidden(dialog);
    expect(await substances.focusedLabel()).toBe('Add Prescription');

    await substances.openAdd('Herbal');
    await substances.dialog('Add Herbal').getByRole('button', { name: 'Cancel' }).click();
    await hidden(substances.dialog('Add Herbal'));
    expect(await substances.focusedLabel()).toBe('Add Herbal');
  });

  it('lays the form out in one column at 390 px and two from 640 px, without sideways scrolling', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'substances-layout');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Zoloft', dosage: 50, unit: 'mg', remainingSupply: 3 });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: "St John's Wort", substanceType: 'HERBAL' });
    const { page } = await harness.newContext(PHONE);
    const substances = await openSubstances(page, user);
    await visible(substances.banner());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const dialog = await substances.openAdd('Prescription');
    const columns = async () => {
      const brand = await field(dialog, 'Brand').boundingBox();
      const category = await field(dialog, 'Category').boundingBox();
      if (brand === null || category === null) throw new Error('The fields have no box');
      return Math.abs(brand.y - category.y) < 2 ? 2 : 1;
    };
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 640, height: 900 });
    expect(await columns()).toBe(2);
    await page.setViewportSize(DESKTOP);
    expect(await columns()).toBe(2);
  });

  it('prints a long clinician report across pages without cutting it off', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'substances-print');
    const token = await apiToken(harness.baseURL, user);
    for (let i = 1; i <= 30; i += 1) {
      await seedSubstance(harness.baseURL, token, 'supplements', { name: `Test supplement ${i}`, dosage: i, unit: 'mg', notes: 'Taken with breakfast.' });
    }
    const { page } = await harness.newContext();
    const substances = await openSubstances(page, user);
    await page.getByRole('button', { name: 'Report for your clinician' }).click();
    const report = await visible(substances.dialog('Report for your clinician'));
    await visible(report.getByRole('heading', { name: 'Current substances (30)' }));
    await page.emulateMedia({ media: 'print' });
    // On paper the report flows at full height: nothing is clipped inside a scrolling box.
    const clipped = await report.evaluate((dialog) =>
      [dialog, ...Array.from(dialog.querySelectorAll('*'))].some(
        (element) => element.scrollHeight > element.clientHeight + 1 && getComputedStyle(element).overflowY !== 'visible',
      ),
    );
    expect(clipped).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(1);
  });

  it('shows load, delete and interaction-check failures as the spec says', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'substances-errors');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Zoloft' });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: "St John's Wort", substanceType: 'HERBAL' });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    const substances = new SubstancesPage(page);

    // A failed interaction check is only logged: the list shows, the banner does not.
    await page.route('**/api/interactions/bulk-check', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    await shell.openTab('Substances');
    await visible(substances.card('Zoloft'));
    await page.waitForTimeout(1500);
    expect(await substances.banner().count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.unroute('**/api/interactions/bulk-check');

    // Delete failure banner.
    await page.route('**/api/prescriptions/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete Zoloft', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Zoloft' }).click();
    await seeText(page, 'Failed to delete substance. Please try again.');
    await visible(substances.card('Zoloft'));
    await page.unroute('**/api/prescriptions/*');

    // Load failures by kind.
    const reloadWith = async (handler: Parameters<Page['route']>[1], text: string) => {
      await page.route('**/api/prescriptions', handler);
      await page.reload();
      await seeText(page, text, 20_000);
      await page.unroute('**/api/prescriptions');
    };
    await reloadWith((route) => route.abort('internetdisconnected'), 'Unable to connect to server. Please check your internet connection.');
    await reloadWith(
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong on our side. Please try again."}' }),
      'Failed to load substances. Please try again.',
    );
    await reloadWith(
      (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Access token required"}' }),
      'Please log in to view your substances.',
    );
    await screenshot(page, 'substances-load-error');
    // Retry recovers once the server answers again.
    await page.getByRole('button', { name: 'Retry' }).click();
    await visible(substances.card('Zoloft'));
  });
});
