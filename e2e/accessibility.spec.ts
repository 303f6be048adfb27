/**
 * Every screen, checked with axe-core (no serious or critical violation) and photographed at 1280 and
 * 390 px under test-results/screenshots/ for review.
 */
import { describe, it } from 'vitest';
import { createVerifiedUser, newTestUser, pathOf, registerUser } from './support/fixtures.js';
import { mailFiles, waitForLink } from './support/outbox.js';
import { AssistantPanel } from './support/pages/assistant-panel.js';
import { ForgotPasswordPage } from './support/pages/forgot-password-page.js';
import { RegisterPage } from './support/pages/register-page.js';
import { ResetPasswordPage } from './support/pages/reset-password-page.js';
import { TAB_NAMES } from './support/pages/shell-page.js';
import { SignInPage } from './support/pages/sign-in-page.js';
import { VerifyEmailPage } from './support/pages/verify-email-page.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { h1, seeText } from './support/waits.js';

const harness = setUpHarness();

describe('accessibility and screenshots of every screen', () => {
  it('signed-out screens', async () => {
    const { page } = await harness.newContext();
    const signIn = await new SignInPage(page).open();
    await inspectScreen(page, '01-sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await seeText(page, 'Email is required');
    await inspectScreen(page, '02-sign-in-errors');
    await signIn.signIn('nobody@example.com', 'Wrong-password1!');
    await seeText(page, 'Invalid email or password');
    await inspectScreen(page, '03-sign-in-failed');

    await signIn.goToCreateAccount();
    const register = new RegisterPage(page);
    await register.waitUntilShown();
    await inspectScreen(page, '04-register');
    await register.fill(newTestUser('a11y'), 'different');
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await page.getByLabel('Full name').focus();
    await seeText(page, 'Password must meet all requirements');
    await inspectScreen(page, '05-register-errors');

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.waitUntilShown();
    await signIn.goToForgotPassword();
    const forgot = new ForgotPasswordPage(page);
    await forgot.waitUntilShown();
    await inspectScreen(page, '06-forgot-password');
    await forgot.requestLink('nobody@example.com');
    await seeText(page, 'If an account exists for that address, a password reset link is on its way.');
    await inspectScreen(page, '07-forgot-password-sent');

    const reset = await new ResetPasswordPage(page).open('/reset-password?token=not-a-real-token');
    await inspectScreen(page, '08-reset-password');
    await reset.setPassword('Calm-River7!x');
    await seeText(page, 'This password reset link is invalid.');
    await inspectScreen(page, '09-reset-password-invalid');

    const verify = await new VerifyEmailPage(page).open('/verify-email?token=not-a-real-token&email=someone%40example.com');
    await verify.waitForFailure();
    await inspectScreen(page, '10-verify-email-invalid');
  });

  it('registration, verification and reset results', async () => {
    const { page } = await harness.newContext();
    const user = newTestUser('a11y-register');
    await new SignInPage(page).open();
    await page.getByRole('button', { name: 'Create an account' }).click();
    const register = new RegisterPage(page);
    await register.waitUntilShown();
    await register.fill(user);
    await inspectScreen(page, '11-register-ready');
    await register.submit().click();
    await h1(page, 'Account created');
    await inspectScreen(page, '12-account-created', { expectHeading: 'Account created' });
    const verify = new VerifyEmailPage(page);
    await verify.waitForCheckYourEmail();
    await inspectScreen(page, '13-check-your-email');

    const pending = await registerUser(harness.baseURL, harness.outboxDir, 'a11y-verify');
    await verify.open(pathOf(pending.verificationLink));
    await verify.waitForSuccess();
    await inspectScreen(page, '14-email-verified', { expectHeading: 'Email verified' });
    await h1(page, 'Sign in');
    await inspectScreen(page, '15-sign-in-after-verification');

    const seen = await mailFiles(harness.outboxDir);
    const forgot = await fetch(`${harness.baseURL}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: pending.email }),
    });
    if (forgot.status !== 200) throw new Error(`forgot-password answered ${forgot.status}`);
    const { link } = await waitForLink(harness.outboxDir, { to: pending.email, linkPath: '/reset-password', seen });
    const reset = await new ResetPasswordPage(page).open(pathOf(link));
    await reset.setPassword('Calm-River7!x-new');
    await h1(page, 'Password changed');
    await inspectScreen(page, '16-password-changed', { expectHeading: 'Password changed' });
  });

  it('signed-in shell, every tab, and the help assistant', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'a11y-shell');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    for (const [index, tab] of TAB_NAMES.entries()) {
      await shell.openTab(tab);
      await inspectScreen(page, `${20 + index}-tab-${tab.toLowerCase()}`);
    }

    const assistant = new AssistantPanel(page);
    await assistant.open();
    await inspectScreen(page, '30-assistant-open');
    await assistant.ask('How do I add a prescription?');
    await assistant.answer(1);
    await assistant.ask('Anything else?');
    await assistant.answer(2);
    await inspectScreen(page, '31-assistant-conversation');
    await assistant.closeWithEscape();

    await page.getByRole('button', { name: 'Logout' }).focus();
    await inspectScreen(page, '32-focus-visible-logout');
  });

  it('the session-ended notice', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'a11y-ended');
    const { page, context } = await harness.newContext();
    await signInThroughUi(page, user);
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.setItem('wellness.accessToken', 'not-a-valid-token'));
    await page.reload();
    await seeText(page, 'Authentication failed - please log in again');
    await inspectScreen(page, '33-sign-in-session-ended');
  });
});
