/**
 * A whole day in the Daily tab, through the UI only: log a dose, run a focus session to its end, make and pick a
 * custom aid, pick the supplement for the entry, save the entry; Today's Summary follows every step, a reload
 * keeps it all, and the database holds each thing exactly once, linked as the user chose.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { timeOfDayAt } from '@wellness/contract';
import { createVerifiedUser } from './support/fixtures.js';
import { DailyEntryPage } from './support/daily-entry-page.js';
import { DailyFocusPage } from './support/daily-focus-page.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

/** Two clicks in the same moment, before the page can re-render: a double tap must still act once. */
const clickTwice = (button: Locator) =>
  button.evaluate((element) => {
    (element as HTMLButtonElement).click();
    (element as HTMLButtonElement).click();
  });

/** A GET with the page's own session, as the app itself would make it. */
const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const token = window.localStorage.getItem('wellness.accessToken') ?? '';
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as unknown;
  }, `/api${path}`) as Promise<T>;

describe('a day in the Daily tab', () => {
  it('logs, times, picks and saves, and finds everything once after a reload', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-day');
    const token = await apiToken(harness.baseURL, user);
    const supplementId = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'L-Theanine', dosage: 200, unit: 'mg', remainingSupply: 30 });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const summary = new DailyEntryPage(page);
    const supplements = new DailySupplementsSection(page);
    const focus = new DailyFocusPage(page);
    expect(await summary.summaryValue('Doses Taken')).toBe('0');

    // A dose: the checkmark, the supply drop, the summary.
    const card = supplements.card('L-Theanine');
    await clickTwice(supplements.logButton(card));
    await visible(card.getByRole('button', { name: /^Logged/ }));
    await visible(card.getByText('29 left', { exact: true }));
    await summary.waitForSummary('Doses Taken', '1');

    // A focus session through pause and resume to its end.
    await clickTwice(focus.startButton());
    const session = focus.session();
    await session.getByRole('button', { name: 'Pause', exact: true }).click();
    // The second click of the double tap did not reach the server as a second start.
    expect(await session.getByRole('alert').count()).toBe(0);
    await session.getByRole('button', { name: 'Resume', exact: true }).click();
    await session.getByRole('button', { name: 'Stop', exact: true }).click();
    await focus.stopRatingDialog().getByRole('button', { name: 'Save session' }).click();
    await visible(focus.startButton());
    await summary.waitForSummary('Focus Sessions', '1');

    // A custom aid, picked for the entry with the supplement.
    const dialog = await focus.openCreate();
    await dialog.getByLabel('Name', { exact: true }).fill('Standing desk');
    await clickTwice(dialog.getByRole('button', { name: 'Create aid' }));
    await hidden(dialog);
    await focus.aid('Standing desk').click();
    await supplements.mode('Select for entry').click();
    await supplements.entryCheckbox('L-Theanine').check();
    const form = summary.entryForm();
    await visible(form.getByText('L-Theanine', { exact: true }));
    await visible(form.getByText('Standing desk', { exact: true }));
    await visible(form.getByRole('button', { name: 'Remove Standing desk', exact: true }));

    await summary.moveSlider('Focus Level', 2);
    await summary.saveButton().click();
    await seeText(page, 'Entry saved successfully!');
    await summary.waitForSummary('Entries Today', '1 / 1');
    // The picks are cleared with the rest of the form.
    expect(await supplements.entryCheckbox('L-Theanine').isChecked()).toBe(false);
    expect(await focus.aid('Standing desk').getAttribute('aria-pressed')).toBe('false');
    await inspectScreen(page, 'daily-day');

    await page.reload();
    await shell.waitForTab('Daily');
    expect(await summary.summaryValue('Doses Taken')).toBe('1');
    expect(await summary.summaryValue('Focus Sessions')).toBe('1');
    expect(await summary.summaryValue('Entries Today')).toBe('1 / 1');
    await visible(supplements.card('L-Theanine').getByText('29 left', { exact: true }));
    await visible(focus.aid('Standing desk'));
    expect(await focus.aid('Standing desk').count()).toBe(1);

    // Exactly once each, linked as chosen.
    const doses = await apiGet<Record<string, { doses: unknown[] }>>(page, '/supplement-doses/today');
    expect(Object.keys(doses)).toEqual([supplementId]);
    expect(doses[supplementId]?.doses).toHaveLength(1);
    const sessions = await apiGet<{ sessions: Array<{ productivity: number; notes: string; isActive: boolean }> }>(page, '/focus-sessions/today');
    expect(sessions.sessions).toHaveLength(1);
    expect(sessions.sessions[0]).toMatchObject({ productivity: 7, notes: 'Session completed', isActive: false });
    const entries = await apiGet<{ entries: Array<{ time: string; focusLevel: number; supplements: unknown[]; focusAids: unknown[] }> }>(
      page,
      '/entries?limit=10',
    );
    expect(entries.entries).toHaveLength(1);
    expect(entries.entries[0]?.focusLevel).toBe(7);
    // Its part of the day follows the entry's time (issue 34), not a fixed 'morning'.
    const timeOfDay = timeOfDayAt(entries.entries[0]?.time ?? '');
    expect(entries.entries[0]?.supplements).toEqual([{ supplementId, taken: true, timeOfDay, supplement: { name: 'L-Theanine', brand: null } }]);
    expect(entries.entries[0]?.focusAids).toEqual([expect.objectContaining({ tool: { icon: '🎯', name: 'Standing desk' } })]);
    const substances = await apiGet<Array<{ id: string; remainingSupply: number }>>(page, '/supplements');
    expect(substances.find((item) => item.id === supplementId)?.remainingSupply).toBe(29);
  });
});
