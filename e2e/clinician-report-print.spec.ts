/**
 * The clinician report v2 printed, end to end: a user seeded through the API (a scheduled medicine, an interaction
 * pair, four weeks of ratings, a side-effect-tagged entry) opens the report, chooses a custom range, and the page is
 * printed to PDF on A4 and US Letter. Each PDF is read back with pdf.js: at most two pages, the patient and range in
 * every page's header, the sections' text. The PDFs and screenshots (dialog at 1280 and 390 px, light and dark, and
 * print media) are kept under test-results/screenshots/ to be looked at.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { setTheme } from './support/analytics-api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { dayInZone } from './support/conditions-api.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { screenshot } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { SubstancesPage } from './support/substances-page.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();
const ZONE = 'America/New_York';

async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${harness.baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** Each page's text, in reading order and without white space, from a PDF. */
async function pdfPages(data: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(data), useSystemFonts: true });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    // Without white space: text runs split words at arbitrary points, and the checks are about the words' order.
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .replace(/\s+/g, ''),
    );
  }
  await task.destroy();
  return pages;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** "Nov 3, 2026": a day as the report prints it for a user with the default (US) date format. */
function usDay(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

async function seed(token: string): Promise<void> {
  const ritalin = await seedSubstance(harness.baseURL, token, 'prescriptions', {
    name: 'Ritalin',
    dosage: 10,
    unit: 'mg',
    remainingSupply: 40,
    prescribedBy: 'Dr. Rivera',
  });
  await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Zoloft', dosage: 50, unit: 'mg', prescribedBy: 'Dr. Rivera' });
  const stJohns = await seedSubstance(harness.baseURL, token, 'supplements', { name: "St. John's Wort", substanceType: 'HERBAL' });
  await call(token, 'PUT', `/schedules/${ritalin}`, {
    kind: 'fixed',
    times: ['08:00'],
    weekdays: null,
    everyNDays: null,
    amount: 1,
    startDate: dayInZone(ZONE, 20),
    endDate: null,
    reminders: { enabled: false, channels: ['in-app'], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: null },
    refillLeadDays: 5,
  });
  await call(token, 'POST', '/mood-tags', { name: 'Side effect' });
  // Four weeks of evening entries, a few days left out (missing, not 0); doses on most days before today.
  for (let daysAgo = 27; daysAgo >= 1; daysAgo -= 1) {
    const date = dayInZone(ZONE, daysAgo);
    if (daysAgo % 6 === 0) continue;
    const sideEffect = daysAgo === 9;
    await call(token, 'POST', '/entries', {
      date,
      time: '20:30',
      overallRating: 5 + (daysAgo % 4),
      focusLevel: 4 + (daysAgo % 5),
      taskInitiation: 3 + (daysAgo % 6),
      restlessness: 2 + (daysAgo % 3),
      productivity: 4 + (daysAgo % 5),
      mood: 6 + (daysAgo % 3),
      tags: sideEffect ? ['Side effect'] : [],
      ...(sideEffect ? { notes: 'Headache after lunch, dry mouth' } : {}),
    });
    const morning = `${date}T13:10:00.000Z`;
    if (daysAgo <= 20 && daysAgo % 5 !== 0) await call(token, 'POST', '/supplement-doses', { supplementId: ritalin, timestamp: morning });
    if (daysAgo % 3 === 0) await call(token, 'POST', '/supplement-doses', { supplementId: stJohns, timestamp: morning });
  }
}

async function openReport(page: Page): Promise<ReturnType<SubstancesPage['dialog']>> {
  const substances = new SubstancesPage(page);
  await page.getByRole('button', { name: 'Report for your clinician' }).click();
  const report = await visible(substances.dialog('Report for your clinician'));
  await visible(report.getByRole('heading', { name: /^Daily ratings/ }));
  return report;
}

async function printTo(page: Page, format: 'A4' | 'Letter', name: string): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const data = await page.pdf({ format, printBackground: true, preferCSSPageSize: false });
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  writeFileSync(join(SCREENSHOTS_DIR, `${name}.pdf`), data);
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(data);
}

describe('clinician report on paper', () => {
  it('prints a chosen month on at most two pages of A4 and of Letter, with the header on every page and every section', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'clinician-print');
    const token = await apiToken(harness.baseURL, user);
    await seed(token);
    const { page } = await harness.newContext(DESKTOP);
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const report = await openReport(page);

    // A custom range: the four weeks of the seed, up to yesterday.
    const from = dayInZone(ZONE, 27);
    const to = dayInZone(ZONE, 1);
    await report.getByLabel('Range', { exact: true }).selectOption('custom');
    await report.getByLabel('From', { exact: true }).fill(from);
    await report.getByLabel('To', { exact: true }).fill(to);
    await visible(report.getByText(`${usDay(from)} to ${usDay(to)} (27 days)`));
    await visible(report.getByText('Headache after lunch, dry mouth', { exact: false }));

    for (const format of ['A4', 'Letter'] as const) {
      const pages = await printTo(page, format, `clinician-report-${format.toLowerCase()}`);
      expect(pages.length, `${format} pages`).toBeLessThanOrEqual(2);
      const all = pages.join('\n');
      for (const [index, text] of pages.entries()) {
        expect(text, `${format} page ${index + 1} header`).toContain(squeeze(`Report for your clinician · ${user.name} · ${usDay(from)} to ${usDay(to)}`));
        expect(text, `${format} page ${index + 1} number`).toContain(squeeze(`Page ${index + 1} of ${pages.length}`));
      }
      for (const expected of [
        'Current substances (3)',
        'Ritalin',
        'Dr. Rivera',
        'scheduled doses',
        '(no schedule)',
        'Interactions among these substances',
        "St. John's Wort",
        'Side-effect notes (1)',
        'Headache after lunch, dry mouth',
        'Daily ratings (1-10)',
        'Productivity',
        'Effects found in the data',
        'comparisons tested',
      ])
        expect(all, `${format}: ${expected}`).toContain(squeeze(expected));
      // Nothing interactive is printed.
      expect(all).not.toContain('Close');
      expect(all).not.toContain('Custom');
    }

    // Print media as a screenshot, then the dialog on screen at both widths, light and dark.
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'clinician-report-print');
    await page.emulateMedia({ media: 'screen' });
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await setTheme(harness.baseURL, token, 'DARK');
        await page.reload();
        await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
      }
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        const open = page.getByRole('dialog', { name: 'Report for your clinician' });
        const dialog = (await open.isVisible()) ? open : await openReport(page);
        await visible(dialog.getByRole('heading', { name: /^Daily ratings/ }));
        await page.screenshot({ path: join(SCREENSHOTS_DIR, `clinician-report-${theme}-${viewport.width}.png`), animations: 'disabled' });
        await dialog.getByRole('heading', { name: /^Daily ratings/ }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SCREENSHOTS_DIR, `clinician-report-${theme}-ratings-${viewport.width}.png`), animations: 'disabled' });
      }
    }
  }, 240_000);
});
