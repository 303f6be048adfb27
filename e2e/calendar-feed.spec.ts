/**
 * The calendar feed in Settings › Tracking Preferences › Notifications: create it, copy its address (shown once),
 * fetch that address as a calendar app would and get an iCalendar file, see after a reload that the address is
 * not shown again, revoke it behind a confirmation and see the address answer 404. Screens at 1280 and 390 px, in
 * the light and the dark theme.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { putPreferences, TrackingPreferencesPage } from './support/tracking-preferences-page.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();
let user: TestUser;

beforeAll(async () => {
  user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'calendar-feed');
});

async function openNotifications(page: Page): Promise<TrackingPreferencesPage> {
  const prefs = await new TrackingPreferencesPage(page).open();
  await prefs.openTab('Notifications');
  await visible(prefs.region().getByRole('heading', { level: 4, name: 'Calendar feed' }));
  return prefs;
}

/** The feed as a calendar app fetches it: no session, the address alone. */
async function fetchFeed(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('calendar feed', () => {
  it('creates a feed whose address serves a calendar, shows the address once, and revokes it', async () => {
    const { page, context } = await harness.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughUi(page, user);
    const prefs = await openNotifications(page);
    const region = prefs.region();
    await visible(region.getByText('You have no calendar feed.'));
    await inspectScreen(page, 'calendar-feed-none');

    await region.getByRole('button', { name: 'Create feed' }).click();
    const address = await visible(region.getByRole('textbox', { name: 'Your feed address' }));
    const url = await address.inputValue();
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await visible(region.getByText('Add it as a subscribed calendar in Google Calendar, Apple Calendar or Outlook.'));
    await region.getByRole('button', { name: 'Copy', exact: true }).click();
    await seeText(page, 'Address copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await inspectScreen(page, 'calendar-feed-created');

    const served = await fetchFeed(url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('text/calendar; charset=utf-8');
    expect(served.text.startsWith('BEGIN:VCALENDAR')).toBe(true);

    // The server keeps only the address's hash: after a reload the card says a feed exists, not where.
    await page.reload();
    await openNotifications(page);
    await visible(region.getByText(/cannot be shown again/));
    await hidden(region.getByRole('textbox', { name: 'Your feed address' }));

    await region.getByRole('button', { name: 'Revoke feed' }).click();
    const dialog = await visible(page.getByRole('alertdialog', { name: 'Revoke the calendar feed?' }));
    await dialog.getByRole('button', { name: 'Revoke feed' }).click();
    await visible(region.getByText(/^The calendar feed was revoked\./));
    await visible(region.getByText('You have no calendar feed.'));
    const revoked = await fetchFeed(url);
    expect(revoked.status).toBe(404);
    expect(JSON.parse(revoked.text)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('replaces a feed after asking, so only the new address works, and looks right in the dark theme', async () => {
    const darkUser = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'calendar-feed-dark');
    await putPreferences(harness.baseURL, await apiToken(harness.baseURL, darkUser), { theme: 'DARK' });
    const { page } = await harness.newContext();
    await signInThroughUi(page, darkUser);
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    const region = (await openNotifications(page)).region();
    await inspectScreen(page, 'calendar-feed-none-dark');

    await region.getByRole('button', { name: 'Create feed' }).click();
    const first = await (await visible(region.getByRole('textbox', { name: 'Your feed address' }))).inputValue();
    await inspectScreen(page, 'calendar-feed-created-dark');

    await region.getByRole('button', { name: 'Replace feed' }).click();
    const dialog = await visible(page.getByRole('alertdialog', { name: 'Replace the calendar feed?' }));
    await inspectScreen(page, 'calendar-feed-replace-dark');
    await dialog.getByRole('button', { name: 'Replace feed' }).click();
    await page.waitForFunction((old) => {
      const box = document.querySelector<HTMLTextAreaElement>('textarea[readonly]');
      return box !== null && box.value.includes('/api/calendar/') && box.value !== old;
    }, first);
    const second = await region.getByRole('textbox', { name: 'Your feed address' }).inputValue();
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
  });
});
