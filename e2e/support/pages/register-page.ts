/** Page object of the create-account screen. */
import type { Page } from 'playwright-core';
import type { TestUser } from '../fixtures.js';
import { h1 } from '../waits.js';

export class RegisterPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await h1(this.page, 'Create your account');
  }

  submit() {
    return this.page.getByRole('button', { name: 'Create account', exact: true });
  }

  async fill(user: TestUser, confirm = user.password): Promise<void> {
    await this.page.getByLabel('Full name').fill(user.name);
    await this.page.getByLabel('Email', { exact: true }).fill(user.email);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByLabel('Confirm password').fill(confirm);
  }

  /** The checklist items that are still unmet, by their visible label. */
  async unmetChecks(): Promise<string[]> {
    const items = await this.page.locator('li', { hasText: '(not yet)' }).allInnerTexts();
    return items.map((text) => text.replace('(not yet)', '').trim());
  }
}
