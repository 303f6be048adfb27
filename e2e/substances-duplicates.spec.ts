/**
 * Duplicates on the Substances tab: Tylenol and NyQuil, added through the form, both contain acetaminophen. Before
 * anything is logged the banner's line names the duplicate with one dose of each; once the day's doses pass 4,000 mg it
 * is Critical and says "Over the 4,000 mg daily limit". Screenshots of the opened line at 1280 and 390 px, light and
 * dark, under test-results/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { apiToken } from './support/substances-api.js';
import { field, SubstancesPage } from './support/substances-page.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();

/** Logs one dose of a substance through the API, as the Daily tab's button does. */
async function logDose(token: string, supplementId: string): Promise<void> {
  const response = await fetch(`${harness.baseURL}/api/supplement-doses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ supplementId }),
  });
  if (response.status !== 201) throw new Error(`Logging a dose: HTTP ${response.status}`);
}

/** The ids of the user's OTC medications by name. */
async function otcIds(token: string): Promise<Record<string, string>> {
  const response = await fetch(`${harness.baseURL}/api/otc-medications`, { headers: { Authorization: `Bearer ${token}` } });
  const items = (await response.json()) as Array<{ id: string; name: string }>;
  return Object.fromEntries(items.map((item) => [item.name, item.id]));
}

async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.dataset['theme'] === wanted, scheme);
}

describe('duplicates on the Substances tab', () => {
  it('shows Tylenol + NyQuil as acetaminophen twice, with one dose of each, then today’s total over the daily limit', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'duplicates');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    await visible(substances.heading());

    let dialog = await substances.openAdd('OTC Medication');
    await substances.fill(dialog, { Name: 'Tylenol', Dosage: '1000', Unit: 'mg' });
    await substances.submit(dialog);
    await visible(substances.card('Tylenol'));

    dialog = await substances.openAdd('OTC Medication');
    // The product's own unit before the ingredient row, whose unit field has the same name.
    await substances.fill(dialog, { Dosage: '30', Unit: 'ml' });
    await dialog.getByRole('button', { name: 'Add active ingredient' }).click();
    await field(dialog, 'Ingredient 1 name').fill('Acetaminophen');
    await field(dialog, 'Amount').fill('650');
    await substances.fill(dialog, { Name: 'NyQuil' });
    // The form's panel already names the duplicate with Tylenol.
    expect(await substances.panelSummary(dialog)).toMatch(/^Critical: 1 interaction with your substances$/);
    const panelAmounts = dialog.getByRole('region', { name: 'Interaction check' }).locator('[data-duplicate="acetaminophen"]');
    await visible(panelAmounts.getByText('Acetaminophen in both'));
    expect(await panelAmounts.innerText()).toMatch(/One dose of each\s+1,650 mg/);
    await substances.submit(dialog);
    await visible(substances.card('NyQuil'));

    const banner = await visible(substances.banner());
    const pairs = banner.getByRole('region', { name: /^Interactions among your substances/ });
    const line = pairs.getByRole('button', { name: /^(Tylenol \+ NyQuil|NyQuil \+ Tylenol) Critical$/ });
    await line.click();
    expect(await pairs.getByRole('button', { expanded: true }).count()).toBe(1);
    await visible(pairs.getByText(/both contain acetaminophen, so the amounts add up\./));
    const amounts = pairs.locator('[data-duplicate="acetaminophen"]');
    await visible(amounts.getByText('One dose of each'));
    expect(await amounts.innerText()).toContain('1,650 mg');
    await visible(amounts.getByText('Nothing logged today yet: count every product toward the limit'));

    // Four doses of Tylenol and three of NyQuil today: 5,950 mg, over the 4,000 mg limit.
    const token = await apiToken(harness.baseURL, user);
    const ids = await otcIds(token);
    for (let i = 0; i < 4; i += 1) await logDose(token, ids['Tylenol'] ?? '');
    for (let i = 0; i < 3; i += 1) await logDose(token, ids['NyQuil'] ?? '');
    await page.reload();
    await visible(substances.heading());
    const after = await visible(substances.banner());
    const afterPairs = after.getByRole('region', { name: /^Interactions among your substances/ });
    const afterLine = afterPairs.getByRole('button', { name: /^(Tylenol \+ NyQuil|NyQuil \+ Tylenol) Critical$/ });
    await afterLine.click();
    const overBox = afterPairs.locator('[data-duplicate="acetaminophen"]');
    await visible(overBox.getByText('Over the 4,000 mg daily limit'));
    expect(await overBox.innerText()).toMatch(/Logged today, both\s+5,950 mg/);
    await visible(afterPairs.getByText(/come to 5,950 mg, over the 4,000 mg daily limit/));

    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      for (const viewport of [DESKTOP, PHONE]) {
        // Tall enough for the whole banner, so neither the sticky tab strip nor the phone's bottom bar covers it.
        await page.setViewportSize({ width: viewport.width, height: 2400 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await after.screenshot({ path: join(SCREENSHOTS_DIR, `duplicate-warning-${scheme}-${viewport.width}.png`), animations: 'disabled' });
        await expectNoSeriousViolations(page, `duplicate-warning-${scheme}-${viewport.width}`);
      }
    }
    await setScheme(page, 'light');
    await page.setViewportSize(DESKTOP);
  }, 180_000);
});
