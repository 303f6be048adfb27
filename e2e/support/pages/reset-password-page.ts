/** Page object of the reset-password screen opened from a mailed link. */
import type { Page } from 'playwright-core';
import { h1 } from '../waits.js';

export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async open(pathAndQuery: string): Promise<this> {
    await this.page.goto(pathAndQuery);
    await h1(this.page, 'Choose a new password');
    return this;
  }

  async setPassword(password: string, confirm = password): Promise<void> {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password').fill(confirm);
    await this.page.getByRole('button', { name: 'Set new password' }).click();
  }
}
