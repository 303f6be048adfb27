/** Page object of the sign-in screen. */
import type { Page } from 'playwright-core';
import { h1, visible } from '../waits.js';

export class SignInPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/');
    await this.waitUntilShown();
    return this;
  }

  async waitUntilShown(): Promise<void> {
    await h1(this.page, 'Sign in');
  }

  email() {
    return this.page.getByLabel('Email', { exact: true });
  }

  password() {
    return this.page.getByLabel('Password', { exact: true });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async alertText(): Promise<string> {
    const alert = await visible(this.page.getByRole('alert'));
    return (await alert.locator('p').first().innerText()).trim();
  }

  async goToCreateAccount(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create an account' }).click();
  }

  async goToForgotPassword(): Promise<void> {
    await this.page.getByRole('button', { name: 'Forgot password?' }).click();
  }
}
