/**
 * Changing the sign-in email: the profile says a link went to the new address and the old address keeps
 * signing in until it is followed; the link from the outbox opens the confirm screen, which says the email changed,
 * and the profile then shows the new address, which signs in while the old one no longer does. The same link again,
 * and a made-up one, show the screen's error state. Screenshots at 1280 and 390 px, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '@wellness/contract';
import { DESKTOP } from './support/browser.js';
import { createVerifiedUser, pathOf, uniqueEmail } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { mailFiles, waitForLink } from './support/outbox.js';
import { ShellPage } from './support/pages/shell-page.js';
import { SignInPage } from './support/pages/sign-in-page.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { h1, seeText, visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();

async function openProfile(page: Page) {
  await new ShellPage(page).openTab('Settings');
  await page.getByRole('tab', { name: 'Account & Data' }).click();
  await waitForPath(page, '/settings/account');
  return visible(page.getByRole('region', { name: 'Profile Settings', exact: true }));
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

/** Both widths in the light theme, then both in the dark one (the theme follows the system until one is picked). */
async function inspectLightAndDark(page: Page, name: string): Promise<void> {
  await inspectScreen(page, name, { expectHeading: 'Confirm your new email' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await inspectScreen(page, `${name}-dark`, { expectHeading: 'Confirm your new email' });
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('confirming an email change', () => {
  it('switches the address only once the mailed link is followed, and a used or made-up link says why it fails', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'email-change');
    const newEmail = uniqueEmail('email-changed');
    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    let profile = await openProfile(page);

    const seen = await mailFiles(harness.outboxDir);
    await profile.getByRole('button', { name: 'Edit' }).click();
    await profile.getByLabel('Email').fill(newEmail);
    // A new address asks for the current password: a stolen session alone cannot move the account.
    await profile.getByLabel('Current password').fill(user.password);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await visible(profile.getByText(ACCOUNT_MESSAGES.emailChangeSent));
    await visible(profile.getByText(`Waiting for confirmation: ${newEmail}`));
    // The email row still reads the old address, with the new one waiting beneath it.
    const emailRow = await profile.locator('dd', { hasText: 'Waiting for confirmation' }).innerText();
    expect(emailRow.split('\n')[0]).toBe(user.email);

    // Until the link is followed the old address is the one that signs in, in a browser as through the API.
    const other = await harness.newContext(DESKTOP);
    await signInThroughUi(other.page, user);
    expect(await signsIn(newEmail, user.password)).toBe(false);

    const { link } = await waitForLink(harness.outboxDir, { to: newEmail, linkPath: '/confirm-email-change', seen });
    await page.goto(pathOf(link));
    await h1(page, 'Confirm your new email');
    await seeText(page, ACCOUNT_MESSAGES.emailChanged);
    await inspectLightAndDark(page, 'confirm-email-change');

    // The way on leads back into the app (this browser is still signed in), where the profile shows the new address.
    await page.getByRole('button', { name: 'Continue to the app' }).click();
    await new ShellPage(page).waitUntilShown();
    profile = await openProfile(page);
    await visible(profile.getByText(newEmail, { exact: true }));
    expect(await profile.getByText(/Waiting for confirmation/).count()).toBe(0);
    expect(await profile.getByText(user.email).count()).toBe(0);
    expect(await signsIn(newEmail, user.password)).toBe(true);
    expect(await signsIn(user.email, user.password)).toBe(false);
    expect(await apiToken(harness.baseURL, { ...user, email: newEmail })).toBeTruthy();

    // The same link again: already used, nothing changes.
    await page.goto(pathOf(link));
    await h1(page, 'Confirm your new email');
    await seeText(page, ACCOUNT_MESSAGES.emailChangeUsed);
    expect(await page.getByText(ACCOUNT_MESSAGES.emailChanged).count()).toBe(0);
    await inspectLightAndDark(page, 'confirm-email-change-used');

    // A made-up link, signed out: invalid, and the way on is sign-in.
    const signedOut = await harness.newContext(DESKTOP);
    await signedOut.page.goto('/confirm-email-change?token=not-a-real-token');
    await h1(signedOut.page, 'Confirm your new email');
    await seeText(signedOut.page, ACCOUNT_MESSAGES.emailChangeInvalid);
    await signedOut.page.getByRole('button', { name: 'Go to sign in' }).click();
    await new SignInPage(signedOut.page).waitUntilShown();
    expect(new URL(signedOut.page.url()).pathname).toBe('/');
  });
});
