/** Page object of the Daily tab's Today's Supplements section: mode toggle, search, dose cards, entry list, history. */
import type { Locator, Page } from 'playwright-core';
import { visible } from './waits.js';

export class DailySupplementsSection {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.getByRole('region', { name: "Today's Supplements", exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await visible(this.root());
  }

  mode(label: 'Log doses' | 'Select for entry'): Locator {
    return this.root().getByRole('group', { name: 'Supplement picker mode' }).getByRole('button', { name: label, exact: true });
  }

  search(): Locator {
    return this.root().getByRole('combobox', { name: 'Find a supplement' });
  }

  suggestions(): Locator {
    return this.root().getByRole('listbox', { name: 'Supplement suggestions' });
  }

  cards(): Locator {
    return this.root().getByRole('list', { name: 'Dose cards' }).getByRole('article');
  }

  card(name: string): Locator {
    return this.root().getByRole('list', { name: 'Dose cards' }).getByRole('article', { name, exact: true });
  }

  async cardNames(): Promise<string[]> {
    return this.cards().locator('h4').allInnerTexts();
  }

  logButton(card: Locator): Locator {
    return card.getByRole('button', { name: /^(Log dose|Logging…|Logged)/ });
  }

  todaysDoses(card: Locator, name: string): Locator {
    return card.getByRole('list', { name: `Doses of ${name} taken today` }).getByRole('listitem');
  }

  removeButtons(card: Locator): Locator {
    return card.getByRole('button', { name: /^Remove the .* dose of / });
  }

  /** The card's "N left" line. */
  supply(card: Locator): Locator {
    return card.getByText(/^\d+ left$/);
  }

  historyDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: `Dose history: ${name}` });
  }

  async openHistory(name: string): Promise<Locator> {
    await this.card(name)
      .getByRole('button', { name: /^History/ })
      .click();
    return visible(this.historyDialog(name));
  }

  entryCheckbox(name: string): Locator {
    return this.root()
      .getByRole('group', { name: /Supplements taken/ })
      .getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  entryItem(name: string): Locator {
    return this.root()
      .getByRole('group', { name: /Supplements taken/ })
      .getByRole('listitem')
      .filter({ hasText: name });
  }
}
