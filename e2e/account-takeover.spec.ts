/**
 * Issue 26 in the browser: an address registered twice before verification asks for a new password on the verify
 * page, and only that password signs in afterwards; the profile asks for the current password before the email
 * changes and keeps what was typed when it is missing or wrong; the notice mailed to the old address cancels the
 * change in one click. Screenshots at 1280 and 390 px, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES, AUTH_SERVER_MESSAGES } from '@wellness/contract';
import { DESKTOP } from './support/browser.js';
import { createVerifiedUser, newTestUser, pathOf, strongPassword, uniqueEmail } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { mailFiles, waitForLink } from './support/outbox.js';
import { ShellPage } from './support/pages/shell-page.js';
import { inspectScreen } from './support/screenshots.js';
import { h1, seeText, visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();

async function inspectLightAndDark(page: Page, name: string, expectHeading?: string): Promise<void> {
  const options = expectHeading === undefined ? {} : { expectHeading };
  await inspectScreen(page, name, options);
  await page.emulateMedia({ colorScheme: 'dark' });
  await inspectScreen(page, `${name}-dark`, options);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function signsIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${harness.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await response.body?.cancel();
  return response.ok;
}

async function register(body: { name: string; email: string; password: string }): Promise<void> {
  const response = await fetch(`${harness.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.26.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  expect(response.status).toBe(201);
}

async function openProfile(page: Page) {
  await new ShellPage(page).openTab('Settings');
  await page.getByRole('tab', { name: 'Account & Data' }).click();
  await waitForPath(page, '/settings/account');
  return visible(page.getByRole('region', { name: 'Profile Settings', exact: true }));
}

describe('account takeover defences', () => {
  it('asks for a new password when the address was registered twice, and only that one signs in', async () => {
    const victim = newTestUser('hijack');
    const attackerPassword = strongPassword();
    const before = await mailFiles(harness.outboxDir);
    await register({ name: 'Attacker', email: victim.email, password: attackerPassword });
    // Mail is sent after the response: wait for the attacker's link, so it cannot be taken for the victim's below.
    await waitForLink(harness.outboxDir, { to: victim.email, linkPath: '/verify-email', seen: before });
    const seen = await mailFiles(harness.outboxDir);
    await register(victim);
    const { link } = await waitForLink(harness.outboxDir, { to: victim.email, linkPath: '/verify-email', seen });

    const { page } = await harness.newContext(DESKTOP);
    await page.goto(pathOf(link));
    await h1(page, 'Choose a password to finish');
    await seeText(page, AUTH_SERVER_MESSAGES.verificationNeedsPassword);
    await inspectLightAndDark(page, 'verify-choose-password');

    // A mismatch is caught on the page; what was typed stays.
    await page.getByLabel('New password', { exact: true }).fill(victim.password);
    await page.getByLabel('Confirm new password').fill(`${victim.password}x`);
    await page.getByRole('button', { name: 'Set password and verify' }).click();
    await seeText(page, 'Passwords do not match');
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe(victim.password);
    await page.getByLabel('Confirm new password').fill(victim.password);
    await page.getByRole('button', { name: 'Set password and verify' }).click();
    await h1(page, 'Email verified');
    await seeText(page, AUTH_SERVER_MESSAGES.verified);

    expect(await signsIn(victim.email, attackerPassword)).toBe(false);
    expect(await signsIn(victim.email, victim.password)).toBe(true);
  });

  it('asks for the current password before the email changes, keeps the form on a failed save, and the notice link cancels', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'takeover-profile');
    const newEmail = uniqueEmail('takeover-new');
    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    const profile = await openProfile(page);

    await profile.getByRole('button', { name: 'Edit' }).click();
    expect(await profile.getByLabel('Current password').count()).toBe(0);
    await profile.getByLabel('Email').fill(newEmail);
    await visible(profile.getByLabel('Current password'));
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await visible(profile.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.currentPasswordRequired }));
    expect(await profile.getByLabel('Email').inputValue()).toBe(newEmail);

    await profile.getByLabel('Current password').fill('Not-the-password-1!');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await visible(profile.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.wrongPassword }));
    expect(await profile.getByLabel('Email').inputValue()).toBe(newEmail);
    expect(await profile.getByLabel('Current password').inputValue()).toBe('Not-the-password-1!');
    await inspectLightAndDark(page, 'profile-email-current-password');

    const seen = await mailFiles(harness.outboxDir);
    await profile.getByLabel('Current password').fill(user.password);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await visible(profile.getByText(`Waiting for confirmation: ${newEmail}`));

    // The notice to the old address: its link cancels the change, signed out, in one click.
    const { link } = await waitForLink(harness.outboxDir, { to: user.email, linkPath: '/cancel-email-change', seen });
    const signedOut = await harness.newContext(DESKTOP);
    await signedOut.page.goto(pathOf(link));
    await h1(signedOut.page, 'Cancel the email change');
    await seeText(signedOut.page, ACCOUNT_MESSAGES.emailChangeCancelled);
    await visible(signedOut.page.getByRole('button', { name: 'Reset my password' }));
    await inspectLightAndDark(signedOut.page, 'cancel-email-change');

    const { link: confirmLink } = await waitForLink(harness.outboxDir, { to: newEmail, linkPath: '/confirm-email-change', seen });
    const confirm = await fetch(`${harness.baseURL}/api/auth/confirm-email-change`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: confirmLink.searchParams.get('token') }),
    });
    expect(confirm.status).toBe(400);
    expect(await signsIn(newEmail, user.password)).toBe(false);

    // The same cancel link again says it can no longer cancel.
    await signedOut.page.goto(pathOf(link));
    await h1(signedOut.page, 'Cancel the email change');
    await seeText(signedOut.page, ACCOUNT_MESSAGES.emailChangeCancelUsed);
  });
});
