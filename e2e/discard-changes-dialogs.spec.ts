/**
 * Every form in a dialog asks "Discard changes?" before what was typed is lost, on every way out (Escape, Close,
 * Cancel): History's entry, dose and focus-session editors, Settings' custom condition and goal forms, and the reason
 * typed to stop an experiment. An untouched form closes at once; Keep editing keeps what was typed; Discard closes
 * and saves nothing. The substance form and History's entry editor are also kept through a reload and an expired
 * session; Profile
 * and Regional Settings, edited in place, ask before a tab or sub-tab switch would drop an edit.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DailyEntryPage } from './support/daily-entry-page.js';
import { createVerifiedUser } from './support/fixtures.js';
import { seedRhodiolaExperiment } from './support/experiments-api.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiCall, dayInNewYork, HistoryPage } from './support/history-page.js';
import { HealthConditionsPage } from './support/pages/health-conditions-page.js';
import { inspectScreen } from './support/screenshots.js';
import { SubstancesPage, field } from './support/substances-page.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, seeText, visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();

const full = { type: 'REGULAR', overallRating: 6, focusLevel: 6, taskInitiation: 6, restlessness: 4, productivity: 6 };
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/** The question is asked, Keep editing keeps the dialog as it was, and the field still holds what was typed. */
async function keepEditing(page: Page, dialog: Locator, field: Locator, typed: string): Promise<void> {
  await visible(question(page));
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await hidden(question(page));
  expect(await dialog.isVisible()).toBe(true);
  expect(await field.inputValue()).toBe(typed);
}

async function discard(page: Page, dialog: Locator): Promise<void> {
  await visible(question(page));
  await question(page).getByRole('button', { name: 'Discard', exact: true }).click();
  await hidden(dialog);
}

describe('forms in dialogs never drop what was typed without asking', () => {
  it('asks in History’s entry, dose and focus-session editors, and saves nothing once discarded', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'discard-history');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 5 });
    const yesterday = dayInNewYork(1);
    await apiCall(harness.baseURL, token, 'POST', '/entries', { ...full, notes: 'Calm evening', date: yesterday, time: '20:00' });
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    const history = new HistoryPage(page);
    await history.open();
    const day = history.day(yesterday);

    // The entry editor: untouched, Escape closes at once; with a note changed, Escape, Close and Cancel ask.
    const edit = day.getByRole('button', { name: /^Edit Full Tracking at 8:00 PM/ });
    const entryDialog = page.getByRole('dialog', { name: 'Edit entry' });
    await edit.click();
    await visible(entryDialog);
    await page.keyboard.press('Escape');
    await hidden(entryDialog);
    await edit.click();
    const notes = entryDialog.getByRole('textbox', { name: /Notes/ });
    await notes.fill('Calm evening, then a headache');
    await page.keyboard.press('Escape');
    await keepEditing(page, entryDialog, notes, 'Calm evening, then a headache');
    await entryDialog.getByRole('button', { name: 'Close without saving' }).click();
    await visible(question(page));
    await inspectScreen(page, 'history-entry-discard-question');
    await keepEditing(page, entryDialog, notes, 'Calm evening, then a headache');
    await entryDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await discard(page, entryDialog);
    const entries = await apiCall<{ entries: Array<{ notes: string | null }> }>(harness.baseURL, token, 'GET', '/history/entries?days=7');
    expect(entries.entries.map((entry) => entry.notes)).toEqual(['Calm evening']);
    // Putting the note back as it was is no change: the editor closes without asking.
    await edit.click();
    await notes.fill('Calm evening, then');
    await notes.fill('Calm evening');
    await page.keyboard.press('Escape');
    await hidden(entryDialog);
    expect(await question(page).count()).toBe(0);

    // A forgotten dose: a substance chosen counts as a change.
    await day.getByRole('button', { name: 'Doses and sessions' }).click();
    await day.getByRole('button', { name: 'Log a forgotten dose' }).click();
    const doseDialog = page.getByRole('dialog', { name: 'Log a forgotten dose' });
    const substance = doseDialog.getByRole('combobox', { name: 'Substance' });
    await substance.locator('option', { hasText: 'Omega-3' }).waitFor({ state: 'attached' });
    await substance.selectOption({ label: 'Omega-3' });
    await page.keyboard.press('Escape');
    await visible(question(page));
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await doseDialog.getByRole('textbox', { name: /Notes/ }).fill('With breakfast');
    await doseDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await discard(page, doseDialog);
    const doses = await apiCall<{ doses: unknown[] }>(harness.baseURL, token, 'GET', `/supplement-doses?date=${yesterday}`);
    expect(doses.doses).toEqual([]);

    // A past focus session, from the calendar's chosen day.
    await history.open(`?view=calendar&month=${yesterday.slice(0, 7)}&day=${yesterday}`);
    const chosen = page.getByTestId('calendar-day');
    await chosen.getByRole('button', { name: 'Add a focus session' }).click();
    const sessionDialog = page.getByRole('dialog', { name: 'Add a focus session' });
    await page.keyboard.press('Escape');
    await hidden(sessionDialog);
    await chosen.getByRole('button', { name: 'Add a focus session' }).click();
    const duration = sessionDialog.getByLabel('Duration (minutes)');
    await duration.fill('50');
    await page.keyboard.press('Escape');
    await keepEditing(page, sessionDialog, duration, '50');
    await page.keyboard.press('Escape');
    await discard(page, sessionDialog);
  });

  it('asks in Settings’ custom condition and goal forms', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'discard-settings');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Settings');
    await page.getByRole('tab', { name: 'Health Conditions' }).click();
    await waitForPath(page, '/settings/health-conditions');
    const conditions = new HealthConditionsPage(page);
    await conditions.waitUntilLoaded();

    const create = conditions.card('Available Conditions').getByRole('button', { name: 'Create Custom Condition' });
    const conditionDialog = page.getByRole('dialog', { name: 'Create Custom Condition' });
    await create.click();
    await visible(conditionDialog);
    await page.keyboard.press('Escape');
    await hidden(conditionDialog);
    await create.click();
    const name = conditionDialog.getByRole('textbox', { name: /Name/ });
    await name.fill('Long COVID fatigue');
    await page.keyboard.press('Escape');
    await keepEditing(page, conditionDialog, name, 'Long COVID fatigue');
    await conditionDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await discard(page, conditionDialog);
    expect(await page.getByText('Long COVID fatigue').count()).toBe(0);

    await conditions.card('Goals').getByRole('button', { name: 'Add Goal' }).click();
    const goalDialog = await visible(page.getByRole('dialog', { name: 'Add Goal' }));
    const goalName = goalDialog.getByRole('textbox', { name: /Name/ });
    await goalName.fill('Start work before 10');
    await goalDialog.getByRole('button', { name: 'Close without adding' }).click();
    await keepEditing(page, goalDialog, goalName, 'Start work before 10');
    await page.keyboard.press('Escape');
    await discard(page, goalDialog);
  });

  it('asks before the reason typed to stop an experiment is dropped, and the experiment keeps running', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'discard-stop-reason');
    const token = await apiToken(harness.baseURL, user);
    const experimentId = await seedRhodiolaExperiment(harness.baseURL, token);
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    await page.goto(`/analytics/experiments?id=${experimentId}`);
    await page.getByRole('button', { name: 'Stop…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop the Rhodiola experiment?' });
    const reason = dialog.getByLabel('Why are you stopping?');
    await reason.fill('Headaches in the afternoon');
    await page.keyboard.press('Escape');
    await keepEditing(page, dialog, reason, 'Headaches in the afternoon');
    await dialog.getByRole('button', { name: 'Keep it running' }).click();
    await discard(page, dialog);
    const experiment = await apiCall<{ status: string }>(harness.baseURL, token, 'GET', `/experiments/${experimentId}`);
    expect(experiment.status).toBe('running');
  });

  it('keeps a half-typed substance form through a reload and an expired session, until it is saved or discarded', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'kept-substance-form');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', dosage: 200, unit: 'mg' });
    const { page, context } = await harness.newContext();
    let shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    const kept = 'Your unsaved changes were kept. Save them, or discard them to start again.';

    // A new prescription, half typed, then the page is reloaded: the form opens again as it was, notes included.
    let dialog = await substances.openAdd('Prescription');
    await substances.fill(dialog, { Dosage: '50', Unit: 'mg' });
    await dialog.getByRole('combobox', { name: /Name/ }).fill('Sertraline');
    // Escape closes the name's suggestions first (the form would ask before closing on the next one).
    await visible(dialog.getByRole('listbox', { name: 'Name suggestions' }));
    await page.keyboard.press('Escape');
    await hidden(dialog.getByRole('listbox', { name: 'Name suggestions' }));
    await dialog.getByRole('button', { name: 'Advanced Options' }).click();
    await field(dialog, 'Notes').fill('Take with breakfast');
    await page.reload();
    dialog = await visible(substances.dialog('Add Prescription'));
    await visible(dialog.getByText(kept));
    expect(await dialog.getByRole('combobox', { name: /Name/ }).inputValue()).toBe('Sertraline');
    expect(await field(dialog, 'Dosage').inputValue()).toBe('50');
    expect(await field(dialog, 'Notes').inputValue()).toBe('Take with breakfast');
    await inspectScreen(page, 'substances-form-kept');
    await substances.submit(dialog);
    await visible(substances.card('Sertraline'));
    await page.reload();
    await visible(substances.card('Sertraline'));
    expect(await substances.dialog(/Prescription/).count()).toBe(0);

    // An edit in progress when the session expires comes back after signing in again, and Discard ends it for good.
    dialog = await substances.openEdit('Magnesium', 'Supplement');
    await field(dialog, 'Dosage').fill('400');
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.setItem('wellness.accessToken', 'expired.token.value'));
    await page.reload();
    await seeText(page, 'Authentication failed - please log in again');
    shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    dialog = await visible(substances.dialog('Edit Supplement'));
    await visible(dialog.getByText(kept));
    expect(await field(dialog, 'Dosage').inputValue()).toBe('400');
    await page.keyboard.press('Escape');
    await discard(page, dialog);
    await page.reload();
    await visible(substances.card('Magnesium'));
    expect(await substances.dialog(/Supplement/).count()).toBe(0);
    const list = await apiCall<Array<{ name: string; dosage: number | null }>>(harness.baseURL, token, 'GET', '/supplements');
    expect(list.find((item) => item.name === 'Magnesium')?.dosage).toBe(200);
  });

  it('asks before a tab or Settings sub-tab switch drops an edit of Profile or Regional Settings', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'unsaved-profile');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Settings');
    await page.getByRole('tab', { name: 'Account & Data' }).click();
    await waitForPath(page, '/settings/account');
    const profile = page.getByRole('region', { name: 'Profile Settings', exact: true });
    await profile.getByRole('button', { name: 'Edit' }).click();
    // Opened and untouched: nothing to lose, nothing asked.
    const asked: string[] = [];
    const answer = (accept: boolean) =>
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void (accept ? dialog.accept() : dialog.dismiss());
      });
    await page.getByRole('tab', { name: 'Health Conditions' }).click();
    await waitForPath(page, '/settings/health-conditions');
    expect(asked).toEqual([]);

    await page.getByRole('tab', { name: 'Account & Data' }).click();
    await profile.getByRole('button', { name: 'Edit' }).click();
    await profile.getByLabel('Name').fill('Sam Rivera');
    answer(false);
    await shell.tab('Daily').click();
    answer(false);
    await page.getByRole('tab', { name: 'Health Conditions' }).click();
    expect(asked).toEqual([
      'You have unsaved changes in Profile Settings. Leave without saving them?',
      'You have unsaved changes in Profile Settings. Leave without saving them?',
    ]);
    expect(new URL(page.url()).pathname).toBe('/settings/account');
    expect(await profile.getByLabel('Name').inputValue()).toBe('Sam Rivera');
    // The browser's Back asks too; staying puts the address back and keeps the edit.
    answer(false);
    await page.goBack();
    await page.waitForFunction(() => window.location.pathname === '/settings/account');
    expect(asked).toHaveLength(3);
    expect(asked.at(-1)).toBe('You have unsaved changes in Profile Settings. Leave without saving them?');
    expect(await profile.getByLabel('Name').inputValue()).toBe('Sam Rivera');

    // Cancel is the user's own choice to drop the edit: then nothing is asked.
    await profile.getByRole('button', { name: 'Cancel' }).click();
    const regional = page.getByRole('region', { name: 'Regional and International Settings', exact: true });
    await regional.getByRole('button', { name: 'Edit' }).click();
    await regional.getByLabel('Date format').selectOption('ISO');
    answer(true);
    await shell.tab('Daily').click();
    await shell.waitForTab('Daily');
    expect(asked.at(-1)).toBe('You have unsaved changes in Regional and International Settings. Leave without saving them?');
    expect(asked).toHaveLength(4);
  });

  it('keeps a correction made in History’s entry editor through a reload, until it is saved', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'kept-history-edit');
    const token = await apiToken(harness.baseURL, user);
    const yesterday = dayInNewYork(1);
    await apiCall(harness.baseURL, token, 'POST', '/entries', { ...full, notes: 'Quiet day', date: yesterday, time: '19:00' });
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    const history = new HistoryPage(page);
    await history.open();
    await history
      .day(yesterday)
      .getByRole('button', { name: /^Edit Full Tracking at 7:00 PM/ })
      .click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Edit entry' }));
    await dialog.getByRole('slider', { name: 'Overall Rating' }).fill('3');
    await dialog.getByRole('textbox', { name: /Notes/ }).fill('Quiet day, migraine in the evening');
    await page.reload();
    dialog = await visible(page.getByRole('dialog', { name: 'Edit entry' }));
    await visible(dialog.getByText('Your unsaved changes were kept. Save them, or discard them to start again.'));
    expect(await dialog.getByRole('textbox', { name: /Notes/ }).inputValue()).toBe('Quiet day, migraine in the evening');
    expect(await dialog.getByRole('slider', { name: 'Overall Rating' }).inputValue()).toBe('3');
    await inspectScreen(page, 'history-edit-kept');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await hidden(dialog);
    const entries = await apiCall<{ entries: Array<{ notes: string | null; overallRating: number | null }> }>(
      harness.baseURL,
      token,
      'GET',
      '/history/entries?days=7',
    );
    expect(entries.entries).toMatchObject([{ notes: 'Quiet day, migraine in the evening', overallRating: 3 }]);
    await page.reload();
    await visible(history.day(yesterday).getByText('Quiet day, migraine in the evening'));
    expect(await page.getByRole('dialog', { name: 'Edit entry' }).count()).toBe(0);
  });

  it('keeps New Entry’s draft when the profile read fails, as on a connection that drops requests', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'draft-without-me');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    // From here on the profile read fails: the drafts are still the user's, named by the session's token.
    await page.route('**/api/auth/me', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
    await page.reload();
    await shell.waitForTab('Daily');
    const daily = new DailyEntryPage(page);
    await daily.notes().fill('Typed while the profile would not load');
    await page.waitForFunction(() => Object.keys(window.localStorage).some((key) => key.startsWith('wellness.draft.') && key.endsWith('.daily.new-entry')));
    await page.reload();
    await shell.waitForTab('Daily');
    expect(await daily.notes().inputValue()).toBe('Typed while the profile would not load');
  });
});
