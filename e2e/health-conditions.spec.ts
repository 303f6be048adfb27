/**
 * Settings › Personalization and Health Conditions & Goals: the six feature cards with their status
 * labels and the quick start opening its sub-tabs; tracking ADHD and Anxiety (hidden from Available once tracked,
 * keyboard focus kept in the list), the category chips, removing after a confirmation that names the condition, a
 * custom condition created, tracked, untracked and deleted, the spec's alert when adding fails, a goal added, edited
 * and deleted with its progress sentence from entries seeded through the API, and the assistant naming the
 * current condition. Screenshots of both sub-tabs and the dialogs at 1280 and 390 px, with axe.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dayInZone, seedEntry } from './support/conditions-api.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { AssistantPanel } from './support/pages/assistant-panel.js';
import { HealthConditionsPage } from './support/pages/health-conditions-page.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { hidden, seeText, visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();
/** The zone the fixtures register users in. */
const ZONE = 'America/New_York';

async function openSettings(page: Page, user: TestUser): Promise<void> {
  const shell = await signInThroughUi(page, user);
  await shell.openTab('Settings');
}

async function openHealthConditions(page: Page, user: TestUser): Promise<HealthConditionsPage> {
  await openSettings(page, user);
  await page.getByRole('tab', { name: 'Health Conditions' }).click();
  await waitForPath(page, '/settings/health-conditions');
  const conditions = new HealthConditionsPage(page);
  await conditions.waitUntilLoaded();
  return conditions;
}

// The Settings sub-tab list only: Tracking Preferences has a tab list of its own inside the panel.
const selectedSubTab = (page: Page) => page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { selected: true }).innerText();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

describe('personalization', () => {
  it('shows the six cards with their status labels, and each quick-start step opens its sub-tab', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'personalization');
    const { page } = await harness.newContext();
    await openSettings(page, user);
    expect(await selectedSubTab(page)).toBe('Personalization');

    const features = page.getByRole('list', { name: 'Personalization features' }).getByRole('listitem');
    expect(await features.count()).toBe(6);
    const cards = await features.evaluateAll((items) =>
      items.map((item) => [item.querySelector('h4')?.textContent, item.querySelector('h4 + span')?.textContent]),
    );
    expect(cards).toEqual([
      ['Health Conditions & Goals', 'Status: Ready'],
      ['Tracking & Metrics', 'Status: Ready'],
      ['AI Features & Privacy', 'Status: Coming Soon'],
      ['Notifications & Reminders', 'Status: Ready'],
      ['UI/UX Personalization', 'Status: Partial'],
      ['Advanced Integrations', 'Status: Planned'],
    ]);
    const steps = page.getByRole('list', { name: 'Quick start steps' }).getByRole('listitem');
    expect(await steps.count()).toBe(3);
    await inspectScreen(page, 'personalization');

    // Step 1 opens Health Conditions & Goals, with focus on the sub-tab it opened; back returns.
    await page.getByRole('button', { name: 'Select conditions' }).click();
    await waitForPath(page, '/settings/health-conditions');
    expect(await selectedSubTab(page)).toBe('Health Conditions');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'tab');
    expect(await focusedText(page)).toBe('Health Conditions');
    await visible(page.getByRole('heading', { level: 3, name: 'Currently Tracking' }));
    await page.goBack();
    await waitForPath(page, '/settings');

    // Steps 2 and 3 open Tracking Preferences.
    for (const action of ['Customize tracking', 'Personalize interface']) {
      await page.getByRole('button', { name: action }).click();
      await waitForPath(page, '/settings/tracking');
      expect(await selectedSubTab(page)).toBe('Tracking Preferences');
      await page.goBack();
      await waitForPath(page, '/settings');
    }

    // A card that can be set opens its sub-tab too.
    await page.getByRole('button', { name: 'Health Conditions & Goals: open Health Conditions' }).click();
    await waitForPath(page, '/settings/health-conditions');
  });
});

describe('health conditions and goals', () => {
  it('tracks ADHD and Anxiety, filters by category, removes after a confirmation naming the condition, and says when adding fails', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'conditions');
    const { page } = await harness.newContext();
    const conditions = await openHealthConditions(page, user);
    await visible(conditions.card('Currently Tracking').getByText('You are not tracking any conditions yet. Choose one under Available Conditions.'));
    const catalogSize = (await conditions.availableNames()).length;
    expect(catalogSize).toBeGreaterThanOrEqual(24);
    expect((await conditions.availableNames()).slice(0, 2)).toEqual(['ADHD', 'Anxiety']);

    // A click tracks ADHD; keyboard focus stays in the list, on Anxiety that took its place, and Enter tracks it.
    await conditions.trackButton('ADHD').click();
    await seeText(page, 'Now tracking ADHD.');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Track Anxiety');
    await page.keyboard.press('Enter');
    await seeText(page, 'Now tracking Anxiety.');
    expect(await conditions.trackedNames()).toEqual(['ADHD', 'Anxiety']);
    const available = await conditions.availableNames();
    expect(available).not.toContain('ADHD');
    expect(available).not.toContain('Anxiety');
    expect(available).toHaveLength(catalogSize - 2);
    await inspectScreen(page, 'health-conditions');

    // The chips filter Available Conditions; Currently Tracking keeps every tracked condition.
    await conditions.chip('Lifestyle').click();
    expect(await conditions.chip('Lifestyle').getAttribute('aria-pressed')).toBe('true');
    await visible(conditions.trackButton('Better sleep'));
    await hidden(conditions.trackButton('Depression'));
    expect(await conditions.trackedNames()).toEqual(['ADHD', 'Anxiety']);
    await conditions.chip('Physical Health').click();
    await visible(conditions.trackButton('Type 2 diabetes'));
    await hidden(conditions.trackButton('Better sleep'));
    await conditions.chip('All').click();
    await visible(conditions.trackButton('Depression'));

    // Tracked conditions survive a reload.
    await page.reload();
    await conditions.waitUntilLoaded();
    expect(await conditions.trackedNames()).toEqual(['ADHD', 'Anxiety']);

    // Remove asks first, naming the condition; Cancel keeps it.
    await conditions.card('Currently Tracking').getByRole('button', { name: 'Remove Anxiety' }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Stop tracking Anxiety?' }));
    expect(await confirm.innerText()).toContain('Anxiety will no longer be tracked.');
    await inspectScreen(page, 'health-conditions-remove-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await hidden(confirm);
    expect(await conditions.trackedNames()).toEqual(['ADHD', 'Anxiety']);
    await conditions.card('Currently Tracking').getByRole('button', { name: 'Remove Anxiety' }).click();
    await page.getByRole('alertdialog', { name: 'Stop tracking Anxiety?' }).getByRole('button', { name: 'Remove' }).click();
    await seeText(page, 'Stopped tracking Anxiety.');
    expect(await conditions.trackedNames()).toEqual(['ADHD']);
    await visible(conditions.trackButton('Anxiety'));

    // A failed add shows the spec's alert word for word.
    await page.route('**/api/user-conditions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":"Something went wrong on our side. Please try again.","code":"INTERNAL"}',
          })
        : route.fallback(),
    );
    await conditions.trackButton('Depression').click();
    await visible(conditions.card('Available Conditions').getByRole('alert').getByText('Failed to add condition. Please try again.'));
    await page.unroute('**/api/user-conditions');
    expect(await conditions.trackedNames()).toEqual(['ADHD']);

    // The help assistant speaks of the current condition.
    const assistant = new AssistantPanel(page);
    await assistant.open();
    await assistant.ask('What can you do?');
    expect(await assistant.answer(1)).toContain('You are tracking ADHD. Your conditions and goals are in Settings › Health Conditions & Goals.');
  });

  it('creates a custom condition (Create disabled without a name), tracks it, stops tracking it and deletes it', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'custom-condition');
    const { page } = await harness.newContext();
    const conditions = await openHealthConditions(page, user);

    await conditions.card('Available Conditions').getByRole('button', { name: 'Create Custom Condition' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Create Custom Condition' }));
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    expect(await create.isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-required'))).toBe('true');
    expect(await dialog.getByLabel('Category').inputValue()).toBe('mental-health');
    expect(await dialog.getByLabel('Color').inputValue()).toBe('#6366f1');
    await dialog.getByLabel('Name').fill('   ');
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('Night shifts');
    expect(await create.isEnabled()).toBe(true);
    await dialog.getByLabel('Category').selectOption('lifestyle');
    await dialog.getByLabel('Description').fill('Working nights three times a week.');
    await dialog.getByRole('checkbox', { name: 'Energy' }).check();
    await dialog.getByRole('checkbox', { name: 'Focus Level' }).check();
    await dialog.getByRole('checkbox', { name: 'Tired' }).check();
    await inspectScreen(page, 'health-conditions-custom-condition');
    await create.click();
    await hidden(dialog);
    await seeText(page, 'Night shifts was created under Lifestyle. Click it to start tracking it.');
    expect((await conditions.availableNames()).at(-1)).toBe('Night shifts');

    // A second one of the same name is refused; the alert is the spec's, the reason beneath it.
    await conditions.card('Available Conditions').getByRole('button', { name: 'Create Custom Condition' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Create Custom Condition' }));
    await again.getByLabel('Name').fill('night shifts');
    await again.getByRole('button', { name: 'Create', exact: true }).click();
    const alert = await visible(again.getByRole('alert'));
    expect(await alert.innerText()).toContain('Failed to create custom condition. Please try again.');
    expect(await alert.innerText()).toContain('A condition called "Night shifts" already exists.');
    // What was typed is not thrown away without asking.
    await again.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard', exact: true }).click();
    await hidden(again);

    await conditions.trackButton('Night shifts').click();
    await seeText(page, 'Now tracking Night shifts.');
    expect(await conditions.trackedNames()).toEqual(['Night shifts']);
    await visible(conditions.card('Currently Tracking').getByText('Metrics: Focus Level, Energy'));
    await hidden(conditions.trackButton('Night shifts'));

    await conditions.card('Currently Tracking').getByRole('button', { name: 'Remove Night shifts' }).click();
    await page.getByRole('alertdialog', { name: 'Stop tracking Night shifts?' }).getByRole('button', { name: 'Remove' }).click();
    await seeText(page, 'Stopped tracking Night shifts.');
    expect(await conditions.trackedNames()).toEqual([]);

    await conditions.card('Available Conditions').getByRole('button', { name: 'Delete Night shifts' }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete Night shifts?' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seeText(page, 'Night shifts was deleted.');
    expect(await conditions.availableNames()).not.toContain('Night shifts');
  });

  it('adds a goal and shows its progress from seeded entries, edits it and deletes it', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'goals');
    const token = await apiToken(harness.baseURL, user);
    // Three rated days in the last two weeks of the user's zone: focus 8, 7 and 8, a mean of 7.7.
    for (const [daysAgo, focusLevel] of [
      [1, 8],
      [2, 7],
      [4, 8],
    ] as const) {
      await seedEntry(harness.baseURL, token, dayInZone(ZONE, daysAgo), { focusLevel });
    }
    const { page } = await harness.newContext();
    const conditions = await openHealthConditions(page, user);
    await conditions.trackButton('ADHD').click();
    await seeText(page, 'Now tracking ADHD.');
    await visible(conditions.card('Goals').getByText('No goals yet. Add one, for example “Focus level 7 or higher”.'));

    await conditions.card('Goals').getByRole('button', { name: 'Add Goal' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add Goal' }));
    expect(await dialog.getByLabel('Category').inputValue()).toBe('SYMPTOM_MANAGEMENT');
    expect(await dialog.getByLabel('Target type').inputValue()).toBe('INCREASE');
    expect(await dialog.getByLabel('Priority').inputValue()).toBe('MEDIUM');
    // Without a name nothing is sent, and the field says why.
    await dialog.getByRole('button', { name: 'Add Goal' }).click();
    await visible(dialog.getByText('Goal name is required'));
    await dialog.getByLabel('Name').fill('Sharper focus');
    await dialog.getByLabel('Metric').selectOption('focusLevel');
    await dialog.getByRole('button', { name: 'Add Goal' }).click();
    await visible(dialog.getByText('A goal with a metric needs a target from 1 to 10'));
    await dialog.getByLabel('Target value').fill('7');
    await dialog.getByLabel('Priority').selectOption('HIGH');
    await dialog.getByLabel('Condition').selectOption({ label: 'ADHD' });
    await inspectScreen(page, 'health-conditions-goal-form');
    await dialog.getByRole('button', { name: 'Add Goal' }).click();
    await hidden(dialog);
    await seeText(page, 'Sharper focus was added.');

    const goal = conditions.goal('Sharper focus');
    await visible(goal.getByText('On track: Focus Level averaged 7.7 over the last 14 days (3 days rated), at or above your target of 7.'));
    await visible(goal.getByText('Focus Level: 7 or higher'));
    await visible(goal.getByText('High priority · Symptom management'));
    await visible(goal.getByText('ADHD', { exact: true }));
    await inspectScreen(page, 'health-conditions-goals');

    // Edit: a higher target is not met yet.
    await goal.getByRole('button', { name: 'Edit Sharper focus' }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit Goal' }));
    expect(await edit.getByLabel('Name').inputValue()).toBe('Sharper focus');
    expect(await edit.getByLabel('Target value').inputValue()).toBe('7');
    await edit.getByLabel('Target value').fill('9');
    await edit.getByRole('button', { name: 'Save Goal' }).click();
    await hidden(edit);
    await visible(goal.getByText('Focus Level averaged 7.7 over the last 14 days (3 days rated), below your target of 9.'));
    await visible(goal.getByText('Not there yet'));

    // A goal without a metric says plainly that it is not measured.
    await conditions.card('Goals').getByRole('button', { name: 'Add Goal' }).click();
    const plain = await visible(page.getByRole('dialog', { name: 'Add Goal' }));
    await plain.getByLabel('Name').fill('Walk after lunch');
    await plain.getByRole('button', { name: 'Add Goal' }).click();
    await hidden(plain);
    await visible(conditions.goal('Walk after lunch').getByText('Progress is not measured: this goal is not linked to a metric from your daily entries.'));

    await goal.getByRole('button', { name: 'Delete Sharper focus' }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete Sharper focus?' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seeText(page, 'Sharper focus was deleted.');
    await hidden(conditions.goal('Sharper focus'));
    await visible(conditions.goal('Walk after lunch'));
  });
});
