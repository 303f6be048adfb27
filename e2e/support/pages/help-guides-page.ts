/** Page object of Settings › Help & Guides: the guide list with its search, the open guide, the support links. */
import type { Page } from 'playwright-core';
import { visible } from '../waits.js';

export class HelpGuidesPage {
  constructor(readonly page: Page) {}

  list() {
    return this.page.getByRole('navigation', { name: 'Guides', exact: true });
  }

  guideLinks() {
    return this.list().getByRole('link');
  }

  guideLink(title: string) {
    return this.list().getByRole('link', { name: new RegExp(`^${title}`) });
  }

  search() {
    return this.page.getByLabel('Search guides');
  }

  /** The open guide: an article named by its title. */
  guide(title: string) {
    return this.page.getByRole('article', { name: title });
  }

  async waitForGuide(title: string): Promise<void> {
    await visible(this.page.getByRole('heading', { level: 3, name: title, exact: true }));
  }

  async linkTitles(): Promise<string[]> {
    return this.list()
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.querySelector('span')?.textContent ?? ''));
  }

  async openGuide(title: string): Promise<void> {
    await this.guideLink(title).click();
    await this.waitForGuide(title);
  }
}
