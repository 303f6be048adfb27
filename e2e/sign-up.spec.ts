/**
 * The first visit: create an account with the live password checklist, verify through the mailed link,
 * sign in, land on the shell, stay signed in across a reload, and log out.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_SERVER_MESSAGES } from '@wellness/contract';
import { newTestUser, pathOf } from './support/fixtures.js';
import { mailFiles, waitForLink } from './support/outbox.js';
import { RegisterPage } from './support/pages/register-page.js';
import { ShellPage } from './support/pages/shell-page.js';
import { SignInPage } from './support/pages/sign-in-page.js';
import { VerifyEmailPage } from './support/pages/verify-email-page.js';
import { setUpHarness } from './support/harness.js';
import { h1, seeText, visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();

describe('sign up, verify, sign in, log out', () => {
  it('walks a new user from registration to the shell and back out', async () => {
    const { page } = await harness.newContext();
    const user = newTestUser('signup');

    const signIn = await new SignInPage(page).open();
    await signIn.goToCreateAccount();
    const register = new RegisterPage(page);
    await register.waitUntilShown();

    // Submit stays disabled until the password rule and the match hold; the checklist says what is missing.
    expect(await register.submit().isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('short');
    expect(await register.unmetChecks()).toEqual([
      'At least 12 characters',
      'An uppercase letter',
      'A number',
      'A special character from !@#$%^&*(),.?":{}|<>',
    ]);
    // Part 1 §5's messages show while typing, with no need to leave the field (the submit cannot be pressed to see them).
    await seeText(page, 'Password must meet all requirements');
    await register.fill(user, `${user.password}x`);
    await seeText(page, 'Passwords do not match');
    await page.getByLabel('Confirm password').fill('Different1!');
    await seeText(page, 'Passwords do not match');
    expect(await register.submit().isDisabled()).toBe(true);
    await register.fill(user);
    expect(await register.unmetChecks()).toEqual([]);
    expect(await register.submit().isEnabled()).toBe(true);

    const seen = await mailFiles(harness.outboxDir);
    await register.submit().click();
    await h1(page, 'Account created');
    await seeText(page, 'Account created. Check your email for a verification link.');

    // After 2 s the verification screen waits for the mailed link, showing the address.
    const verify = new VerifyEmailPage(page);
    await verify.waitForCheckYourEmail();
    await visible(page.getByText(user.email));

    const { link } = await waitForLink(harness.outboxDir, { to: user.email, linkPath: '/verify-email', seen });
    expect(link.searchParams.get('email')).toBe(user.email);
    await verify.open(pathOf(link));
    await verify.waitForSuccess();
    await seeText(page, 'Email verified successfully. You can now sign in.');
    await visible(page.getByText(user.email));

    // 2 s later: sign-in, with the address filled in and the mailed path gone from the address bar.
    await signIn.waitUntilShown();
    await waitForPath(page, '/');
    expect(await signIn.email().inputValue()).toBe(user.email);
    await signIn.password().fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const shell = new ShellPage(page);
    await shell.waitUntilShown();
    await shell.waitForTab('Daily');
    expect(await shell.headerDate()).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await page.evaluate(() => window.localStorage.getItem('wellness.accessToken'))).toBeTruthy();
    await visible(page.getByText(`Signed in as ${user.name}`));

    await page.reload();
    await shell.waitUntilShown();
    await shell.waitForTab('Daily');

    await shell.logout();
    await signIn.waitUntilShown();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => window.localStorage.getItem('wellness.accessToken'))).toBeNull();

    // The refresh cookie is gone too: a reload stays signed out.
    await page.reload();
    await signIn.waitUntilShown();
  });

  it('refuses to sign in before the email is verified and offers a new link', async () => {
    const { page } = await harness.newContext();
    const user = newTestUser('unverified');
    const response = await fetch(`${harness.baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(response.status).toBe(201);

    const signIn = await new SignInPage(page).open();
    await signIn.signIn(user.email, user.password);
    expect(await signIn.alertText()).toBe('Please verify your email before signing in');
    const before = await mailFiles(harness.outboxDir);
    // One press sends the new link: the next screen confirms it, and exactly one new mail is in the outbox.
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    const verify = new VerifyEmailPage(page);
    await verify.waitForCheckYourEmail();
    await visible(page.getByText(user.email));
    await seeText(page, AUTH_SERVER_MESSAGES.resendSent);
    const { link } = await waitForLink(harness.outboxDir, { to: user.email, linkPath: '/verify-email', seen: before });
    expect(link.searchParams.get('token')).toBeTruthy();
    const added = [...(await mailFiles(harness.outboxDir))].filter((file) => !before.has(file));
    expect(added).toHaveLength(1);
  });

  it('answers a wrong password with the server message', async () => {
    const { page } = await harness.newContext();
    const signIn = await new SignInPage(page).open();
    await signIn.signIn('nobody@example.com', 'Wrong-password1!');
    expect(await signIn.alertText()).toBe('Invalid email or password');
  });

  it('requires email and password before calling the server', async () => {
    const { page } = await harness.newContext();
    await new SignInPage(page).open();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await seeText(page, 'Email is required');
    await seeText(page, 'Password is required');
  });
});
