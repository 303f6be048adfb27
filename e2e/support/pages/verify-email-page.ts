/** Page object of the email-verification screen. */
import type { Page } from 'playwright-core';
import { h1 } from '../waits.js';

export class VerifyEmailPage {
  constructor(readonly page: Page) {}

  async open(pathAndQuery: string): Promise<this> {
    await this.page.goto(pathAndQuery);
    return this;
  }

  async waitForSuccess(): Promise<void> {
    await h1(this.page, 'Email verified');
  }

  async waitForFailure(): Promise<void> {
    await h1(this.page, 'We could not verify your email');
  }

  async waitForCheckYourEmail(): Promise<void> {
    await h1(this.page, 'Check your email');
  }

  resendButton() {
    return this.page.getByRole('button', { name: 'Resend verification email' });
  }
}
