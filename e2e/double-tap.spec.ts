/**
 * A double tap on Save records once: History's past entry, forgotten dose and past focus session each reach the
 * server one time (the mutation's pending flag only changes on the next render, so the forms hold a guard of their
 * own), and the supply moves by one dose; a double tap on a delete confirmation deletes once and reports no failure.
 */
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiCall, HistoryPage, lastTuesday } from './support/history-page.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { SubstancesPage } from './support/substances-page.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

describe('a double tap saves once', () => {
  it('adds one past entry, one forgotten dose and one past focus session', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'double-tap');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 5 });
    const tuesday = lastTuesday();
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    const history = new HistoryPage(page);
    await history.open();

    await page.getByRole('button', { name: 'Add a past entry' }).click();
    const entryDialog = page.getByRole('dialog', { name: 'Add a past entry' });
    await entryDialog.getByLabel('Day').fill(tuesday);
    await entryDialog.getByRole('textbox', { name: /Notes/ }).fill('Tapped twice');
    await entryDialog.getByRole('button', { name: 'Save entry' }).dblclick();
    await hidden(entryDialog);
    await seeText(page, 'Entry saved successfully!');
    const day = history.day(tuesday);
    await visible(day.getByText('Tapped twice'));

    await day.getByRole('button', { name: 'Doses and sessions' }).click();
    await day.getByRole('button', { name: 'Log a forgotten dose' }).click();
    const doseDialog = page.getByRole('dialog', { name: 'Log a forgotten dose' });
    const substance = doseDialog.getByRole('combobox', { name: 'Substance' });
    await substance.locator('option', { hasText: 'Omega-3' }).waitFor({ state: 'attached' });
    await substance.selectOption({ label: 'Omega-3' });
    await doseDialog.getByRole('button', { name: 'Log dose' }).dblclick();
    await hidden(doseDialog);

    await history.open(`?view=calendar&month=${tuesday.slice(0, 7)}&day=${tuesday}`);
    const chosen = page.getByTestId('calendar-day');
    await chosen.getByRole('button', { name: 'Add a focus session' }).click();
    const sessionDialog = page.getByRole('dialog', { name: 'Add a focus session' });
    await sessionDialog.getByLabel('Start time').fill('10:00');
    await sessionDialog.getByRole('button', { name: 'Add session' }).dblclick();
    await hidden(sessionDialog);

    // Everything the second tap could have sent has had time to arrive.
    await page.waitForLoadState('networkidle');
    const entries = await apiCall<{ entries: unknown[] }>(harness.baseURL, token, 'GET', '/history/entries?days=30');
    expect(entries.entries).toHaveLength(1);
    const doses = await apiCall<{ doses: unknown[] }>(harness.baseURL, token, 'GET', `/supplement-doses?date=${tuesday}`);
    expect(doses.doses).toHaveLength(1);
    const items = await apiCall<Array<{ name: string; remainingSupply: number | null }>>(harness.baseURL, token, 'GET', '/supplements');
    expect(items.find((item) => item.name === 'Omega-3')?.remainingSupply).toBe(4);
    const sessions = await apiCall<{ sessions: unknown[] }>(harness.baseURL, token, 'GET', `/focus-sessions?date=${tuesday}`);
    expect(sessions.sessions).toHaveLength(1);
  });

  it('deletes a substance once on a double tap of the confirmation, with no failure shown', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'double-tap-delete');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Zinc' });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Iron' });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    await visible(substances.card('Zinc'));
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await page.getByRole('button', { name: 'Delete Zinc', exact: true }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete substance?' }));
    await confirm.getByRole('button', { name: 'Delete Zinc' }).dblclick();
    await seeText(page, 'Zinc was deleted.');
    await hidden(substances.card('Zinc'));
    await page.waitForLoadState('networkidle');
    expect(deletes).toHaveLength(1);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /Failed to delete/ })
        .count(),
    ).toBe(0);
    await visible(substances.card('Iron'));
  });
});
