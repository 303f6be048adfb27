/**
 * Forgotten password: request a link, open it from the outbox, set a new password (with the reset
 * rule's own messages), sign in with it; the old password and the used link no longer work.
 */
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, pathOf, strongPassword } from './support/fixtures.js';
import { mailFiles, waitForLink } from './support/outbox.js';
import { ForgotPasswordPage } from './support/pages/forgot-password-page.js';
import { ResetPasswordPage } from './support/pages/reset-password-page.js';
import { ShellPage } from './support/pages/shell-page.js';
import { SignInPage } from './support/pages/sign-in-page.js';
import { setUpHarness } from './support/harness.js';
import { h1, seeText, waitForPath } from './support/waits.js';

const harness = setUpHarness();

describe('password reset', () => {
  it('resets through the mailed link and signs in with the new password', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'reset');
    const { page } = await harness.newContext();

    const signIn = await new SignInPage(page).open();
    await signIn.email().fill(user.email);
    await signIn.goToForgotPassword();
    const forgot = new ForgotPasswordPage(page);
    await forgot.waitUntilShown();

    const seen = await mailFiles(harness.outboxDir);
    await forgot.requestLink(user.email);
    await seeText(page, 'If an account exists for that address, a password reset link is on its way.');

    const { link } = await waitForLink(harness.outboxDir, { to: user.email, linkPath: '/reset-password', seen });
    const reset = await new ResetPasswordPage(page).open(pathOf(link));

    // The reset flow words its rule message differently from registration.
    await reset.setPassword('too-weak');
    await seeText(page, 'Password does not meet requirements');
    const newPassword = strongPassword();
    await reset.setPassword(newPassword, `${newPassword}!`);
    await seeText(page, 'Passwords do not match');

    await reset.setPassword(newPassword);
    await h1(page, 'Password changed');
    await seeText(page, 'Your password has been reset. Please sign in with your new password.');

    // Back to sign-in after 2 s, with the link's path and token gone from the address bar.
    await signIn.waitUntilShown();
    await waitForPath(page, '/');
    expect(await page.evaluate(() => window.location.search)).toBe('');

    await signIn.signIn(user.email, user.password);
    expect(await signIn.alertText()).toBe('Invalid email or password');

    await signIn.password().fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await new ShellPage(page).waitUntilShown();

    // The link works once.
    const second = await harness.newContext();
    await second.page.goto(pathOf(link));
    await h1(second.page, 'Choose a new password');
    await new ResetPasswordPage(second.page).setPassword(strongPassword());
    await seeText(second.page, 'This password reset link has already been used.');
    await second.page.getByRole('button', { name: 'Request a new reset link' }).click();
    await new ForgotPasswordPage(second.page).waitUntilShown();
  });
});
