/**
 * History's small dialogs keep what was typed through a reload: a forgotten dose half logged and a past focus session
 * half entered open again as they were left, say so, and save from there; Discard forgets them. A forgotten dose the
 * server kept but whose answer a gateway turned into a failure, logged again after a reload, is one dose: the kept
 * draft carries the key of the attempt.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiCall, dayInNewYork, HistoryPage } from './support/history-page.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();
const KEPT = 'Your unsaved changes were kept. Save them, or discard them to start again.';
const badGateway = { status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'Bad gateway', code: 'BAD_GATEWAY' }) };

async function signedIn(label: string) {
  const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, label);
  const token = await apiToken(harness.baseURL, user);
  const { page } = await harness.newContext();
  await signInThroughUi(page, user);
  const history = new HistoryPage(page);
  await history.open();
  return { token, page };
}

async function reloadHistory(page: Page): Promise<void> {
  await page.reload();
  await visible(page.getByRole('heading', { name: 'Entry History' }));
}

describe('History dialogs kept through a reload', () => {
  it('opens a forgotten dose again after a reload, and logs it once when the first answer was lost', async () => {
    const { token, page } = await signedIn('history-dose-kept');
    const omega = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', unit: 'mg', remainingSupply: 5 });
    const yesterday = dayInNewYork(1);
    await page.getByRole('button', { name: 'Log a forgotten dose' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Log a forgotten dose' }));
    await dialog.getByRole('combobox', { name: 'Substance' }).selectOption({ label: 'Omega-3' });
    await dialog.getByLabel('Day').fill(yesterday);
    await dialog.getByLabel('Time').fill('07:45');
    await dialog.getByLabel('Dosage (mg)').fill('500');
    await dialog.getByLabel(/Notes/).fill('with porridge');

    // The server keeps the dose, but the gateway answers 502: the form says it failed.
    const bodies: string[] = [];
    await page.route('**/api/supplement-doses', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      bodies.push(route.request().postData() ?? '');
      await route.fetch();
      return route.fulfill(badGateway);
    });
    await dialog.getByRole('button', { name: 'Log dose' }).click();
    await visible(dialog.getByText('Failed to log dose. Please try again.', { exact: true }));
    await page.unroute('**/api/supplement-doses');

    // A reload: the dialog is back as it was left, and says so.
    await reloadHistory(page);
    dialog = await visible(page.getByRole('dialog', { name: 'Log a forgotten dose' }));
    await visible(dialog.getByText(KEPT));
    expect(await dialog.getByRole('combobox', { name: 'Substance' }).inputValue()).toBe(omega);
    expect(await dialog.getByLabel('Day').inputValue()).toBe(yesterday);
    expect(await dialog.getByLabel('Time').inputValue()).toBe('07:45');
    expect(await dialog.getByLabel('Dosage (mg)').inputValue()).toBe('500');
    expect(await dialog.getByLabel(/Notes/).inputValue()).toBe('with porridge');
    await inspectScreen(page, 'history-dose-kept');

    // Logged again: under the same key, so the dose kept the first time is the only one.
    await page.route('**/api/supplement-doses', async (route) => {
      if (route.request().method() === 'POST') bodies.push(route.request().postData() ?? '');
      return route.continue();
    });
    await dialog.getByRole('button', { name: 'Log dose' }).click();
    await hidden(dialog);
    await seeText(page, 'Dose logged.');
    const keys = bodies.map((body) => (JSON.parse(body) as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const day = await apiCall<{ doses: Array<{ dosage: number | null; notes: string | null }> }>(
      harness.baseURL,
      token,
      'GET',
      `/supplement-doses?date=${yesterday}`,
    );
    expect(day.doses).toMatchObject([{ dosage: 500, notes: 'with porridge' }]);
    const substance = await apiCall<{ remainingSupply: number | null }>(harness.baseURL, token, 'GET', `/supplements/${omega}`);
    expect(substance.remainingSupply).toBe(4);

    // Saved: nothing is kept any more.
    await reloadHistory(page);
    await visible(page.getByRole('button', { name: 'Log a forgotten dose' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('opens a past focus session again after a reload, saves it from there, and forgets a discarded one', async () => {
    const { token, page } = await signedIn('history-session-kept');
    const twoDaysAgo = dayInNewYork(2);
    await page.getByRole('button', { name: 'Add a focus session' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Add a focus session' }));
    await dialog.getByLabel('Day').fill(twoDaysAgo);
    await dialog.getByLabel('Start time').fill('14:10');
    await dialog.getByLabel('Duration (minutes)').fill('40');
    await dialog.getByLabel(/Notes/).fill('Tax forms, finally');

    await reloadHistory(page);
    dialog = await visible(page.getByRole('dialog', { name: 'Add a focus session' }));
    await visible(dialog.getByText(KEPT));
    expect(await dialog.getByLabel('Day').inputValue()).toBe(twoDaysAgo);
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('14:10');
    expect(await dialog.getByLabel('Duration (minutes)').inputValue()).toBe('40');
    expect(await dialog.getByLabel(/Notes/).inputValue()).toBe('Tax forms, finally');
    await dialog.getByRole('button', { name: 'Add session' }).click();
    await hidden(dialog);
    const sessions = await apiCall<{ sessions: Array<{ notes: string | null; plannedDuration: number }> }>(
      harness.baseURL,
      token,
      'GET',
      `/focus-sessions?date=${twoDaysAgo}`,
    );
    expect(sessions.sessions).toMatchObject([{ notes: 'Tax forms, finally' }]);

    // A form discarded is not brought back.
    await page.getByRole('button', { name: 'Add a focus session' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Add a focus session' }));
    await dialog.getByLabel(/Notes/).fill('Never mind');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await hidden(dialog);
    await reloadHistory(page);
    await visible(page.getByRole('button', { name: 'Add a focus session' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
