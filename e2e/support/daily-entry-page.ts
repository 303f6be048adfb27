/** Page object of the Daily tab's Today's Summary, New Entry form and insight card. */
import type { Locator, Page } from 'playwright-core';
import { visible } from './waits.js';

export type SummaryLabel = 'Doses Taken' | 'Focus Sessions' | 'Total Focus' | 'Entries Today';

export class DailyEntryPage {
  constructor(readonly page: Page) {}

  entryForm(): Locator {
    return this.page.getByRole('region', { name: 'New Entry' });
  }

  insightCard(): Locator {
    return this.page.getByRole('region', { name: 'AI Daily Insight' });
  }

  slider(label: string): Locator {
    return this.entryForm().getByRole('slider', { name: label, exact: true });
  }

  /** Moves a slider with the keyboard, as a person would; positive steps go right. */
  async moveSlider(label: string, steps: number): Promise<void> {
    const slider = this.slider(label);
    await slider.focus();
    for (let i = 0; i < Math.abs(steps); i += 1) await slider.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  }

  async sliderValues(): Promise<string[]> {
    return this.entryForm()
      .getByRole('slider')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  }

  chip(name: string): Locator {
    return this.entryForm().getByRole('button', { name, exact: true });
  }

  notes(): Locator {
    return this.entryForm().getByRole('textbox', { name: /Notes/ });
  }

  saveButton(): Locator {
    return this.entryForm().getByRole('button', { name: 'Save Entry' });
  }

  /** The number or time a summary card shows, once it has loaded (a dash means not loaded). */
  async summaryValue(label: SummaryLabel): Promise<string> {
    const card = this.page
      .getByTestId('todays-summary')
      .locator('dl')
      .filter({ has: this.page.getByText(label, { exact: true }) });
    await visible(card);
    await this.page.waitForFunction((el) => !(el?.querySelector('dd')?.textContent ?? '').includes('—'), await card.elementHandle());
    return (await card.locator('dd').innerText()).trim();
  }

  async waitForSummary(label: SummaryLabel, expected: string): Promise<void> {
    const card = this.page
      .getByTestId('todays-summary')
      .locator('dl')
      .filter({ has: this.page.getByText(label, { exact: true }) });
    await card.locator('dd', { hasText: new RegExp(`^${expected}$`) }).waitFor({ state: 'visible' });
  }
}
