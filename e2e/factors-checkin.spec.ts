/**
 * Own factors and the Daily check-in (issue 32): a new user adds "Sleep (h)" from the check-in's invitation with
 * one tap, defines a yes-no factor of their own in the factor manager, logs both in the check-in card (stepper,
 * typed value, Yes), finds them saved after a reload, keeps a value tapped offline and sends it once back online
 * (and one the server asked to wait with, 429, on the next try),
 * and adds a custom mood tag inline in New Entry and saves an entry with it. Screenshots of the check-in card and
 * the factor manager at 1280 and 390 px, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setTheme } from './support/analytics-api.js';
import { DailyEntryPage } from './support/daily-entry-page.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

const checkIn = (page: Page) => page.getByRole('region', { name: 'Check-in' });
const row = (page: Page, name: string) => checkIn(page).getByRole('listitem').filter({ hasText: name });
const saved = (item: Locator) => visible(item.getByRole('status').getByText('Saved', { exact: true }));

async function api(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${harness.baseURL}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.json();
}

describe('own factors and the daily check-in', () => {
  it('adds, defines and logs factors, keeps them across a reload and offline, and tags an entry with a custom tag', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'factors');
    const token = await apiToken(harness.baseURL, user);
    const { page, context } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');

    // No factors yet: the card invites with the catalog's top picks; one tap adds Sleep (h).
    await visible(checkIn(page).getByText('Start with a tap'));
    await checkIn(page).getByRole('button', { name: 'Add Sleep (h)' }).click();
    await visible(row(page, 'Sleep (h)'));

    // A yes-no factor of one's own, in the factor manager.
    await checkIn(page).getByRole('button', { name: 'Manage' }).click();
    const manager = page.getByRole('dialog', { name: 'Your factors' });
    await manager.getByRole('button', { name: 'Define your own' }).click();
    await manager.getByRole('textbox', { name: 'Name' }).fill('Exercised');
    await manager.getByRole('button', { name: 'Yes or no', exact: true }).click();
    await hidden(manager.getByRole('textbox', { name: /Unit/ }));
    await manager.getByRole('radio', { name: 'Activity' }).check();
    await manager.getByRole('button', { name: 'Higher', exact: true }).click();
    await manager.getByRole('button', { name: 'Add factor' }).click();
    await visible(manager.getByText('Exercised saved.'));
    await visible(manager.getByRole('list', { name: 'Your factors' }).getByText('Yes or no · higher is better'));
    await visible(manager.getByRole('button', { name: 'Add Caffeine (mg)' }));
    await inspectScreen(page, 'factor-manager');
    await manager.getByRole('button', { name: 'Done' }).click();
    await hidden(manager);

    // Logging: a typed value, the stepper, Yes; each saved at once.
    const sleep = row(page, 'Sleep (h)');
    const sleepField = sleep.getByRole('textbox', { name: 'Sleep (h)' });
    await sleepField.fill('7');
    await sleep.getByRole('button', { name: 'Sleep (h): more by 0.5' }).click();
    expect(await sleepField.inputValue()).toBe('7.5');
    await saved(sleep);
    const exercised = row(page, 'Exercised');
    await exercised.getByRole('button', { name: 'Yes', exact: true }).click();
    expect(await exercised.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await saved(exercised);
    await inspectScreen(page, 'factors-checkin');

    await page.reload();
    await shell.waitForTab('Daily');
    await visible(row(page, 'Sleep (h)'));
    expect(await row(page, 'Sleep (h)').getByRole('textbox', { name: 'Sleep (h)' }).inputValue()).toBe('7.5');
    expect(await row(page, 'Exercised').getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const stored = (await api('/factors/values', token)) as { values: Array<{ value: unknown }> };
    expect(stored.values.map((value) => value.value).sort()).toEqual([7.5, true].sort());

    // Offline: the change is kept on this device, said so, and sent once the browser is back online.
    await context.setOffline(true);
    await row(page, 'Exercised').getByRole('button', { name: 'No', exact: true }).click();
    await seeText(page, 'Failed to save the value. It is kept on this device and will be sent again.');
    await context.setOffline(false);
    await saved(row(page, 'Exercised'));
    const afterOnline = (await api('/factors/values', token)) as { values: Array<{ value: unknown }> };
    expect(afterOnline.values.map((value) => value.value)).toContain(false);

    // Asked to slow down (429): not a refusal. The change is kept, said so, and sent on the next try.
    let slowedDown = 0;
    await page.route('**/api/factors/*/values/*', (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      slowedDown += 1;
      return route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too many requests', code: 'RATE_LIMITED' }) });
    });
    await row(page, 'Exercised').getByRole('button', { name: 'Yes', exact: true }).click();
    await seeText(page, 'Failed to save the value. It is kept on this device and will be sent again.');
    expect(slowedDown).toBe(1);
    await page.unroute('**/api/factors/*/values/*');
    await context.setOffline(true);
    await context.setOffline(false);
    await saved(row(page, 'Exercised'));
    const afterSlowDown = (await api('/factors/values', token)) as { values: Array<{ value: unknown }> };
    expect(afterSlowDown.values.map((value) => value.value).sort()).toEqual([7.5, true].sort());

    // A custom mood tag, added inline in New Entry and saved with the entry.
    const daily = new DailyEntryPage(page);
    await daily.moveSlider('Focus Level', 2);
    await daily.entryForm().getByRole('button', { name: 'Tag', exact: true }).click();
    await daily.entryForm().getByRole('textbox', { name: 'New mood tag' }).fill('Migraine');
    await daily.entryForm().getByRole('button', { name: 'Add tag' }).click();
    expect(await daily.chip('Migraine').getAttribute('aria-pressed')).toBe('true');
    await daily.saveButton().click();
    await seeText(page, 'Entry saved successfully!');
    const tags = (await api('/mood-tags', token)) as { custom: Array<{ name: string }> };
    expect(tags.custom.map((tag) => tag.name)).toEqual(['Migraine']);
    const entries = (await api('/history/entries?limit=10', token)) as { entries: Array<{ tags: string[] }> };
    expect(entries.entries[0]?.tags).toEqual(['Migraine']);
    // The tag is offered for the next entry too, unpicked.
    expect(await daily.chip('Migraine').getAttribute('aria-pressed')).toBe('false');

    // Dark theme: the same screens.
    await setTheme(harness.baseURL, token, 'DARK');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    await visible(row(page, 'Sleep (h)'));
    await inspectScreen(page, 'factors-checkin-dark');
    await checkIn(page).getByRole('button', { name: 'Manage' }).click();
    await visible(page.getByRole('dialog', { name: 'Your factors' }).getByText('Exercised'));
    await inspectScreen(page, 'factor-manager-dark');
  });
});
