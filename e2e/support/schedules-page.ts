/** Page helpers for schedules: the substance form's Schedule section, today's doses on the Daily tab, and times. */
import type { Locator, Page } from 'playwright-core';
import { visible } from './waits.js';

/** The browser's local time `minutesFromNow` from now as "HH:MM", kept within today (never before 00:00). */
export function localTimeFromNow(page: Page, minutesFromNow: number): Promise<string> {
  return page.evaluate((offset) => {
    const now = new Date();
    const then = new Date(now.getTime() + offset * 60_000);
    const sameDay =
      then.getDate() === now.getDate() ? then : new Date(now.getFullYear(), now.getMonth(), now.getDate(), offset < 0 ? 0 : 23, offset < 0 ? 0 : 59);
    return `${String(sameDay.getHours()).padStart(2, '0')}:${String(sameDay.getMinutes()).padStart(2, '0')}`;
  }, minutesFromNow);
}

/** A pattern for "8:04 AM" as the app writes an "HH:MM" in en-US (Chromium puts a narrow no-break space before AM). */
export function usClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}\\s${hours < 12 ? 'AM' : 'PM'}`;
}

export class ScheduleSection {
  constructor(readonly dialog: Locator) {}

  kind(label: 'No schedule' | 'At set times' | 'As needed') {
    return this.dialog.getByRole('radio', { name: label, exact: true });
  }

  times() {
    return this.dialog.getByRole('group', { name: /Times of day/ }).locator('input[type="time"]');
  }

  async setOnlyTime(time: string): Promise<void> {
    await visible(this.times().first());
    await this.times().first().fill(time);
  }
}

export class TodaysDoses {
  constructor(readonly page: Page) {}

  section() {
    return this.page.locator('section#scheduled-doses');
  }

  row(substance: string, time: string) {
    return this.page.getByRole('list', { name: 'Today’s scheduled doses' }).getByRole('listitem', { name: new RegExp(`^${substance} at ${usClock(time)}$`) });
  }

  take(row: Locator) {
    return row.getByRole('button', { name: /^Take/ });
  }
}
