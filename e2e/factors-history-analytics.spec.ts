/**
 * Own factors in History and Analytics (issue 32): a user with sleep and alcohol logged on past days sees them on
 * History's days and edits one there, finds the calendar's marker and the chosen day's values, adds a focus session
 * for a past day (an overlap refused by the start time, then saved and listed), picks a factor in the Supplement
 * Timeline's metric picker and reads its chart, and reads "Your factors" in Analytics with its claim first, the
 * rest folded and the family sentence. Until the server answers GET /api/analytics/factor-effects the section is fed
 * a fixed answer of the contract's shape. Screenshots of the History list and day, the Timeline and the section at
 * 1280 and 390 px, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setTheme } from './support/analytics-api.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiCall, dayInNewYork, HistoryPage } from './support/history-page.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { seeText, visible } from './support/waits.js';

const harness = setUpHarness();

interface Created {
  id: string;
}

const full = { type: 'REGULAR', overallRating: 7, focusLevel: 6, taskInitiation: 6, restlessness: 4, productivity: 7 };

async function seed(token: string) {
  const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(harness.baseURL, token, method, path, body);
  const sleep = await call<Created>('POST', '/factors', {
    name: 'Sleep (h)',
    kind: 'number',
    unit: 'h',
    icon: 'moon',
    betterDirection: 'higher',
    describesNightBefore: true,
  });
  const alcohol = await call<Created>('POST', '/factors', { name: 'Alcohol', kind: 'yes-no', icon: 'glass' });
  for (let daysAgo = 1; daysAgo <= 12; daysAgo += 1) {
    const date = dayInNewYork(daysAgo);
    await call('PUT', `/factors/${sleep.id}/values/${date}`, { value: daysAgo % 3 === 0 ? 5.5 : 7.5 });
    if (daysAgo % 4 === 0) await call('PUT', `/factors/${alcohol.id}/values/${date}`, { value: true });
    await call('POST', '/entries', { ...full, focusLevel: daysAgo % 3 === 0 ? 4 : 7, date, time: '20:00' });
  }
  // A session on yesterday morning, 09:00-09:30, that an added one must not overlap.
  await call('POST', '/focus-sessions/past', { startTime: `${dayInNewYork(1)}T09:00`, durationMinutes: 30, sessionType: 'READING', productivity: 6 });
  return { sleep: sleep.id, alcohol: alcohol.id };
}

/** A fixed answer of the contract's shape, for as long as the server has no such endpoint. */
function factorEffectsAnswer(sleepId: string, alcoholId: string) {
  const base = { factorKind: 'factor', outcomeKind: 'rating', intervalLevel: 0.99, pValue: 0.001, split: null } as const;
  return {
    period: '30days',
    family: { size: 12, claims: 1, q: 0.05, method: 'weighted-benjamini-hochberg' },
    withheld: [],
    rows: [
      {
        ...base,
        factor: sleepId,
        factorName: 'Sleep (h)',
        outcome: 'focusLevel',
        outcomeName: 'Focus',
        timing: 'same-day',
        scale: 'per-unit',
        estimate: 1.4,
        ci95: { low: 0.6, high: 2.2 },
        adjustedP: 0.01,
        days: 12,
        split: { splitAt: 7, lowDays: 4, highDays: 8, lowMean: 4, highMean: 7 },
        conclusion: 'benefit',
        summary: 'On days with under 7 h of sleep, focus averaged 4.0 against 7.0 (12 days).',
      },
      {
        ...base,
        factor: alcoholId,
        factorName: 'Alcohol',
        outcome: 'productivity',
        outcomeName: 'Productivity',
        timing: 'next-day',
        scale: 'difference',
        estimate: -0.3,
        ci95: { low: -1.9, high: 1.3 },
        adjustedP: 0.8,
        pValue: 0.4,
        days: 11,
        conclusion: 'inconclusive',
        summary: 'No clear difference in productivity on days after alcohol (3 days with, 8 without).',
      },
      {
        ...base,
        factor: alcoholId,
        factorName: 'Alcohol',
        outcome: 'anxiety',
        outcomeName: 'Anxiety',
        timing: 'same-day',
        scale: 'difference',
        estimate: null,
        ci95: null,
        intervalLevel: null,
        pValue: null,
        adjustedP: null,
        days: 3,
        conclusion: 'insufficient-data',
        summary: 'Too few days with both alcohol and an anxiety rating to compare.',
      },
    ],
  };
}

async function useFactorEffects(page: Page, token: string, sleep: string, alcohol: string): Promise<'server' | 'fixed'> {
  const probe = await fetch(`${harness.baseURL}/api/analytics/factor-effects?period=30days`, { headers: { Authorization: `Bearer ${token}` } });
  if (probe.ok) return 'server';
  await page.route('**/api/analytics/factor-effects?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(factorEffectsAnswer(sleep, alcohol)) }),
  );
  return 'fixed';
}

describe('own factors in History and Analytics', () => {
  it('shows and edits factors on History’s days, marks them on the calendar, adds a past session, charts and compares them', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'factors-history');
    const token = await apiToken(harness.baseURL, user);
    const ids = await seed(token);
    const { page } = await harness.newContext();
    const source = await useFactorEffects(page, token, ids.sleep, ids.alcohol);
    await signInThroughUi(page, user);
    const history = new HistoryPage(page);

    // The list: each day's factors with their units, edited in place.
    await history.open();
    const yesterday = history.day(dayInNewYork(1));
    const factors = yesterday.getByTestId('day-factors');
    await visible(factors.getByText('7.5 h'));
    await factors.getByRole('button', { name: 'Edit Sleep (h)' }).click();
    await factors.getByRole('spinbutton', { name: 'Sleep (h)' }).fill('8');
    await factors.getByRole('button', { name: 'Save' }).click();
    await visible(factors.getByText('8 h'));
    await visible(history.day(dayInNewYork(4)).getByTestId('day-factors').getByText('Yes'));
    await inspectScreen(page, 'factors-history-list');

    // The calendar: a marker on the days with values, and the chosen day's values.
    const day = dayInNewYork(1);
    await history.open(`?view=calendar&month=${day.slice(0, 7)}&day=${day}`);
    const chosen = page.getByTestId('calendar-day');
    await visible(chosen.getByTestId('day-factors').getByText('8 h'));
    const marked = page.getByRole('button', { name: /factors logged/ });
    expect(await marked.count()).toBeGreaterThan(0);
    await visible(page.getByRole('list', { name: 'Legend' }).getByText('Factors logged'));

    // A focus session for that past day: an overlap is refused by the start time, then a free time is saved.
    await chosen.getByRole('button', { name: 'Add a focus session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a focus session' });
    await dialog.getByLabel('Start time').fill('09:15');
    await dialog.getByLabel('Duration (minutes)').fill('45');
    await dialog.getByLabel('Type').selectOption('CREATIVE_WORK');
    await dialog.getByRole('button', { name: 'Add session' }).click();
    await visible(dialog.getByText('This overlaps another focus session. Change the time or the duration.'));
    await dialog.getByLabel('Start time').fill('11:00');
    await dialog.getByRole('button', { name: 'Add session' }).click();
    await seeText(page, 'Focus session added.');
    await visible(chosen.getByText('Creative work at 11:00 AM'));
    await visible(chosen.getByText(/^45 min/));
    await inspectScreen(page, 'factors-history-day');

    // The Timeline: the factor beside the ratings in the picker, drawn on its own axis.
    await page.goto('/analytics');
    await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
    await page.getByRole('checkbox', { name: 'Sleep (h)' }).check();
    await visible(page.getByRole('img', { name: /^Sleep \(h\): logged on 12 of 30 days/ }));
    await visible(page.getByRole('list', { name: 'Legend of your factors' }).getByText('Sleep (h)'));
    await inspectScreen(page, 'factors-timeline');

    // Analytics: "Your factors" with the claim first, the rest folded, the family sentence.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const section = page.getByRole('region', { name: 'Your factors' });
    // The server's answer for a young account may hold no rows yet: then the section says so instead.
    await visible(section.getByText(/comparisons? tested|No comparison could be tested|Not enough days yet/).first());
    if (source === 'fixed') {
      await visible(section.getByText('12 comparisons tested; claims shown are those that hold after accounting for all of them.'));
      const claims = section.getByRole('list', { name: 'Claims that hold' });
      await visible(claims.getByText(/under 7 h of sleep, focus averaged 4.0 against 7.0/));
      await visible(claims.getByText('+1.4 points per h'));
      await visible(claims.getByRole('img', { name: /99% interval 0.6 to 2.2, which does not include 0/ }));
      await visible(section.getByText('Inconclusive (1)'));
      await visible(section.getByText('Not enough data yet (1)'));
      expect(await section.getByText(/caus/i).count()).toBe(1); // "not proof of cause" in the description only
    }
    await section.scrollIntoViewIfNeeded();
    await inspectScreen(page, 'factors-analytics');

    // Dark theme: the same three screens.
    await setTheme(harness.baseURL, token, 'DARK');
    await history.open(`?view=calendar&month=${day.slice(0, 7)}&day=${day}`);
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    await visible(chosen.getByText('Creative work at 11:00 AM'));
    await inspectScreen(page, 'factors-history-day-dark');
    await page.goto('/analytics');
    await visible(
      page
        .getByRole('region', { name: 'Your factors' })
        .getByText(/comparisons? tested|No comparison could be tested|Not enough days yet/)
        .first(),
    );
    await inspectScreen(page, 'factors-analytics-dark');
    await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
    await page.getByRole('checkbox', { name: 'Sleep (h)' }).check();
    await page.getByRole('checkbox', { name: 'Alcohol' }).check();
    await visible(page.getByRole('img', { name: /^Alcohol: logged on/ }));
    await inspectScreen(page, 'factors-timeline-dark');
  });
});
