/**
 * Issue 32's walk-through in a real browser: a new user adds "Sleep (h)" from the catalog, logs it through the
 * Daily check-in card on each of seven days (the browser's clock set to each morning in turn, as the person would
 * open the app), then finds the week's values on History's days, picks the factor in the Supplement Timeline, and,
 * with five more weeks of sleep and focus on record (seeded through the API, shorter nights going with lower focus),
 * reads the claim in Analytics' "Your factors". Screenshots at 1280 and 390 px of the check-in and the claim.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiCall, dayInNewYork, HistoryPage } from './support/history-page.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();

const checkIn = (page: Page) => page.getByRole('region', { name: 'Check-in' });
const sleepRow = (page: Page) => checkIn(page).getByRole('listitem').filter({ hasText: 'Sleep (h)' });

/** Nine in the morning in New York (the users' and the browser's zone), `daysAgo` days before today. */
function morningOf(daysAgo: number): Date {
  const day = dayInNewYork(daysAgo);
  // 14:00 UTC is 09:00 or 10:00 in New York, whichever offset the day has: that day's morning either way.
  return new Date(`${day}T14:00:00Z`);
}

/** The week logged through the card: hours slept on each of the last seven days, oldest first. */
const WEEK = [6, 7.5, 8, 5.5, 7, 8.5, 6.5];

describe('own factors over a week', () => {
  it('logs Sleep (h) from the catalog for a week in the check-in card and finds it in History, the Timeline and Analytics', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'factor-week');
    const token = await apiToken(harness.baseURL, user);
    const { page } = await harness.newContext();

    // The first morning: add Sleep (h) from the catalog with one tap.
    await page.clock.setFixedTime(morningOf(WEEK.length - 1));
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    await checkIn(page).getByRole('button', { name: 'Add Sleep (h)' }).click();
    await visible(sleepRow(page));

    for (const [index, hours] of WEEK.entries()) {
      const daysAgo = WEEK.length - 1 - index;
      if (index > 0) {
        await page.clock.setFixedTime(morningOf(daysAgo));
        await page.reload();
        await shell.waitForTab('Daily');
      }
      const row = sleepRow(page);
      await row.getByRole('textbox', { name: 'Sleep (h)' }).fill(String(hours));
      await visible(row.getByRole('status').getByText('Saved', { exact: true }));
      if (daysAgo === 0) await inspectScreen(page, 'factors-week-checkin');
    }

    // Every day of the week is stored on its own day, nothing on a day not logged.
    const factors = await apiCall<{ factors: Array<{ id: string; name: string }> }>(harness.baseURL, token, 'GET', '/factors');
    const sleep = factors.factors.find((f) => f.name === 'Sleep (h)');
    if (!sleep) throw new Error('Sleep (h) was not added');
    const stored = await apiCall<{ values: Array<{ date: string; value: number }> }>(
      harness.baseURL,
      token,
      'GET',
      `/factors/values?from=${dayInNewYork(10)}&to=${dayInNewYork(0)}`,
    );
    expect(stored.values.map((v) => [v.date, v.value])).toEqual(WEEK.map((hours, index) => [dayInNewYork(WEEK.length - 1 - index), hours]));

    // Five more weeks on record, and focus each day: shorter nights go with lower focus.
    const full = { type: 'REGULAR', overallRating: 6, taskInitiation: 6, restlessness: 4, productivity: 6 };
    for (let daysAgo = 41; daysAgo >= 0; daysAgo -= 1) {
      const date = dayInNewYork(daysAgo);
      const logged = stored.values.find((v) => v.date === date)?.value;
      const hours = logged ?? [5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9][daysAgo % 8] ?? 7;
      if (logged === undefined) await apiCall(harness.baseURL, token, 'PUT', `/factors/${sleep.id}/values/${date}`, { value: hours });
      const focusLevel = Math.max(1, Math.min(10, Math.round(hours - 1 + (daysAgo % 3 === 0 ? 0.4 : 0))));
      await apiCall(harness.baseURL, token, 'POST', '/entries', { ...full, focusLevel, date, time: '20:00' });
    }
    await page.clock.setFixedTime(new Date());

    // History: a day logged through the card shows its value.
    const history = new HistoryPage(page);
    await history.open();
    await visible(history.day(dayInNewYork(0)).getByTestId('day-factors').getByText('6.5 h'));
    await visible(history.day(dayInNewYork(3)).getByTestId('day-factors').getByText('5.5 h'));

    // The Timeline: the factor in the metric picker, drawn with the days it was logged.
    await page.goto('/analytics');
    await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
    await page.getByRole('checkbox', { name: 'Sleep (h)' }).check();
    await visible(page.getByRole('img', { name: /^Sleep \(h\): logged on 30 of 30 days/ }));

    // Analytics: the claim, in words, with its interval and days.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const section = page.getByRole('region', { name: 'Your factors' });
    const claims = section.getByRole('list', { name: 'Claims that hold' });
    await visible(claims.getByText(/Sleep \(h\)/).first());
    const claimText = (await claims.textContent()) ?? '';
    expect(claimText).toMatch(/Focus/);
    expect(claimText).toMatch(/not proof of cause/);
    await visible(section.getByText(/comparisons? tested; claims shown are those that hold after accounting for all of them/));
    await section.scrollIntoViewIfNeeded();
    await inspectScreen(page, 'factors-week-analytics');
  });
});
