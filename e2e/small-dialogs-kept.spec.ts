/**
 * The small forms in dialogs keep what was typed through a reload and an expired session, and open again as they were
 * left, saying so: a dose's details and a custom focus aid on the Daily tab, a custom condition and a goal in
 * Settings, the reason typed to stop an experiment. Saving from there saves what was typed; a discarded form is not
 * brought back.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from './support/browser.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { DailyFocusPage } from './support/daily-focus-page.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { seedRhodiolaExperiment } from './support/experiments-api.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiCall } from './support/history-page.js';
import { HealthConditionsPage } from './support/pages/health-conditions-page.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();
const KEPT = 'Your unsaved changes were kept. Save them, or discard them to start again.';

/** The session ends (its tokens stop working), and the same user signs in again on this browser. */
async function expireAndSignInAgain(page: Page, context: BrowserContext, user: TestUser): Promise<void> {
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.setItem('wellness.accessToken', 'expired.token.value'));
  await page.reload();
  await seeText(page, 'Authentication failed - please log in again');
  await signInThroughUi(page, user);
}

describe('small dialogs kept through a reload and an expired session', () => {
  it('opens a dose’s details and a custom focus aid again on the Daily tab, and saves them from there', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-dialogs-kept');
    const token = await apiToken(harness.baseURL, user);
    const omega = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', dosage: 1000, unit: 'mg', remainingSupply: 30 });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', remainingSupply: 30 });
    const { page, context } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const section = new DailySupplementsSection(page);

    await (await visible(section.card('Omega-3'))).getByRole('button', { name: /^Details/ }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Log Omega-3' }));
    await dialog.getByLabel('Dosage (mg)').fill('500');
    await dialog.getByLabel(/Notes/).fill('with breakfast');

    // An expired session: after signing in again the dialog is back on its card, as it was left.
    await expireAndSignInAgain(page, context, user);
    await shell.waitForTab('Daily');
    dialog = await visible(page.getByRole('dialog', { name: 'Log Omega-3' }));
    await visible(dialog.getByText(KEPT));
    expect(await dialog.getByLabel('Dosage (mg)').inputValue()).toBe('500');
    expect(await dialog.getByLabel(/Notes/).inputValue()).toBe('with breakfast');
    expect(await page.getByRole('dialog', { name: 'Log Magnesium' }).count()).toBe(0);
    await inspectScreen(page, 'daily-dose-details-kept');
    await dialog.getByRole('button', { name: 'Log dose', exact: true }).click();
    await hidden(dialog);
    const today = await apiCall<Record<string, { doses: Array<{ dosage: number | null; notes: string | null }> } | undefined>>(
      harness.baseURL,
      token,
      'GET',
      '/supplement-doses/today',
    );
    expect(today[omega]?.doses).toMatchObject([{ dosage: 500, notes: 'with breakfast' }]);

    // A custom focus aid half made comes back after a reload, and is created from there.
    const focus = new DailyFocusPage(page);
    let create = await focus.openCreate();
    await create.getByLabel('Name', { exact: true }).fill('Brown noise');
    await create.getByLabel(/Description/).fill('Loud, through headphones');
    await page.reload();
    await shell.waitForTab('Daily');
    create = await visible(focus.createDialog());
    await visible(create.getByText(KEPT));
    expect(await create.getByLabel('Name', { exact: true }).inputValue()).toBe('Brown noise');
    expect(await create.getByLabel(/Description/).inputValue()).toBe('Loud, through headphones');
    await create.getByRole('button', { name: 'Create aid' }).click();
    await hidden(create);
    await seeText(page, '“Brown noise” was added.');

    // Logged and created: nothing comes back after another reload.
    await page.reload();
    await shell.waitForTab('Daily');
    await visible(section.card('Omega-3'));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('opens a dose’s details again on a phone-wide screen, where its section would start folded', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'phone-details-kept');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', dosage: 1000, unit: 'mg', remainingSupply: 30 });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const section = new DailySupplementsSection(page);
    await (await visible(section.card('Omega-3'))).getByRole('button', { name: /^Details/ }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Log Omega-3' }));
    await dialog.getByLabel(/Notes/).fill('after lunch');

    // The window narrowed to a phone's width, then a reload: the section would start folded, keeping the dialog out
    // of sight; holding a kept draft, it starts open and the dialog is back.
    await page.setViewportSize(PHONE);
    await page.reload();
    await shell.waitForTab('Daily');
    dialog = await visible(page.getByRole('dialog', { name: 'Log Omega-3' }));
    expect(await dialog.getByLabel(/Notes/).inputValue()).toBe('after lunch');
    // The other long sections still start folded.
    expect(await page.getByRole('button', { name: 'Focus Aids & Activities', exact: true }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a custom condition and a goal again in Settings after a reload, and forgets a discarded one', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'settings-dialogs-kept');
    const { page } = await harness.newContext();
    const conditions = await HealthConditionsPage.open(page, await signInThroughUi(page, user));
    const reload = async () => {
      await page.reload();
      await conditions.waitUntilLoaded();
    };

    await conditions.card('Available Conditions').getByRole('button', { name: 'Create Custom Condition' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Create Custom Condition' }));
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Hay fever');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Worst in May');
    await reload();
    dialog = await visible(page.getByRole('dialog', { name: 'Create Custom Condition' }));
    await visible(dialog.getByText(KEPT));
    expect(await dialog.getByRole('textbox', { name: /Name/ }).inputValue()).toBe('Hay fever');
    expect(await dialog.getByRole('textbox', { name: /Description/ }).inputValue()).toBe('Worst in May');
    await inspectScreen(page, 'settings-condition-kept');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await hidden(dialog);
    await visible(page.getByText(/^Hay fever was created under /));

    await conditions.card('Goals').getByRole('button', { name: 'Add Goal' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Add Goal' }));
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Start work before 10');
    await reload();
    dialog = await visible(page.getByRole('dialog', { name: 'Add Goal' }));
    await visible(dialog.getByText(KEPT));
    expect(await dialog.getByRole('textbox', { name: /Name/ }).inputValue()).toBe('Start work before 10');
    await dialog.getByRole('button', { name: 'Add Goal' }).click();
    await hidden(dialog);
    await visible(conditions.card('Goals').getByText('Start work before 10'));

    // Discarded: not brought back.
    await conditions.card('Goals').getByRole('button', { name: 'Add Goal' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Add Goal' }));
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Never mind');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard', exact: true }).click();
    await hidden(dialog);
    await reload();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('opens the question to stop an experiment again with the reason typed, while the experiment runs', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'stop-reason-kept');
    const token = await apiToken(harness.baseURL, user);
    const experimentId = await seedRhodiolaExperiment(harness.baseURL, token);
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    await page.goto(`/analytics/experiments?id=${experimentId}`);
    await page.getByRole('button', { name: 'Stop…' }).click();
    let dialog = await visible(page.getByRole('alertdialog', { name: 'Stop the Rhodiola experiment?' }));
    await dialog.getByLabel('Why are you stopping?').fill('Headaches in the afternoon');

    await page.reload();
    dialog = await visible(page.getByRole('alertdialog', { name: 'Stop the Rhodiola experiment?' }));
    await visible(dialog.getByText(KEPT));
    expect(await dialog.getByLabel('Why are you stopping?').inputValue()).toBe('Headaches in the afternoon');

    // Kept running after all: Discard, and the question does not come back.
    await dialog.getByRole('button', { name: 'Keep it running' }).click();
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard', exact: true }).click();
    await hidden(dialog);
    await page.reload();
    await visible(page.getByRole('button', { name: 'Stop…' }));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const experiment = await apiCall<{ status: string; stopReason: string | null }>(harness.baseURL, token, 'GET', `/experiments/${experimentId}`);
    expect(experiment.stopReason).toBeNull();
    expect(experiment.status).not.toBe('stopped');
  });
});
