/** Page object of the help assistant: the floating button and its panel. */
import type { Page } from 'playwright-core';
import { hidden, visible } from '../waits.js';

export class AssistantPanel {
  constructor(readonly page: Page) {}

  button() {
    return this.page.getByRole('button', { name: /help assistant$/ }).last();
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'Help Assistant' });
  }

  input() {
    return this.dialog().getByLabel('Your question');
  }

  sendButton() {
    return this.dialog().getByRole('button', { name: 'Send', exact: true });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open help assistant' }).click();
    await visible(this.dialog());
  }

  async ask(question: string): Promise<void> {
    await this.input().fill(question);
    await this.sendButton().click();
  }

  assistantMessages() {
    return this.dialog().locator('li[data-message-role="assistant"]');
  }

  userMessages() {
    return this.dialog().locator('li[data-message-role="user"]');
  }

  /** Waits for the n-th answer (1-based) and returns its text. */
  async answer(n: number): Promise<string> {
    const message = this.assistantMessages().nth(n - 1);
    await message.waitFor({ state: 'visible' });
    return message.innerText();
  }

  async closeWithEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await hidden(this.dialog());
  }
}
