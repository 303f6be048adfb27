/** Page object of the Daily tab's Focus Aids & Activities and Focus Session sections. */
import type { Locator, Page } from 'playwright-core';
import { visible } from './waits.js';

/** hh:mm:ss to seconds. */
export function clockToSeconds(text: string): number {
  const match = /^(\d{2,}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (match === null) throw new Error(`Not an hh:mm:ss time: "${text}"`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export class DailyFocusPage {
  constructor(readonly page: Page) {}

  aids(): Locator {
    return this.page.getByRole('region', { name: 'Focus Aids & Activities' });
  }

  /** A pickable aid in normal mode (its accessible name is the aid's name; the emoji is decoration). */
  aid(name: string): Locator {
    return this.aids().getByRole('button', { name, exact: true });
  }

  editToggle(): Locator {
    return this.aids().getByRole('button', { name: 'Edit', exact: true });
  }

  /** An aid's row in edit mode. */
  editRow(name: string): Locator {
    return this.aids()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('switch', { name: `Show ${name}`, exact: true }) });
  }

  showSwitch(name: string): Locator {
    return this.aids().getByRole('switch', { name: `Show ${name}`, exact: true });
  }

  createDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Create Custom Focus Aid' });
  }

  async openCreate(): Promise<Locator> {
    await this.aids().getByRole('button', { name: 'Add custom aid' }).click();
    return visible(this.createDialog());
  }

  session(): Locator {
    return this.page.getByRole('region', { name: 'Focus Session' });
  }

  startButton(): Locator {
    return this.session().getByRole('button', { name: 'Start', exact: true });
  }

  /** What Stop asks before it saves: the productivity rating, 7 chosen at first. */
  stopRatingDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'How productive was this session?' });
  }

  clock(): Locator {
    return this.session().getByRole('timer').locator('[data-clock]');
  }

  async clockSeconds(): Promise<number> {
    return clockToSeconds(await this.clock().innerText());
  }

  sessionList(): Locator {
    return this.session().getByRole('list', { name: 'Today’s sessions' });
  }

  async summary(): Promise<{ count: string; total: string }> {
    const count = await this.session().locator('[data-summary="count"]').innerText();
    const total = await this.session().locator('[data-summary="total"]').innerText();
    return { count: count.trim(), total: total.trim() };
  }

  async waitUntilShown(): Promise<void> {
    await visible(this.aids().getByRole('heading', { name: 'Focus Aids & Activities' }));
    await visible(this.session().getByRole('heading', { name: 'Focus Session' }));
  }
}
