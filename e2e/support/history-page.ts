/** The History tab for specs: calls through the real API to seed and check, and the screen's parts. */
import type { Locator, Page } from 'playwright-core';

export async function apiCall<T>(baseURL: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** The test users live in America/New_York (support/fixtures.ts), like the browser: their calendar days. */
export function dayInNewYork(daysAgo: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  return date.toISOString().slice(0, 10);
}

/** The most recent Tuesday before today (a week ago when today is a Tuesday). */
export function lastTuesday(now = new Date()): string {
  for (let daysAgo = 1; daysAgo <= 7; daysAgo += 1) {
    const day = dayInNewYork(daysAgo, now);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 2) return day;
  }
  throw new Error('No Tuesday in the last week');
}

/** "Sunday, November 22, 2026", as the day headings read. */
export function dayHeading(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export class HistoryPage {
  constructor(readonly page: Page) {}

  async open(search = ''): Promise<void> {
    await this.page.goto(`/history${search}`);
    await this.page.getByRole('heading', { level: 2, name: 'Entry History' }).waitFor();
  }

  select(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }

  entries(): Locator {
    return this.page.getByTestId('history-entry');
  }

  day(day: string): Locator {
    return this.page.getByTestId('history-day').filter({ has: this.page.getByRole('heading', { name: dayHeading(day), exact: true }) });
  }

  /** The notes of the listed entries, in order, once the list has settled on `expected` count. */
  async notesShown(): Promise<string[]> {
    return this.entries().locator('p.whitespace-pre-wrap').allInnerTexts();
  }

  async waitForNotes(expected: string[]): Promise<void> {
    await this.page.waitForFunction(
      (want) =>
        JSON.stringify(Array.from(document.querySelectorAll('[data-testid="history-entry"] p.whitespace-pre-wrap'), (p) => (p as HTMLElement).innerText)) ===
        JSON.stringify(want),
      expected,
      { timeout: 10_000 },
    );
  }

  undoNotice(): Locator {
    return this.page.getByTestId('undo-notice');
  }
}
