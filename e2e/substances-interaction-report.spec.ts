/**
 * What the interaction check says, end to end: a product with one unknown ingredient is named as "Tylenol: Zorbexiline
 * not checked" in the form's panel, the banner and the clinician report (screen and print); each interaction carries
 * one severity word; foods to watch have their own section and are not counted among "interactions among your
 * substances"; each source link is the document's name. Screenshots at 1280 and 390 px with axe. "Zorbexiline" is made
 * up, so no growth of the knowledge base can place it.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { inspectScreen, screenshot } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { inspectDialog } from './support/substances-screens.js';
import { field, SubstancesPage } from './support/substances-page.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();
const TYLENOL_LINE = 'Tylenol: Zorbexiline not checked';
const TONIC_LINE = 'Grandma’s Tonic: not checked at all (not in the interaction database)';

/** The lines of a "Not checked" section, as shown. */
const uncheckedLines = (scope: Locator) => scope.getByRole('region', { name: 'Not checked' }).getByRole('listitem').allInnerTexts();

/** Every severity badge says one word, and no old two-part wording ("Critical · High risk") is left anywhere. */
async function expectOneSeverityWord(scope: Locator): Promise<void> {
  const text = await scope.innerText();
  expect(text).not.toMatch(/\b(Critical|High|Medium|Low) risk\b/);
  expect(text).not.toContain('·');
}

/** Each source link is named by its document, not by its address, and opens it. */
async function expectNamedSourceLinks(scope: Locator): Promise<void> {
  const links = scope.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const href = await link.getAttribute('href');
    const name = (await link.innerText()).trim();
    expect(href).toMatch(/^https:\/\//);
    expect(name.length).toBeGreaterThan(3);
    expect(name).not.toContain('http');
  }
}

const scrollIntoView = (locator: Locator) => () => locator.evaluate((element) => element.scrollIntoView({ block: 'start' }));

async function openSubstances(page: Page, user: Parameters<typeof signInThroughUi>[1]): Promise<SubstancesPage> {
  const shell = await signInThroughUi(page, user);
  await shell.openTab('Substances');
  const substances = new SubstancesPage(page);
  await visible(substances.heading());
  return substances;
}

describe('interaction report wording', () => {
  it('names the unknown ingredient as not checked in the panel, the banner and the clinician report, with one severity word and foods apart', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'interaction-report');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Nardil', dosage: 15, unit: 'mg' });
    await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Zoloft', dosage: 50, unit: 'mg' });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Grandma’s Tonic' });
    const { page } = await harness.newContext();
    const substances = await openSubstances(page, user);

    // The form's panel: the typed product's unknown ingredient, and the list's unknown item.
    const dialog = await substances.openAdd('OTC Medication');
    await dialog.getByRole('button', { name: 'Add active ingredient' }).click();
    await field(dialog, 'Ingredient 1 name').fill('Zorbexiline');
    await field(dialog, 'Amount').fill('10');
    await substances.fill(dialog, { Name: 'Tylenol' });
    const summary = await substances.panelSummary(dialog);
    const panel = dialog.getByRole('region', { name: 'Interaction check' });
    expect(await uncheckedLines(panel)).toEqual([TYLENOL_LINE, TONIC_LINE]);
    await inspectDialog(page, 'interaction-panel-unchecked', scrollIntoView(panel));
    // Acetaminophen itself is known, so the panel does not call the whole product unknown.
    expect(summary).not.toContain('not in the interaction database');
    await substances.submit(dialog);
    await visible(substances.card('Tylenol'));

    // The banner: Nardil + Zoloft is the one interaction among the substances; Nardil's tyramine foods are to
    // watch, in their own section, and not counted.
    const banner = await visible(substances.banner());
    expect(await banner.getByRole('heading', { level: 3 }).innerText()).toBe('Critical interaction alert');
    const pairs = banner.getByRole('region', { name: /^Interactions among your substances/ });
    expect(await pairs.getByRole('heading', { level: 4 }).innerText()).toBe('Interactions among your substances (1)');
    expect(await banner.getByText(/interactions? (was|were) found among your substances/).innerText()).toMatch(
      /^1 interaction was found among your substances\. Also see the foods, drinks and tests to watch below\./,
    );
    // One line per finding: the names and the one severity word, opening to the finding.
    const pair = pairs.getByRole('listitem');
    expect(await pair.count()).toBe(1);
    const line = pair.getByRole('button', { name: /^(Nardil \+ Zoloft|Zoloft \+ Nardil) Critical$/ });
    expect(await line.getAttribute('aria-expanded')).toBe('false');
    expect(await pair.getByText('Critical', { exact: true }).count()).toBe(1);
    const watch = banner.getByRole('region', { name: 'Foods, drinks and tests to watch' });
    await visible(watch.getByRole('button', { name: /^Nardil: Tyramine-rich foods and drinks (Critical|Moderate|Mild)$/ }));
    expect(await pairs.getByText(/Tyramine/).count()).toBe(0);
    await line.click();
    await expectOneSeverityWord(banner);
    await expectNamedSourceLinks(pair);
    expect((await uncheckedLines(banner)).sort()).toEqual([TONIC_LINE, TYLENOL_LINE]);
    await inspectScreen(page, 'interaction-banner-unchecked');
    // A close-up of the banner on a phone, where the full-page shot is too long to read.
    await page.setViewportSize(PHONE);
    await banner.screenshot({ path: join(SCREENSHOTS_DIR, 'interaction-banner-unchecked-closeup-390.png'), animations: 'disabled' });
    await page.setViewportSize(DESKTOP);

    // The clinician report, on screen and on paper.
    await page.getByRole('button', { name: 'Report for your clinician' }).click();
    const report = await visible(substances.dialog('Report for your clinician'));
    await visible(report.getByRole('heading', { name: 'Interactions among these substances (1)' }));
    await visible(
      report.getByRole('region', { name: 'Foods, drinks and tests to watch' }).getByRole('heading', { name: 'Nardil: Tyramine-rich foods and drinks' }),
    );
    expect((await uncheckedLines(report)).sort()).toEqual([TONIC_LINE, TYLENOL_LINE]);
    await expectOneSeverityWord(report);
    await expectNamedSourceLinks(report.getByRole('region', { name: /^Interactions among these substances/ }));
    await inspectDialog(page, 'clinician-report-unchecked', scrollIntoView(report.getByRole('region', { name: 'Foods, drinks and tests to watch' })));
    await page.emulateMedia({ media: 'print' });
    await visible(report.getByText(TYLENOL_LINE));
    await screenshot(page, 'clinician-report-unchecked-print');
    await page.emulateMedia({ media: 'screen' });
  }, 180_000);

  it('checks a single substance on its own: its foods to watch and anything not checked are shown, not silence', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'interaction-single');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'prescriptions', {
      name: 'Nardil',
      dosage: 15,
      unit: 'mg',
      ingredients: [{ name: 'Zorbexiline', unit: 'mg', amount: 1 }],
    });
    const { page } = await harness.newContext();
    const substances = await openSubstances(page, user);
    const banner = await visible(substances.banner());
    await visible(
      banner
        .getByRole('region', { name: 'Foods, drinks and tests to watch' })
        .getByRole('button', { name: /^Nardil: Tyramine-rich foods and drinks (Critical|Moderate|Mild)$/ }),
    );
    expect(await uncheckedLines(banner)).toEqual(['Nardil: Zorbexiline not checked']);
    await inspectScreen(page, 'interaction-banner-single-item');
  }, 120_000);
});
