/** Page object of the Substances tab: add buttons, filter chips, search, cards, the banner and the dialogs. */
import type { Locator, Page } from 'playwright-core';
import { hidden, visible } from './waits.js';

export const TYPE_LABELS = ['Prescription', 'OTC Medication', 'Supplement', 'Herbal', 'Homeopathic'] as const;
export type TypeLabel = (typeof TYPE_LABELS)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label, ignoring the "(optional)"/"(required)" note after it. */
export function field(scope: Locator, label: string): Locator {
  // The shared TextField puts no space between label and note in the accessible name ("Brand(optional)").
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( ?\\((optional|required)\\))?$`));
}

export class SubstancesPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 2, name: 'Substances', exact: true });
  }

  addButton(type: TypeLabel) {
    return this.page.getByRole('group', { name: 'Add a substance' }).getByRole('button', { name: `Add ${type}`, exact: true });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  async openAdd(type: TypeLabel): Promise<Locator> {
    await this.addButton(type).click();
    return visible(this.dialog(`Add ${type}`));
  }

  async openEdit(name: string, type: TypeLabel): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    return visible(this.dialog(`Edit ${type}`));
  }

  /** Fills the named fields of an open form dialog. */
  async fill(dialog: Locator, values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await field(dialog, label).fill(value);
  }

  async submit(dialog: Locator, button: 'Add' | 'Update' = 'Add'): Promise<void> {
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await hidden(dialog);
  }

  /** The form's interaction panel status line, once the 500 ms pause and the check are over. */
  async panelSummary(dialog: Locator): Promise<string> {
    const panel = dialog.getByRole('region', { name: 'Interaction check' });
    const status = panel.getByRole('status');
    await status.waitFor({ state: 'visible' });
    await this.page.waitForFunction((element) => element !== null && !element.textContent?.startsWith('Checking'), await status.elementHandle(), {
      timeout: 10_000,
    });
    return (await status.innerText()).trim();
  }

  cards() {
    return this.page.getByRole('list', { name: 'Your substances' }).getByRole('article');
  }

  card(name: string) {
    return this.page.getByRole('list', { name: 'Your substances' }).getByRole('article', { name, exact: true });
  }

  async cardNames(): Promise<string[]> {
    return this.cards().locator('h3').allInnerTexts();
  }

  chips() {
    return this.page.getByRole('group', { name: 'Filter by type' }).getByRole('button');
  }

  chip(label: 'All' | TypeLabel) {
    return this.page.getByRole('group', { name: 'Filter by type' }).getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} \\d+$`) });
  }

  /** Each chip as "All (5)": its label and the count shown beside it. */
  async chipLabels(): Promise<string[]> {
    return this.chips().evaluateAll((elements) =>
      elements.map((element) => `${element.firstChild?.textContent?.trim() ?? ''} (${element.querySelector('span')?.textContent?.trim() ?? ''})`),
    );
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Search substances' });
  }

  banner() {
    return this.page.getByRole('region', { name: /interaction alert$/ });
  }

  async focusedLabel(): Promise<string | null> {
    return this.page.evaluate(() => {
      const active = document.activeElement;
      if (!(active instanceof HTMLElement)) return null;
      return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? null;
    });
  }
}
