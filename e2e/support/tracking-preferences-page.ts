/** Page object of Settings › Tracking Preferences, and the preferences API for specs that start from saved ones. */
import type { Locator, Page } from 'playwright-core';
import { visible } from './waits.js';

export class TrackingPreferencesPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/settings/tracking');
    await visible(this.region());
    return this;
  }

  region(): Locator {
    return this.page.getByRole('region', { name: 'Tracking Preferences' });
  }

  tab(name: string): Locator {
    return this.region().getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
    await this.page.waitForFunction(
      (label) => document.querySelector('[role="tab"][aria-selected="true"]:not([id^="settings-tab"])')?.textContent === label,
      name,
    );
  }

  saveButton(): Locator {
    return this.region().getByRole('button', { name: 'Save Changes' });
  }

  slider(label: string): Locator {
    return this.region().getByRole('slider', { name: label, exact: true });
  }

  /** Sets a range input to a value with the keyboard (Home, then right arrows), as a person would. */
  async setSlider(label: string, value: number, min = 1): Promise<void> {
    const slider = this.slider(label);
    await slider.focus();
    await slider.press('Home');
    for (let i = min; i < value; i += 1) await slider.press('ArrowRight');
  }

  async save(): Promise<void> {
    await this.saveButton().click();
    await visible(this.region().getByText('Preferences saved.'));
  }
}

export async function putPreferences(baseURL: string, token: string, preferences: Record<string, unknown>): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const current = (await (await fetch(`${baseURL}/api/preferences`, { headers })).json()) as Record<string, unknown>;
  const response = await fetch(`${baseURL}/api/preferences`, { method: 'PUT', headers, body: JSON.stringify({ ...current, ...preferences }) });
  if (!response.ok) throw new Error(`PUT /preferences: HTTP ${response.status} ${await response.text()}`);
}
