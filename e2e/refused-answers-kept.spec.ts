/**
 * What a user typed into a small form on the Daily tab survives the server refusing it: a dose logged with details
 * (time, dosage, notes) comes back in its dialog with the failure said there, and a scheduled dose's skip reason stays
 * in its menu until the skip is taken. Declining the "Log another dose?" question returns to the details typed. A New
 * Entry the server kept but whose answer a proxy turned into a failure, saved again, is one entry, even with a reload
 * between the two saves.
 */
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './support/fixtures.js';
import { DailyEntryPage } from './support/daily-entry-page.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { localTimeFromNow, TodaysDoses } from './support/schedules-page.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();
const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error', code: 'INTERNAL' }) };

async function call(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${harness.baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function dosesOf(token: string, substanceId: string): Promise<Array<{ dosage: number | null; notes: string | null }>> {
  const body = (await (await call(token, 'GET', '/supplement-doses/today')).json()) as Record<
    string,
    { doses: Array<{ dosage: number | null; notes: string | null }> } | undefined
  >;
  return body[substanceId]?.doses ?? [];
}

describe('answers the server refuses', () => {
  it('opens the details dialog again with what was typed when a dose with details is refused', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'details-refused');
    const token = await apiToken(harness.baseURL, user);
    const omega = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', dosage: 1000, unit: 'mg', remainingSupply: 30 });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const section = new DailySupplementsSection(page);
    const card = await visible(section.card('Omega-3'));

    await page.route('**/api/supplement-doses', (route) => (route.request().method() === 'POST' ? route.fulfill(serverError) : route.continue()));
    await card.getByRole('button', { name: /^Details/ }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Log Omega-3' }));
    await dialog.getByLabel('Dosage (mg)').fill('500');
    await dialog.getByLabel(/Notes/).fill('with breakfast');
    await dialog.getByRole('button', { name: 'Log dose', exact: true }).click();

    // Refused: the dialog is back with the specification's words and everything typed.
    dialog = await visible(page.getByRole('dialog', { name: 'Log Omega-3' }));
    await visible(dialog.getByText('Failed to log dose. Please try again.', { exact: true }));
    expect(await dialog.getByLabel('Dosage (mg)').inputValue()).toBe('500');
    expect(await dialog.getByLabel(/Notes/).inputValue()).toBe('with breakfast');
    expect(await dosesOf(token, omega)).toEqual([]);

    // The server answers again: the same dialog logs it with its details.
    await page.unroute('**/api/supplement-doses');
    await dialog.getByRole('button', { name: 'Log dose', exact: true }).click();
    await hidden(dialog);
    await visible(section.todaysDoses(card, 'Omega-3').first());
    expect(await dosesOf(token, omega)).toMatchObject([{ dosage: 500, notes: 'with breakfast' }]);

    // Another within the hour asks first; Cancel returns to the details typed, which Cancel then asks to discard.
    await card.getByRole('button', { name: /^Details/ }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Log Omega-3' }));
    await dialog.getByLabel(/Notes/).fill('second one?');
    await dialog.getByRole('button', { name: 'Log dose', exact: true }).click();
    const question = await visible(page.getByRole('alertdialog', { name: 'Log another dose?' }));
    await question.getByRole('button', { name: 'Cancel' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Log Omega-3' }));
    expect(await dialog.getByLabel(/Notes/).inputValue()).toBe('second one?');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await visible(page.getByRole('alertdialog', { name: 'Discard changes?' }));
    expect(await dosesOf(token, omega)).toHaveLength(1);
  });

  it('keeps a skip reason in its menu until the skip is taken', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'skip-refused');
    const token = await apiToken(harness.baseURL, user);
    const sertraline = await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Sertraline', dosage: 50, unit: 'mg', remainingSupply: 30 });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const time = await localTimeFromNow(page, 30);
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const schedule = {
      kind: 'fixed',
      times: [time],
      weekdays: null,
      everyNDays: null,
      amount: 50,
      startDate: today,
      endDate: null,
      reminders: { enabled: false, channels: ['in-app'], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: null },
      refillLeadDays: 5,
    };
    expect((await call(token, 'PUT', `/schedules/${sertraline}`, schedule)).status).toBe(200);
    await page.reload();
    await shell.waitForTab('Daily');
    const doses = new TodaysDoses(page);
    const row = await visible(doses.row('Sertraline', time));

    await page.route('**/api/reminders/*/skip', (route) => route.fulfill(serverError));
    await row.getByRole('button', { name: 'More for Sertraline' }).click();
    await row.getByRole('button', { name: 'Skip…' }).click();
    await row.getByLabel(/Why skip it/).fill('felt nauseous');
    await row.getByRole('button', { name: 'Skip dose' }).click();
    await visible(row.getByText('Failed to skip this dose. Please try again.', { exact: true }));
    expect(await row.getByLabel(/Why skip it/).inputValue()).toBe('felt nauseous');

    await page.unroute('**/api/reminders/*/skip');
    await row.getByRole('button', { name: 'Skip dose' }).click();
    await hidden(row.getByLabel(/Why skip it/));
    const reminders = (await (await call(token, 'GET', '/reminders/today')).json()) as { occurrences: Array<{ state: string; skipReason: string | null }> };
    expect(reminders.occurrences).toMatchObject([{ state: 'skipped', skipReason: 'felt nauseous' }]);
  });

  it('keeps one entry when a save the server kept is answered with a failure and saved again', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'entry-saved-twice');
    const token = await apiToken(harness.baseURL, user);
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const daily = new DailyEntryPage(page);
    await daily.moveSlider('Focus Level', 2);
    await daily.notes().fill('kept once');

    // The server keeps it; the gateway answers 502.
    await page.route('**/api/entries', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' });
    });
    await daily.saveButton().click();
    await seeText(page, 'Failed to save entry. Please try again.');
    expect(await daily.notes().inputValue()).toBe('kept once');
    await page.unroute('**/api/entries');

    await daily.saveButton().click();
    await seeText(page, 'Entry saved successfully!');
    const entries = (await (await call(token, 'GET', '/entries?limit=10')).json()) as { entries: Array<{ notes: string | null }> };
    expect(entries.entries.map((entry) => entry.notes)).toEqual(['kept once']);
  });

  it('keeps one entry when the page is reloaded between the failed save and the next', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'entry-saved-after-reload');
    const token = await apiToken(harness.baseURL, user);
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const daily = new DailyEntryPage(page);
    await daily.moveSlider('Focus Level', 3);
    await daily.notes().fill('kept once, across a reload');

    const keys: Array<string | undefined> = [];
    await page.route('**/api/entries', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((JSON.parse(route.request().postData() ?? '{}') as { idempotencyKey?: string }).idempotencyKey);
      await route.fetch();
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' });
    });
    await daily.saveButton().click();
    await seeText(page, 'Failed to save entry. Please try again.');
    await page.unroute('**/api/entries');

    // The reload brings the form back from its draft; saved again, it goes under the key of the attempt that was kept.
    await page.reload();
    await shell.waitForTab('Daily');
    expect(await daily.notes().inputValue()).toBe('kept once, across a reload');
    await page.route('**/api/entries', async (route) => {
      if (route.request().method() === 'POST') keys.push((JSON.parse(route.request().postData() ?? '{}') as { idempotencyKey?: string }).idempotencyKey);
      return route.continue();
    });
    await daily.saveButton().click();
    await seeText(page, 'Entry saved successfully!');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const entries = (await (await call(token, 'GET', '/entries?limit=10')).json()) as { entries: Array<{ notes: string | null }> };
    expect(entries.entries.map((entry) => entry.notes)).toEqual(['kept once, across a reload']);
  });
});
