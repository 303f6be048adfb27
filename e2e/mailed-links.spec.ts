/** Mailed links that do not work: bogus and already used tokens show the server's message and a way on. */
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, pathOf, strongPassword } from './support/fixtures.js';
import { ForgotPasswordPage } from './support/pages/forgot-password-page.js';
import { ResetPasswordPage } from './support/pages/reset-password-page.js';
import { SignInPage } from './support/pages/sign-in-page.js';
import { VerifyEmailPage } from './support/pages/verify-email-page.js';
import { setUpHarness } from './support/harness.js';
import { seeText, visible } from './support/waits.js';

const harness = setUpHarness();

describe('mailed links that do not work', () => {
  it('says a bogus verification link is invalid, and needs an address to resend', async () => {
    const { page } = await harness.newContext();
    const verify = await new VerifyEmailPage(page).open('/verify-email?token=not-a-real-token');
    await verify.waitForFailure();
    await seeText(page, 'This verification link is invalid.');

    // No address in the link: resending asks for one first.
    await verify.resendButton().click();
    await seeText(page, 'Email address is required to resend verification');
  });

  it('shows the address from the link and says when the link was already used', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'used-link');
    const { page } = await harness.newContext();
    const verify = await new VerifyEmailPage(page).open(pathOf(user.verificationLink));
    await verify.waitForFailure();
    await seeText(page, 'This verification link has already been used. Please sign in.');
    await visible(page.getByText(user.email));

    await page.getByRole('button', { name: 'Go to sign in' }).click();
    const signIn = new SignInPage(page);
    await signIn.waitUntilShown();
    expect(await signIn.email().inputValue()).toBe(user.email);
  });

  it('says a bogus reset link is invalid and offers a new one', async () => {
    const { page } = await harness.newContext();
    const reset = await new ResetPasswordPage(page).open('/reset-password?token=not-a-real-token');
    await reset.setPassword(strongPassword());
    await seeText(page, 'This password reset link is invalid.');
    await page.getByRole('button', { name: 'Request a new reset link' }).click();
    await new ForgotPasswordPage(page).waitUntilShown();
  });

  it('ignores the reset path without a token', async () => {
    const { page } = await harness.newContext();
    await page.goto('/reset-password');
    await new SignInPage(page).waitUntilShown();
  });
});
