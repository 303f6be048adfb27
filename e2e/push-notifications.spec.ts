/**
 * Settings › Tracking Preferences › Notifications: the subscribed devices (seeded through the API, as a real
 * browser's subscription needs a push service this machine cannot reach) with Remove behind a confirmation, the
 * test notification with no device left, the help when the browser refuses permission, and the message for a
 * browser without PushManager. Screenshots at 1280 and 390 px, light and dark.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PUSH_MESSAGES } from '@wellness/contract';
import { DESKTOP } from './support/browser.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { TrackingPreferencesPage } from './support/tracking-preferences-page.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

/** Subscribes a device through the API; 8.8.8.8 is a public address literal, and nothing is ever sent to it here. */
async function seedDevice(token: string, deviceName: string): Promise<void> {
  const response = await fetch(`${harness.baseURL}/api/push/subscriptions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      endpoint: `https://8.8.8.8/push/${randomBytes(16).toString('base64url')}`,
      keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') },
      deviceName,
    }),
  });
  if (response.status !== 201) throw new Error(`subscribe ${deviceName}: HTTP ${response.status} ${await response.text()}`);
}

async function openNotifications(page: Page): Promise<TrackingPreferencesPage> {
  const preferences = await new TrackingPreferencesPage(page).open();
  await preferences.openTab('Notifications');
  await visible(page.getByRole('heading', { level: 4, name: 'Push notifications' }));
  return preferences;
}

const deviceList = (page: Page) => page.getByRole('list', { name: 'Subscribed devices' });

async function signedIn(user: TestUser): Promise<Page> {
  const { page } = await harness.newContext(DESKTOP);
  await signInThroughUi(page, user);
  return page;
}

describe('push notifications in Settings', () => {
  it('lists the subscribed devices, removes one after asking, and says when no device is left for a test', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'push');
    const token = await apiToken(harness.baseURL, user);
    await seedDevice(token, 'Chrome on Android');
    await seedDevice(token, 'Firefox on Windows');
    const page = await signedIn(user);
    await openNotifications(page);
    await visible(deviceList(page));
    expect((await deviceList(page).getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0])).toEqual([
      'Chrome on Android',
      'Firefox on Windows',
    ]);
    await seeText(page, 'Not notified yet');
    await inspectScreen(page, 'push-notifications');
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspectScreen(page, 'push-notifications-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    for (const name of ['Chrome on Android', 'Firefox on Windows']) {
      await deviceList(page)
        .getByRole('button', { name: new RegExp(`^Remove ${name}`) })
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove this device?' });
      await visible(dialog);
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await seeText(page, `${name} will no longer get notifications.`);
    }
    await hidden(deviceList(page));
    await page.getByRole('button', { name: 'Send a test notification' }).click();
    await seeText(page, PUSH_MESSAGES.testNoDevices);
  });

  it('shows how to allow notifications when the browser refuses them', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'push-denied');
    const { page } = await harness.newContext(DESKTOP);
    // The browser's own answer to the permission prompt, as when the user or its settings block the site.
    await page.addInitScript(() => {
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    await signInThroughUi(page, user);
    await openNotifications(page);
    await page.getByRole('button', { name: 'Subscribe this device' }).click();
    await seeText(page, PUSH_MESSAGES.permissionDenied);
    await inspectScreen(page, 'push-notifications-denied');
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspectScreen(page, 'push-notifications-denied-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('says so, with no subscribe button, in a browser without push', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'push-unsupported');
    const { page, context } = await harness.newContext(DESKTOP);
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'PushManager');
    });
    await signInThroughUi(page, user);
    await openNotifications(page);
    await seeText(page, PUSH_MESSAGES.unsupported);
    expect(await page.getByRole('button', { name: 'Subscribe this device' }).count()).toBe(0);
  });
});
