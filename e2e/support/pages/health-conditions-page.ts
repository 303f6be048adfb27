/** Page object of Settings › Health Conditions & Goals: the three cards, their lists and dialogs. */
import type { Page } from 'playwright-core';
import { visible, waitForPath } from '../waits.js';
import type { ShellPage } from './shell-page.js';

export class HealthConditionsPage {
  constructor(readonly page: Page) {}

  /** Opens Settings › Health Conditions from the signed-in shell and waits for its lists. */
  static async open(page: Page, shell: ShellPage): Promise<HealthConditionsPage> {
    await shell.openTab('Settings');
    await page.getByRole('tab', { name: 'Health Conditions' }).click();
    await waitForPath(page, '/settings/health-conditions');
    const conditions = new HealthConditionsPage(page);
    await conditions.waitUntilLoaded();
    return conditions;
  }

  card(title: 'Currently Tracking' | 'Available Conditions' | 'Goals') {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async waitUntilLoaded(): Promise<void> {
    await visible(this.card('Available Conditions').getByRole('button', { name: /^Track / }));
  }

  /** Names of the conditions under Currently Tracking, in order. */
  async trackedNames(): Promise<string[]> {
    const removes = this.card('Currently Tracking').getByRole('button', { name: /^Remove / });
    return (await removes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map((label) => label.replace(/^Remove /, ''));
  }

  /** Names of the conditions offered under Available Conditions, in order. */
  async availableNames(): Promise<string[]> {
    const tracks = this.card('Available Conditions').getByRole('button', { name: /^Track / });
    return (await tracks.evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''))).map((name) => name.replace(/^Track /, ''));
  }

  trackButton(name: string) {
    return this.card('Available Conditions').getByRole('button', { name: `Track ${name}`, exact: true });
  }

  chip(label: string) {
    return this.card('Available Conditions').getByRole('group', { name: 'Show conditions of category' }).getByRole('button', { name: label });
  }

  goal(name: string) {
    return this.card('Goals')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 4, name, exact: true }) });
  }

  async activeLabel(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);
  }
}
