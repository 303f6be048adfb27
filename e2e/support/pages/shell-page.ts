/** Page object of the signed-in shell: header, the five tabs and Logout. */
import type { Page } from 'playwright-core';
import { hidden, visible } from '../waits.js';

export const TAB_NAMES = ['Daily', 'Analytics', 'History', 'Substances', 'Settings'] as const;
export type TabName = (typeof TAB_NAMES)[number];

/** The h2 each tab shows. */
export const TAB_HEADINGS: Record<TabName, string> = {
  Daily: 'Daily tracking',
  Analytics: 'Analytics',
  History: 'Entry History',
  Substances: 'Substances',
  Settings: 'Settings',
};

export class ShellPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await visible(this.page.getByRole('heading', { level: 1, name: 'Wellness Tracker' }));
    await visible(this.page.getByRole('button', { name: 'Logout' }));
  }

  tab(name: TabName) {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  }

  async openTab(name: TabName): Promise<void> {
    await this.tab(name).click();
    await this.waitForTab(name);
  }

  /** The tab's heading, and its content past the tab's own "Loading…" (the Daily tab shows its heading first). */
  async waitForTab(name: TabName): Promise<void> {
    await visible(this.page.getByRole('heading', { level: 2, name: TAB_HEADINGS[name], exact: true }));
    await hidden(this.page.locator('section[aria-labelledby="tab-heading"][aria-busy="true"]'));
    await this.page.waitForFunction((label) => document.querySelector('[aria-current="page"]')?.textContent === label, name);
  }

  async currentTab(): Promise<string | null> {
    return this.page.locator('nav [aria-current="page"]').textContent();
  }

  async headerDate(): Promise<string> {
    return (await this.page.locator('header time').innerText()).trim();
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }
}
