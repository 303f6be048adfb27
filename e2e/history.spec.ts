/**
 * The History tab: filters by type, range, text and tag kept in the URL through a reload and the back button; day
 * headers with their figures and marks; the range's limit of 50 and load more; editing yesterday's entry moves the day
 * and Analytics (read from GET /api/analytics/dashboard: the Analytics screen is another branch's work); removing a
 * past dose with undo, and its supply given back exactly once; a forgotten entry for last Tuesday; the calendar at 390
 * px; linking an entry to a session of its day and unlinking it; the load failure with Retry. Screenshots at 1280 and
 * 390 px, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from './support/browser.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { ShellPage } from './support/pages/shell-page.js';
import { apiCall, dayHeading, dayInNewYork, HistoryPage, lastTuesday } from './support/history-page.js';
import { monthHeading } from './support/date-formats.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

const full = { type: 'REGULAR', overallRating: 8, focusLevel: 7, taskInitiation: 7, restlessness: 3, productivity: 8 };

async function signedIn(label: string, options: { colorScheme?: 'dark' | 'light'; viewport?: { width: number; height: number } } = {}) {
  const user: TestUser = await createVerifiedUser(harness.baseURL, harness.outboxDir, label);
  const token = await apiToken(harness.baseURL, user);
  const { page } = await harness.newContext(options.viewport);
  // The theme follows the system until the user picks one (Tracking Preferences' AUTO).
  if (options.colorScheme) await page.emulateMedia({ colorScheme: options.colorScheme });
  await signInThroughUi(page, user);
  return { user, token, page, history: new HistoryPage(page) };
}

function post<T>(token: string, path: string, body: unknown): Promise<T> {
  return apiCall<T>(harness.baseURL, token, 'POST', path, body);
}

function get<T>(token: string, path: string): Promise<T> {
  return apiCall<T>(harness.baseURL, token, 'GET', path);
}

async function setSlider(page: Page, dialogName: string, label: string, value: number): Promise<void> {
  const slider = page.getByRole('dialog', { name: dialogName }).getByRole('slider', { name: label });
  await slider.fill(String(value));
}

describe('history', () => {
  it('filters by type, range, text and tag, keeps them in the URL through a reload and back, and shows each day’s figures', async () => {
    const { token, page, history } = await signedIn('history-filters');
    const theanine = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'L-Theanine', brand: 'Calmwell', remainingSupply: 30 });
    await post(token, '/entries', { ...full, notes: 'Morning walk helped', tags: ['Calm'], energy: 6, date: dayInNewYork(0), time: '08:30' });
    await post(token, '/entries', {
      type: 'SUPPLEMENT_ONLY',
      notes: 'Theanine before work',
      supplements: [{ supplementId: theanine }],
      date: dayInNewYork(2),
      time: '09:00',
    });
    await post(token, '/entries', { ...full, overallRating: 2, notes: 'Long meeting day', tags: ['Tired'], date: dayInNewYork(20), time: '18:00' });
    await post(token, '/entries', { ...full, notes: 'Old spring entry', date: dayInNewYork(100), time: '10:00' });
    await post(token, '/supplement-doses', { supplementId: theanine, timestamp: new Date(`${dayInNewYork(2)}T14:00:00Z`).toISOString() });

    await history.open();
    // Last 7 days by default (50 entries at most): today and two days ago, newest first.
    await history.waitForNotes(['Morning walk helped', 'Theanine before work']);
    const today = history.day(dayInNewYork(0));
    await visible(today.getByText('Good day (7+)'));
    await visible(today.getByText('Average rating 8.0'));
    await visible(today.getByText('Energy'));
    const twoDaysAgo = history.day(dayInNewYork(2));
    await visible(twoDaysAgo.getByText('1 dose', { exact: true }));
    await visible(twoDaysAgo.getByText('L-Theanine'));
    await visible(twoDaysAgo.getByText('· Calmwell'));
    await seeText(page, '2 entries in last 7 days.');
    await inspectScreen(page, 'history-list');

    await history.select('Entry type').selectOption('SUPPLEMENT_ONLY');
    await history.waitForNotes(['Theanine before work']);
    expect(new URL(page.url()).search).toBe('?type=SUPPLEMENT_ONLY');
    await page.reload();
    await history.waitForNotes(['Theanine before work']);
    expect(await history.select('Entry type').inputValue()).toBe('SUPPLEMENT_ONLY');

    await history.select('Entry type').selectOption('');
    await history.select('Date range').selectOption('30');
    await history.waitForNotes(['Morning walk helped', 'Theanine before work', 'Long meeting day']);
    await visible(history.day(dayInNewYork(20)).getByText('Bad day (3-)'));

    // Text search covers notes, tags and substance names and brands.
    await history.search().fill('meeting');
    await history.waitForNotes(['Long meeting day']);
    await page.waitForFunction(() => window.location.search.includes('q=meeting'));
    await history.search().fill('calmwell');
    await history.waitForNotes(['Theanine before work']);
    await history.search().fill('no such words');
    await seeText(page, 'No matching entries');
    await history.search().fill('');
    await history.waitForNotes(['Morning walk helped', 'Theanine before work', 'Long meeting day']);

    await history.select('Mood tag').selectOption('Calm');
    await history.waitForNotes(['Morning walk helped']);
    expect(new URL(page.url()).searchParams.get('tag')).toBe('Calm');
    await page.goBack();
    await history.waitForNotes(['Morning walk helped', 'Theanine before work', 'Long meeting day']);
    expect(await history.select('Mood tag').inputValue()).toBe('');
    expect(await history.select('Date range').inputValue()).toBe('30');

    await history.select('Date range').selectOption('all');
    await history.waitForNotes(['Morning walk helped', 'Theanine before work', 'Long meeting day', 'Old spring entry']);
  });

  it('shows the load failure with Retry, and the list once Retry works', async () => {
    const { token, page, history } = await signedIn('history-failure');
    await post(token, '/entries', { ...full, notes: 'Still here', date: dayInNewYork(1), time: '09:00' });
    await page.route('**/api/history/entries**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
    );
    await history.open();
    await seeText(page, 'Failed to load entry history');
    await page.unroute('**/api/history/entries**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await history.waitForNotes(['Still here']);
  });

  it('says when the range holds more than its limit of 50 and loads the rest', async () => {
    const { token, page, history } = await signedIn('history-load-more');
    for (let i = 0; i < 51; i += 1) {
      const minutes = String(i % 60).padStart(2, '0');
      await post(token, '/entries', {
        type: 'SUPPLEMENT_ONLY',
        notes: `Entry ${i}`,
        date: dayInNewYork(i % 7),
        time: `${String(6 + Math.floor(i / 7)).padStart(2, '0')}:${minutes}`,
      });
    }
    await history.open();
    await seeText(page, 'Showing 50 of 51 entries in last 7 days.');
    expect(await history.entries().count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await seeText(page, '51 entries in last 7 days.');
    expect(await history.entries().count()).toBe(51);
    await hidden(page.getByRole('button', { name: 'Load more' }));
  });

  it('edits yesterday’s entry: the day and the analytics follow', async () => {
    const { token, page, history } = await signedIn('history-edit');
    const yesterday = dayInNewYork(1);
    await post(token, '/entries', { ...full, overallRating: 3, productivity: 4, notes: 'Rated too low', date: yesterday, time: '21:00' });
    const before = await get<{ productivity: { averageScore: number | null } }>(token, '/analytics/dashboard?period=7days');
    expect(before.productivity.averageScore).toBe(4);
    // The Analytics tab, as the user reads it before the correction.
    const shell = new ShellPage(page);
    await shell.openTab('Analytics');
    await page.getByLabel('Period').selectOption('7days');
    const score = page.locator('div', { has: page.getByText('Productivity Score', { exact: true }) }).last();
    await visible(score.getByText('4.0 / 10'));

    await history.open();
    const day = history.day(yesterday);
    await visible(day.getByText('Bad day (3-)'));
    await day.getByRole('button', { name: /^Edit Full Tracking at 9:00 PM/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit entry' });
    await visible(dialog);
    await setSlider(page, 'Edit entry', 'Overall Rating', 8);
    await setSlider(page, 'Edit entry', 'Productivity', 9);
    await dialog.getByRole('button', { name: 'Record Mood' }).click();
    await setSlider(page, 'Edit entry', 'Mood', 7);
    await dialog.getByRole('textbox', { name: /Notes/ }).fill('Actually a good evening');
    await inspectScreen(page, 'history-edit-entry');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await hidden(dialog);
    await seeText(page, 'Entry updated.');
    await history.waitForNotes(['Actually a good evening']);
    await visible(day.getByText('Good day (7+)'));
    await visible(day.getByText('Average rating 8.0'));
    await visible(day.getByText('Mood'));

    const after = await get<{ productivity: { averageScore: number | null } }>(token, '/analytics/dashboard?period=7days');
    expect(after.productivity.averageScore).toBe(9);
    // Back on Analytics, the score shows the corrected day (the edit made the cached figures stale).
    await shell.openTab('Analytics');
    await page.getByLabel('Period').selectOption('7days');
    await visible(score.getByText('9.0 / 10'));
  });

  it('links an entry to a focus session of its day, and unlinks it again', async () => {
    const { token, page, history } = await signedIn('history-link-session');
    const today = dayInNewYork(0);
    const started = await post<{ id: string }>(token, '/focus-sessions/start', { plannedDuration: 25 });
    await apiCall(harness.baseURL, token, 'PATCH', `/focus-sessions/${started.id}/stop`, { productivity: 7 });
    await post(token, '/entries', { ...full, notes: 'Wrote the report' });
    await history.open();
    const day = history.day(today);
    await day.getByRole('button', { name: /^Edit Full Tracking at/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit entry' });
    const picker = dialog.getByRole('combobox', { name: /Linked focus session/ });
    // A closed select's options are never visible: wait for the day's sessions to be listed in it.
    await picker.locator('option', { hasText: /^Boring task at .+, 0 min$/ }).waitFor({ state: 'attached' });
    await picker.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await hidden(dialog);
    await visible(day.getByText('Focus session:'));
    const linked = await get<{ entries: Array<{ session: { id: string } | null }> }>(token, '/history/entries?days=7');
    expect(linked.entries.map((e) => e.session?.id ?? null)).toEqual([started.id]);

    await day.getByRole('button', { name: /^Edit Full Tracking at/ }).click();
    await expect(picker.inputValue()).resolves.toBe(started.id);
    await picker.selectOption('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await hidden(dialog);
    await hidden(day.getByText('Focus session:'));
    const unlinked = await get<{ entries: Array<{ session: { id: string } | null }> }>(token, '/history/entries?days=7');
    expect(unlinked.entries.map((e) => e.session)).toEqual([null]);
  });

  it('removes a past dose only after the undo window, gives its supply back once, and Undo keeps it', async () => {
    const { token, page, history } = await signedIn('history-dose-undo');
    const magnesium = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', remainingSupply: 10 });
    const yesterday = dayInNewYork(1);
    await post(token, '/supplement-doses', { supplementId: magnesium, notes: 'Evening', timestamp: new Date(`${yesterday}T23:00:00Z`).toISOString() });
    const supply = async () => (await get<{ remainingSupply: number | null; totalDoses: number }>(token, `/supplements/${magnesium}`)).remainingSupply;
    expect(await supply()).toBe(9);

    await history.open();
    const day = history.day(yesterday);
    await day.getByRole('button', { name: 'Doses and sessions' }).click();
    const removeButton = day.getByRole('button', { name: 'Remove dose of Magnesium' });
    await removeButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove dose' });
    await visible(confirm.getByText('Are you sure you want to remove this dose?'));
    await confirm.getByRole('button', { name: 'Remove dose' }).click();
    await hidden(removeButton);
    await visible(history.undoNotice().getByText('Dose of Magnesium removed.'));
    await inspectScreen(page, 'history-dose-undo');
    await history.undoNotice().getByRole('button', { name: 'Undo' }).click();
    await visible(removeButton);
    // Past the undo window: nothing was sent.
    await page.waitForTimeout(7000);
    expect(await supply()).toBe(9);
    expect((await get<{ doses: unknown[] }>(token, `/supplement-doses?date=${yesterday}`)).doses).toHaveLength(1);

    await removeButton.click();
    await page.getByRole('alertdialog', { name: 'Remove dose' }).getByRole('button', { name: 'Remove dose' }).click();
    await hidden(removeButton);
    await page.waitForFunction(() => document.querySelector('[data-testid="undo-notice"]') === null, undefined, { timeout: 10_000 });
    await expect.poll(supply, { timeout: 5000 }).toBe(10);
    expect((await get<{ doses: unknown[] }>(token, `/supplement-doses?date=${yesterday}`)).doses).toEqual([]);
    // The day had nothing else, so it leaves the list.
    await hidden(day);
    // Once: a reload and some time later the supply is still 10, not 11.
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await supply()).toBe(10);
  });

  it('adds a forgotten entry for last Tuesday evening and logs a forgotten dose', async () => {
    const { token, page, history } = await signedIn('history-back-date');
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 5 });
    const tuesday = lastTuesday();
    await history.open();
    await page.getByRole('button', { name: 'Add a past entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a past entry' });
    await dialog.getByLabel('Day').fill(tuesday);
    await dialog.getByLabel('Time').fill('21:15');
    await setSlider(page, 'Add a past entry', 'Overall Rating', 6);
    await dialog.getByRole('button', { name: 'Omega-3' }).click();
    await dialog.getByRole('button', { name: 'Tired' }).click();
    await dialog.getByRole('textbox', { name: /Notes/ }).fill('Forgot to log Tuesday');
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    await hidden(dialog);
    await seeText(page, 'Entry saved successfully!');
    const day = history.day(tuesday);
    await visible(day.getByText('Forgot to log Tuesday'));
    await visible(day.getByText('9:15 PM'));
    const listed = await get<{ entries: Array<{ date: string; time: string; supplements: unknown[] }> }>(token, '/history/entries?days=30');
    expect(listed.entries).toMatchObject([{ date: tuesday, time: '21:15', supplements: [{ supplement: { name: 'Omega-3' } }] }]);

    await day.getByRole('button', { name: 'Doses and sessions' }).click();
    await day.getByRole('button', { name: 'Log a forgotten dose' }).click();
    const doseDialog = page.getByRole('dialog', { name: 'Log a forgotten dose' });
    await doseDialog.getByRole('combobox', { name: 'Substance' }).selectOption({ label: 'Omega-3' });
    await doseDialog.getByLabel('Time').fill('20:00');
    await doseDialog.getByRole('button', { name: 'Log dose' }).click();
    await hidden(doseDialog);
    await visible(day.getByRole('button', { name: 'Remove dose of Omega-3' }));
    const doses = await get<{ doses: Array<{ date: string }> }>(token, `/supplement-doses?date=${tuesday}`);
    expect(doses.doses.map((d) => d.date)).toEqual([tuesday]);
  });

  it('shows the last days of the month before in the calendar’s first week, with their marks, and opens them', async () => {
    const { token, page, history } = await signedIn('history-calendar-before');
    // The day before this month's 1st: on the 1st it is yesterday, and it must be one tap away.
    const thisMonth = dayInNewYork(0).slice(0, 7);
    const first = new Date(`${thisMonth}-01T12:00:00Z`);
    first.setUTCDate(0);
    const dayBefore = first.toISOString().slice(0, 10);
    await post(token, '/entries', { ...full, notes: 'End of last month', date: dayBefore, time: '19:00' });

    await history.open('?view=calendar');
    const table = page.getByRole('table', { name: /days by average rating$/ });
    await visible(table);
    expect(await table.getAttribute('aria-label')).toMatch(new RegExp(`^${monthHeading(`${thisMonth}-15`, 'US')},`));
    const cell = page.getByRole('button', { name: new RegExp(`^${dayHeading(dayBefore)}: Good day`) });
    await visible(cell);
    // Six weeks, whichever month it is, so the calendar keeps its height.
    expect(await table.locator('tbody tr').count()).toBe(6);
    await cell.click();
    await visible(page.getByTestId('calendar-day').getByText('End of last month'));
    expect(new URL(page.url()).searchParams.get('day')).toBe(dayBefore);
  });

  it('shows the calendar at 390 px with its legend, and a chosen day’s entries and doses (light and dark)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { token, page, history } = await signedIn(`history-calendar-${colorScheme}`, { viewport: PHONE, colorScheme });
      const vitamin = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Vitamin D', remainingSupply: 20 });
      await post(token, '/entries', { ...full, notes: 'Great day', date: dayInNewYork(1), time: '20:00' });
      await post(token, '/entries', { ...full, overallRating: 2, productivity: 2, notes: 'Rough one', date: dayInNewYork(2), time: '20:00' });
      await post(token, '/supplement-doses', { supplementId: vitamin, timestamp: new Date(`${dayInNewYork(1)}T15:00:00Z`).toISOString() });

      // The month of two days ago: its six weeks reach at least four days past its end, so both seeded days show.
      await history.open(`?view=calendar&month=${dayInNewYork(2).slice(0, 7)}`);
      const legend = page.getByRole('list', { name: 'Legend' });
      await visible(legend.getByText('Good day (7+)'));
      await visible(legend.getByText('Bad day (3-)'));
      const yesterdayCell = page.getByRole('button', { name: new RegExp(`^${dayHeading(dayInNewYork(1))}: Good day`) });
      await visible(yesterdayCell);
      await visible(page.getByRole('button', { name: new RegExp(`^${dayHeading(dayInNewYork(2))}: Bad day`) }));
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await yesterdayCell.click();
      const chosen = page.getByTestId('calendar-day');
      await visible(chosen.getByText('Great day'));
      await visible(chosen.getByText('Vitamin D'));
      expect(new URL(page.url()).searchParams.get('day')).toBe(dayInNewYork(1));
      await page.reload();
      await visible(page.getByTestId('calendar-day').getByText('Great day'));
      if (colorScheme === 'dark') await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
      await inspectScreen(page, `history-calendar-${colorScheme}`);
      if (colorScheme === 'dark') {
        await history.open();
        await history.waitForNotes(['Great day', 'Rough one']);
        await inspectScreen(page, 'history-list-dark');
      }
    }
  });
});
