/** Page object of the forgot-password screen. */
import type { Page } from 'playwright-core';
import { h1 } from '../waits.js';

export class ForgotPasswordPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await h1(this.page, 'Reset your password');
  }

  async requestLink(email: string): Promise<void> {
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
  }
}
