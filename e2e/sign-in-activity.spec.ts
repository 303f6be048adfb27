/**
 * Sign-in activity in Settings › Account & Data: logins from three browsers are listed with their browser and
 * the current one marked; one is signed out by its own button, the rest by "Sign out of all other sessions",
 * and each signed-out browser is back at sign-in on its next load. Also the sub-tabs in the URL and with the
 * keyboard, and a failed load with Retry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { ShellPage } from './support/pages/shell-page.js';
import { SignInPage } from './support/pages/sign-in-page.js';
import { inspectScreen } from './support/screenshots.js';
import { hidden, seeText, visible, waitForPath } from './support/waits.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const harness = setUpHarness();
let user: TestUser;

beforeAll(async () => {
  user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'signins');
});

const sessionList = (page: Page) => page.getByRole('list', { name: 'Signed-in sessions' });
const sessionRows = (page: Page) => sessionList(page).getByRole('listitem');

async function rowTexts(page: Page): Promise<string[]> {
  return (await sessionRows(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

async function waitForRowCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => document.querySelectorAll('[aria-label="Signed-in sessions"] > li').length === expected, count, { timeout: 10_000 });
}

async function openAccountSection(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Account & Data' }).click();
  await waitForPath(page, '/settings/account');
  await visible(page.getByRole('heading', { level: 3, name: 'Sign-in activity' }));
  await visible(sessionList(page));
}

async function expectSignedOut(page: Page): Promise<void> {
  await page.reload();
  await new SignInPage(page).waitUntilShown();
  await seeText(page, 'Authentication failed - please log in again');
}

describe('sign-in activity', () => {
  it('lists every login with its browser, signs one out, then all the others, and they are signed out at once', async () => {
    const laptop = await harness.newContext(DESKTOP, { userAgent: CHROME_ON_WINDOWS });
    const desktop = await harness.newContext(DESKTOP, { userAgent: FIREFOX_ON_LINUX });
    const phone = await harness.newContext(PHONE, { userAgent: SAFARI_ON_IOS });
    await signInThroughUi(laptop.page, user);
    await signInThroughUi(desktop.page, user);
    await signInThroughUi(phone.page, user);

    const page = laptop.page;
    await new ShellPage(page).openTab('Settings');
    // Personalization is the default sub-tab.
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Personalization');
    await visible(page.getByRole('heading', { level: 3, name: 'Quick start' }));
    await openAccountSection(page);
    await waitForRowCount(page, 3);
    const rows = await rowTexts(page);
    // Newest use first: the phone signed in last, this laptop first.
    expect(rows[0]).toMatch(/^Safari on iOS Signed in .+ Last active (just now|1 minute ago) Sign out/);
    expect(rows[1]).toMatch(/^Firefox on Linux Signed in .+ Last active (just now|1 minute ago) Sign out/);
    expect(rows[2]).toMatch(/^Chrome on Windows This device Signed in .+ Active now$/);
    await inspectScreen(page, 'sign-in-activity-three-sessions');

    // The sub-tab survives a reload.
    await page.reload();
    await visible(sessionList(page));
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Account & Data');

    // One login by its own button, after a confirmation.
    await sessionRows(page)
      .filter({ hasText: 'Safari on iOS' })
      .getByRole('button', { name: /^Sign out Safari on iOS/ })
      .click();
    const confirmOne = await visible(page.getByRole('alertdialog', { name: 'Sign out this session?' }));
    await inspectScreen(page, 'sign-in-activity-confirm-one');
    await confirmOne.getByRole('button', { name: 'Sign out', exact: true }).click();
    await seeText(page, 'Safari on iOS was signed out.');
    await waitForRowCount(page, 2);
    await expectSignedOut(phone.page);

    // Then every other login.
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    const confirmAll = await visible(page.getByRole('alertdialog', { name: 'Sign out of all other sessions?' }));
    expect(await confirmAll.innerText()).toContain('1 other session will be signed out at once. This device stays signed in.');
    await confirmAll.getByRole('button', { name: 'Sign out others' }).click();
    await seeText(page, 'Signed out of 1 other session.');
    await waitForRowCount(page, 1);
    expect(await rowTexts(page)).toEqual([expect.stringMatching(/^Chrome on Windows This device Signed in .+ Active now$/)]);
    await seeText(page, 'You are not signed in anywhere else.');
    await hidden(page.getByRole('button', { name: 'Sign out of all other sessions' }));
    await inspectScreen(page, 'sign-in-activity-only-this-device');

    await expectSignedOut(desktop.page);
    // This browser keeps working.
    await new ShellPage(page).openTab('Daily');
    await new ShellPage(page).openTab('Settings');
  });

  it('retries a failed load, and moves between the sub-tabs with the keyboard, keeping each in the URL', async () => {
    const { page } = await harness.newContext();
    await signInThroughUi(page, await createVerifiedUser(harness.baseURL, harness.outboxDir, 'signins-keys'));

    let failing = true;
    await page.route('**/api/auth/sessions', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong on our side. Please try again."}' })
        : route.fallback(),
    );
    await page.goto('/settings/account');
    await seeText(page, 'Could not load your sign-in activity.', 15_000);
    await inspectScreen(page, 'sign-in-activity-load-failed');
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForRowCount(page, 1);

    await page.getByRole('tab', { name: 'Account & Data' }).focus();
    await page.keyboard.press('ArrowRight');
    await waitForPath(page, '/settings/help');
    await visible(page.getByRole('heading', { level: 3, name: 'Quick Start' }));
    await page.keyboard.press('ArrowRight');
    await waitForPath(page, '/settings');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Personalization');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Personalization');
    await visible(page.getByRole('heading', { level: 3, name: 'Quick start' }));
    await page.getByRole('tab', { name: 'Personalization' }).focus();
    await page.keyboard.press('End');
    await waitForPath(page, '/settings/help');
    await page.keyboard.press('Home');
    await waitForPath(page, '/settings');
    await page.goBack();
    await waitForPath(page, '/settings/help');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Help & Guides');
  });
});
