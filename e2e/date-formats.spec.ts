/**
 * One date and time format everywhere (issue 34): a user with a dose today, and yesterday a dose and an entry at
 * 20:42 and a reading session at 09:05, and a supplement expiring on 2027-10-29. For each date format set through the
 * API (the clock left to follow it: US 12-hour, EU and ISO 24-hour), and once for US with a 24-hour clock chosen,
 * every screen's dates and times read in that format: the header and the Daily tab's dose times; History's day
 * heading, entry, dose and session times, the undo notice and the calendar's month; the substance card's expiry;
 * the Analytics timeline's axis; Settings' sign-in activity. No date in another format and no "PM" on a 24-hour clock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP } from './support/browser.js';
import {
  AXIS_PATTERNS,
  clockText,
  DATE_PATTERNS,
  dateText,
  EXPIRY_DAY,
  inNewYork,
  monthHeading,
  seedDates,
  seedTodaysDose,
  setDateFormat,
  TWELVE_HOUR,
  weekdayHeading,
  type ClockName,
  type DateFormatName,
  type SeededDates,
} from './support/date-formats.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { HistoryPage } from './support/history-page.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { apiToken } from './support/substances-api.js';
import { visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();
const FORMATS: readonly DateFormatName[] = ['US', 'EU', 'ISO'];

let user: TestUser;
let token: string;
let seeded: SeededDates;

beforeAll(async () => {
  user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'date-formats');
  token = await apiToken(harness.baseURL, user);
  seeded = await seedDates(harness.baseURL, token);
});

/** The text holds no date of another format and, on a 24-hour clock, no 12-hour time. */
function expectOnly(text: string, format: DateFormatName, clock: ClockName, where: string): void {
  for (const other of FORMATS) {
    if (other !== format) expect(text, `${where}: a ${other} date in ${format}`).not.toMatch(DATE_PATTERNS[other]);
  }
  if (clock === '24h') expect(text, `${where}: a 12-hour time on a 24-hour clock`).not.toMatch(TWELVE_HOUR);
}

const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/[\u00a0\u202f]/g, ' ');

async function checkDaily(page: Page, format: DateFormatName, clock: ClockName): Promise<void> {
  // A run that crosses New York's midnight: the dose seeded before it is yesterday's now, so today gets its own.
  if (seeded.todaysDose.day !== inNewYork(new Date()).day) seeded.todaysDose = await seedTodaysDose(harness.baseURL, token, seeded.magnesium);
  await page.goto('/daily');
  const daily = new DailySupplementsSection(page);
  await daily.waitUntilShown();
  await visible(daily.card('Magnesium'));
  const today = inNewYork(new Date()).day;
  expect((await page.locator('header time').innerText()).trim()).toBe(weekdayHeading(today, format));
  const doseTime = clockText(seeded.todaysDose.hour, seeded.todaysDose.minute, clock);
  await visible(page.locator('main').getByText(doseTime).first());
  expectOnly(await mainText(page), format, clock, 'Daily');
}

async function checkHistory(page: Page, format: DateFormatName, clock: ClockName): Promise<void> {
  const history = new HistoryPage(page);
  await history.open();
  // Yesterday is the only day with an entry.
  const day = page.getByTestId('history-day').filter({ has: page.getByTestId('history-entry') });
  await visible(day.getByRole('heading', { name: weekdayHeading(seeded.yesterday, format), exact: true }));
  const open = day.getByRole('button', { name: 'Doses and sessions', exact: true });
  await visible(day.getByRole('button', { name: /doses and sessions/i }));
  if (await open.isVisible()) await open.click();
  await visible(page.getByRole('region', { name: `Doses on ${seeded.yesterday}` }));
  const text = (await day.innerText()).replace(/[\u00a0\u202f]/g, ' ');
  expect(text).toContain(clockText(20, 42, clock));
  expect(text).toContain(`Reading at ${clockText(9, 5, clock)}`);
  expectOnly(await mainText(page), format, clock, 'History');

  // The undo notice names the entry by its day and time; Undo keeps it.
  await day.getByRole('button', { name: `Delete Full Tracking at ${clockText(20, 42, clock)}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete entry' }).click();
  const notice = history.undoNotice();
  await visible(notice.getByText(`(${dateText(seeded.yesterday, format)}, ${clockText(20, 42, clock)})`, { exact: false }));
  await notice.getByRole('button', { name: 'Undo' }).click();

  await history.open('?view=calendar');
  await visible(page.getByRole('heading', { level: 3, name: monthHeading(inNewYork(new Date()).day, format), exact: true }));
  expectOnly(await mainText(page), format, clock, 'History calendar');
}

async function checkSubstances(page: Page, format: DateFormatName, clock: ClockName): Promise<void> {
  await page.goto('/supplements');
  const card = page.getByRole('article', { name: 'Magnesium', exact: true });
  await visible(card);
  expect((await card.innerText()).replace(/[\u00a0\u202f]/g, ' ')).toContain(dateText(EXPIRY_DAY, format));
  expectOnly(await mainText(page), format, clock, 'Substances');
}

async function checkTimeline(page: Page, format: DateFormatName, clock: ClockName): Promise<void> {
  await page.goto('/analytics');
  await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
  const chart = page.getByRole('img', { name: /Timeline of/ }).first();
  await visible(chart);
  const labels = (await chart.locator('text').allTextContents()).map((t) => t.trim());
  const dates = labels.filter((label) => FORMATS.some((f) => AXIS_PATTERNS[f].test(label)));
  expect(dates.length, `axis labels: ${labels.join(' | ')}`).toBeGreaterThan(0);
  for (const label of dates) expect(label).toMatch(AXIS_PATTERNS[format]);
  expectOnly(await mainText(page), format, clock, 'Analytics timeline');
}

async function checkSignInActivity(page: Page, format: DateFormatName, clock: ClockName): Promise<void> {
  await page.goto('/settings/account');
  await waitForPath(page, '/settings/account');
  const sessions = page.locator('[aria-label="Signed-in sessions"]');
  await visible(sessions);
  const text = (await sessions.innerText()).replace(/[\u00a0\u202f]/g, ' ');
  expect(text).toContain(dateText(inNewYork(new Date()).day, format));
  if (clock === '12h') expect(text).toMatch(TWELVE_HOUR);
  // The regional settings name the clock in force, chosen or implied by the date format.
  const regional = page.getByRole('region', { name: 'Regional and International Settings', exact: true });
  await visible(regional.getByText(clock === '12h' ? '12-hour (8:42 PM)' : '24-hour (20:42)', { exact: true }));
  expectOnly(await mainText(page), format, clock, 'Settings');
}

describe('one date and time format everywhere', () => {
  const runs: Array<{ format: DateFormatName; clock: ClockName; chosen: boolean }> = [
    { format: 'US', clock: '12h', chosen: false },
    { format: 'EU', clock: '24h', chosen: false },
    { format: 'ISO', clock: '24h', chosen: false },
    { format: 'US', clock: '24h', chosen: true },
  ];
  for (const { format, clock, chosen } of runs) {
    it(`shows every screen in ${format} with a ${clock} clock${chosen ? ' chosen' : ' (the default)'}`, async () => {
      await setDateFormat(harness.baseURL, token, format, chosen ? clock : undefined);
      const { page } = await harness.newContext(DESKTOP);
      await signInThroughUi(page, user);
      await checkDaily(page, format, clock);
      await checkHistory(page, format, clock);
      await checkSubstances(page, format, clock);
      await checkTimeline(page, format, clock);
      await checkSignInActivity(page, format, clock);
    }, 120_000);
  }
});
