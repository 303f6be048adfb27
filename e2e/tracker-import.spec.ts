/**
 * Import from another app (issue 33): a Daylio CSV with a custom mood name is previewed (nothing written), the mood
 * is mapped onto the 1-10 scale, the preview is updated and the import writes the days, which History then lists
 * with their notes; the same file again previews as already there and imports nothing. Screenshots of the preview at
 * 1280 and 390 px, light and dark.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { dayInNewYork, HistoryPage } from './support/history-page.js';
import { ShellPage } from './support/pages/shell-page.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { inspectScreen } from './support/screenshots.js';
import { visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();

async function openImportCard(page: Page) {
  await new ShellPage(page).openTab('Settings');
  await page.getByRole('tab', { name: 'Account & Data' }).click();
  await waitForPath(page, '/settings/account');
  const card = page.getByRole('region', { name: 'Import from another app', exact: true });
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** A Daylio CSV export of three recent days: a 12-hour time, a custom mood ("sleepy"), a note with a quoted newline. */
function daylioCsv(): Buffer {
  const [d1, d2, d3] = [dayInNewYork(1), dayInNewYork(2), dayInNewYork(3)];
  const lines = [
    'full_date,date,weekday,time,mood,activities,note_title,note',
    `${d1},"Nov 29",Sunday,20:15,rad,"reading | walk",,"Imported day one, a good one"`,
    `${d2},"Nov 28",Saturday,8:05 PM,sleepy,"reading",,"Imported day two:\nslow start"`,
    `${d3},"Nov 27",Friday,07:30,meh,"",Morning,"Imported day three"`,
  ];
  return Buffer.from(`${lines.join('\n')}\n`);
}

describe('import from another app', () => {
  it('previews a Daylio CSV, maps a mood of its own, imports it into History, and a second import adds nothing', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daylio-import');
    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    const card = await openImportCard(page);

    await card.getByLabel('File').setInputFiles({ name: 'daylio_export.csv', mimeType: 'text/csv', buffer: daylioCsv() });
    await visible(card.getByText('daylio_export.csv · Daylio (CSV export)'));
    expect(await card.getByLabel('From').inputValue()).toBe('daylio-csv');
    await visible(card.getByText(/This file has 3 rows\. Importing adds 3 entries/));
    // Daylio's default levels come proposed; a mood of the user's own is asked for.
    expect(await card.getByLabel('Rating for rad').inputValue()).toBe('10');
    expect(await card.getByLabel('Rating for meh').inputValue()).toBe('5');
    await card.getByLabel('Rating for sleepy').selectOption('4');
    await visible(card.getByText('You changed the mapping. Update the preview to see what the import will write.'));
    expect(await card.getByRole('button', { name: /^Import \d+ records?$/ }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: 'Update preview' }).click();
    await card.getByText('You changed the mapping.').waitFor({ state: 'detached' });
    await visible(card.getByText('Line 3', { exact: true }));
    await inspectScreen(page, 'tracker-import-preview');
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspectScreen(page, 'tracker-import-preview-dark');
    // The card alone on a phone, light and dark, to look at its mapping rows closely.
    await page.setViewportSize(PHONE);
    await card.screenshot({ path: join(SCREENSHOTS_DIR, 'tracker-import-card-dark-390.png') });
    await page.emulateMedia({ colorScheme: 'light' });
    await card.screenshot({ path: join(SCREENSHOTS_DIR, 'tracker-import-card-390.png') });
    await page.setViewportSize(DESKTOP);

    await card.getByRole('button', { name: /^Import \d+ records?$/ }).click();
    await visible(card.getByText(/^Import complete\. Added 3 entries/));

    const history = new HistoryPage(page);
    await history.open();
    for (const [day, note] of [
      [dayInNewYork(1), 'Imported day one, a good one'],
      [dayInNewYork(2), 'slow start'],
      [dayInNewYork(3), 'Imported day three'],
    ] as const) {
      await visible(history.day(day));
      await visible(history.day(day).getByText(note, { exact: false }));
    }

    const again = await openImportCard(page);
    await again.getByLabel('File').setInputFiles({ name: 'daylio_export.csv', mimeType: 'text/csv', buffer: daylioCsv() });
    await visible(again.getByText(/Importing adds nothing new\. Already in your account: 3 entries/));
    expect(await again.getByRole('button', { name: 'Nothing new to import' }).isDisabled()).toBe(true);
  });
});
