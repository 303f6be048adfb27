/**
 * The Analytics tab: a user with 60 days of history seeded through the API opens Analytics, switches
 * periods, reads the effectiveness table, opens the timeline for a supplement, toggles metrics, reads the table
 * view, filters by a tracked condition and opens the insights modal; a ten-day user is told it is too early.
 * Screenshots at 1280 and 390 px, light and dark, with axe.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createSupplement, seedHistory, setTheme, trackCondition, type SeedDay } from './support/analytics-api.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { seeText, visible } from './support/waits.js';

const harness = setUpHarness();
/** The zone the fixtures register users in. */
const ZONE = 'America/New_York';
/** Magnesium's days in a 60-day window: irregular, 32 of 60 (day 0 is 59 days ago). */
const NOISE = [0, 1, -1, 2, -2, 1, 0, -1, 1, -1, 0, 2, -2, 0, 1] as const;
const noise = (i: number): number => NOISE[i % NOISE.length] ?? 0;
const SCHEDULE = '110100101110010011010110001101001110100111010010111001001101';

async function openAnalytics(page: Page, user: Parameters<typeof signInThroughUi>[1]): Promise<void> {
  const shell = await signInThroughUi(page, user);
  await shell.openTab('Analytics');
}

const effectivenessTable = (page: Page) => page.getByRole('table', { name: /Supplement effectiveness/ });

describe('analytics', () => {
  it('shows a user with 60 days what is associated with better days, how sure it is, the timeline and the insights', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'analytics');
    const token = await apiToken(harness.baseURL, user);
    const magnesium = await createSupplement(harness.baseURL, token, 'Magnesium', 'Calm Co');
    const vitaminD = await createSupplement(harness.baseURL, token, 'Vitamin D');
    const days: SeedDay[] = [...SCHEDULE].map((flag, i) => {
      const taken = flag === '1';
      return {
        daysAgo: 59 - i,
        // Productivity about 2 points higher with magnesium, anxiety 2 lower; vitamin D every third day, unrelated.
        // Noise of -2…+2 on a fixed pattern, so the effect is large but the days overlap like real ones.
        ratings: {
          productivity: (taken ? 7 : 5) + noise(i),
          focusLevel: 6 + noise(i + 3),
          anxiety: (taken ? 4 : 6) + noise(i + 5),
          energy: 5 + (i % 4),
        },
        focusAids: i % 2 === 0 ? ['default-walk'] : [],
        doses: [...(taken ? [magnesium] : []), ...(i % 3 === 1 ? [vitaminD] : [])],
      };
    });
    await seedHistory(harness.baseURL, token, ZONE, days);
    await trackCondition(harness.baseURL, token, 'anxiety');

    const { page } = await harness.newContext();
    await openAnalytics(page, user);

    // Overview, last 30 days (the default): the cards and the table.
    await visible(page.getByText('Current Streak'));
    await seeText(page, '60 days'); // the streak runs through today
    await visible(page.getByText('Productivity Score'));
    await visible(page.getByRole('heading', { name: 'Most Effective Focus Aids' }));
    await visible(page.getByRole('img', { name: /Average productivity by weekday/ }));

    // Switch periods: 7 days is too early; 90 days has the whole history.
    await page.getByLabel('Period').selectOption('7days');
    await visible(page.getByText(/Too early to tell what helps/));
    await page.getByLabel('Period').selectOption('90days');
    const magnesiumRow = effectivenessTable(page).getByRole('row', { name: /Magnesium/ });
    await visible(magnesiumRow);
    await page.waitForFunction(() => !document.body.textContent?.includes('Too early to tell what helps'));
    const cells = await magnesiumRow.getByRole('cell').allInnerTexts();
    expect(cells.join(' | ')).toContain('32 / 28');
    expect(cells.join(' | ')).toContain('Linked to better days');
    expect(cells.join(' | ')).toContain('not proof that Magnesium caused it');
    expect(await magnesiumRow.locator('[data-tone]').getAttribute('data-tone')).toBe('green');
    // The interval is the one the family's decision gives, its level named.
    await visible(magnesiumRow.getByRole('img', { name: /^\d+(\.\d+)?% interval/ }));
    await visible(
      page.getByTestId('family-size').filter({ hasText: /^\d+ comparisons tested; claims shown are those that hold after accounting for all of them\.$/ }),
    );
    const vitaminRow = effectivenessTable(page).getByRole('row', { name: /Vitamin D/ });
    expect((await vitaminRow.getByRole('cell').allInnerTexts()).join(' ')).toMatch(/Inconclusive|Linked to/);
    await page.getByText('How to read this').click();
    await visible(page.getByText(/Hedges' g/));
    await inspectScreen(page, 'analytics-overview');

    // Supplement Timeline: magnesium is the first with doses; its taken days are shaded.
    await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
    const chart = page.getByRole('img', { name: /Timeline of productivity, focus level over the last 30 days/ });
    await visible(chart);
    expect(await chart.getAttribute('aria-labelledby')).not.toBeNull();
    await expect.poll(() => page.getByRole('combobox', { name: 'Supplement', exact: true }).inputValue()).toBe(magnesium);
    // Toggle metrics: anxiety on, focus level off; the chart's name follows.
    await page.getByRole('checkbox', { name: 'Anxiety' }).check();
    await page.getByRole('checkbox', { name: 'Focus level' }).uncheck();
    await visible(page.getByRole('img', { name: /Timeline of productivity, anxiety over the last 30 days/ }));
    // Both modes: a duration metric adds the right-hand axis and its legend.
    await page.getByRole('checkbox', { name: 'Total focus time' }).check();
    await seeText(page, 'Right axis: minutes (dashed)');
    await inspectScreen(page, 'analytics-timeline');

    // The table view of the same data: today's row is the last one.
    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: 'Timeline by day, oldest first' });
    await visible(table);
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['Date', 'Taken', 'Productivity', 'Anxiety', 'Total focus time']);
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(31); // header + 30 days
    const today = (await rows.last().getByRole('cell').allInnerTexts()).map((text) => text.trim());
    // The last day of the schedule is taken: productivity 7 + 1, anxiety 4 − 2, no focus session.
    expect(today.slice(0, 3)).toEqual(['Yes (1 dose)', '8.0', '2.0']);
    expect(today[3]).toMatch(/^—/);
    await page.getByRole('button', { name: 'Chart' }).click();

    // The ailment filter lists every condition (GET /conditions), the tracked one first, and shows its analysis; the
    // timeline is unchanged.
    const conditions = await page.getByRole('combobox', { name: 'Condition', exact: true }).locator('option').allInnerTexts();
    expect(conditions.slice(0, 2)).toEqual(['No condition selected', 'Anxiety']);
    expect(conditions).toContain('ADHD');
    expect(conditions.filter((name) => name === 'Anxiety')).toHaveLength(1);
    await page.getByRole('combobox', { name: 'Condition', exact: true }).selectOption({ label: 'Anxiety' });
    const anxietyEffect = page
      .getByRole('listitem')
      .filter({ hasText: /Your anxiety was lower \(better\) on days you took Magnesium/ })
      .last();
    await visible(anxietyEffect);
    // g is negative (anxiety dropped), which for anxiety is the good way: green, not red.
    expect(await anxietyEffect.locator('[data-tone]').getAttribute('data-tone')).toBe('green');
    await visible(page.getByRole('img', { name: /Timeline of productivity, anxiety, total focus time/ }));

    // The insights modal.
    await page.getByRole('button', { name: 'Get AI Insights' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insights: Magnesium' });
    await visible(dialog);
    await visible(dialog.getByRole('heading', { name: 'What your data says' }));
    // Issue 34: the conclusion with its numbers leads; the other clear difference (anxiety) is one line below it.
    expect(await dialog.getByTestId('insight-lead').textContent()).toMatch(/Your productivity was higher on days you took Magnesium: \d\.\d on 32 days/);
    await visible(dialog.getByRole('listitem').filter({ hasText: /Linked to better days: anxiety/ }));
    await visible(dialog.getByText(/not proof of cause/).first());
    await visible(dialog.getByTestId('family-size'));
    await inspectScreen(page, 'analytics-insights');
    await dialog.getByRole('button', { name: 'Close insights' }).click();

    // Dark theme: the same screens.
    await setTheme(harness.baseURL, token, 'DARK');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
    await visible(page.getByText('Current Streak'));
    await page.getByLabel('Period').selectOption('90days');
    await visible(effectivenessTable(page).getByRole('row', { name: /Magnesium/ }));
    await inspectScreen(page, 'analytics-overview-dark');
    await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
    await page.getByRole('checkbox', { name: 'Total focus time' }).check();
    await visible(page.getByRole('img', { name: /Timeline of/ }));
    await inspectScreen(page, 'analytics-timeline-dark');
  });

  it('tells a user with ten days of data that it is too early', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'analytics-early');
    const token = await apiToken(harness.baseURL, user);
    const omega = await createSupplement(harness.baseURL, token, 'Omega-3');
    await seedHistory(
      harness.baseURL,
      token,
      ZONE,
      Array.from({ length: 10 }, (_, i) => ({ daysAgo: 9 - i, ratings: { productivity: i % 2 === 0 ? 8 : 4 }, doses: i % 2 === 0 ? [omega] : [] })),
    );
    const { page } = await harness.newContext();
    await openAnalytics(page, user);
    await visible(page.getByText(/Too early to tell what helps/));
    await visible(page.getByText(/there are 10 rated days in the last 30 days/));
    const row = effectivenessTable(page).getByRole('row', { name: /Omega-3/ });
    const text = (await row.getByRole('cell').allInnerTexts()).join(' ');
    expect(text).toContain('Not enough data yet');
    expect(text).toContain('Too early to tell for your productivity: comparisons need at least 14 rated days');
    expect(await row.locator('[data-tone]').getAttribute('data-tone')).toBe('none');
    await inspectScreen(page, 'analytics-early');

    // The timeline for the supplement and its insights modal say it is early, too.
    await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
    await visible(page.getByRole('img', { name: /Timeline of/ }));
    await page.getByRole('button', { name: 'Get AI Insights' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insights: Omega-3' });
    await visible(dialog.getByText(/Too early for comparisons/));
  });
});
