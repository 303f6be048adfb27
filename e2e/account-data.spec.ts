/**
 * Settings › Account & Data: editing the profile and the regional settings (country CA fills market and
 * currency, shows the NPN/DIN field in the substance form, and the ISO date format changes the header's date);
 * exporting JSON and CSV (the files arrive, are named from the range and today, and parse); clearing all data with
 * the wrong and then the right text; importing the JSON export back, after its preview. Screenshots at 1280 and
 * 390 px, light and dark.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backupFile, substanceRecord } from '../packages/server/test/support/backup-records.js';
import { DESKTOP } from './support/browser.js';
import { seedEntry, dayInZone } from './support/conditions-api.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { ShellPage } from './support/pages/shell-page.js';
import { inspectScreen } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { SubstancesPage } from './support/substances-page.js';
import { seeText, visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();

async function openAccount(page: Page): Promise<void> {
  await new ShellPage(page).openTab('Settings');
  await page.getByRole('tab', { name: 'Account & Data' }).click();
  await waitForPath(page, '/settings/account');
  await visible(page.getByRole('heading', { level: 3, name: 'Account Statistics' }));
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Today in the browser's zone (the harness opens every context in America/New_York). */
const today = () => dayInZone('America/New_York', 0);

async function download(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

describe('account and data', () => {
  it('edits the profile and regional settings, and the regional choices change what the app shows', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'account');
    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    await openAccount(page);
    await inspectScreen(page, 'account-data');
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspectScreen(page, 'account-data-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    const profile = card(page, 'Profile Settings');
    await profile.getByRole('button', { name: 'Edit' }).click();
    expect(await profile.getByLabel('Email').getAttribute('type')).toBe('email');
    await profile.getByLabel('Name').fill('Renamed Person');
    await profile.getByLabel('Time zone').fill('America/Denver');
    await inspectScreen(page, 'account-data-profile-edit');
    // Refused: the alert leads with the same words whatever the server found, and lists each problem below them.
    await profile.getByLabel('Name').fill('');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    const refused = await visible(profile.getByRole('alert'));
    await visible(refused.getByText('Failed to update profile. Please try again.', { exact: true }));
    await visible(refused.getByText('Full name is required', { exact: true }));
    await profile.getByLabel('Name').fill('Renamed Person');
    await profile.getByLabel('Time zone').fill('Mars/Olympus');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await visible(refused.getByText('Unknown time zone', { exact: true }));
    await visible(refused.getByText('Failed to update profile. Please try again.', { exact: true }));
    await profile.getByLabel('Time zone').fill('America/Denver');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await visible(profile.getByText('Profile saved.'));
    await visible(profile.getByText('Renamed Person'));
    await visible(profile.getByText('America/Denver'));
    await visible(profile.getByText('Free Tier'));

    const regional = card(page, 'Regional and International Settings');
    await regional.getByRole('button', { name: 'Edit' }).click();
    await regional.getByLabel('Country').selectOption('CA');
    expect(await regional.getByLabel('Market').inputValue()).toBe('CA');
    expect(await regional.getByLabel('Currency').inputValue()).toBe('CAD');
    await regional.getByLabel('Currency').selectOption('USD');
    await regional.getByLabel('Date format').selectOption('ISO');
    await inspectScreen(page, 'account-data-regional-edit');
    await regional.getByRole('button', { name: 'Save regional settings' }).click();
    await visible(regional.getByText('Regional settings saved.'));
    await visible(regional.getByText('Canada (Health Canada)'));
    await visible(regional.getByText('USD'));
    // The header's date follows the ISO format: "Weekday, YYYY-MM-DD".
    await page.waitForFunction(() => /\d{4}-\d{2}-\d{2}/.test(document.querySelector('header time')?.textContent ?? ''));

    // The substance form's regulatory section follows the market: Canada asks for the NPN/DIN number.
    await new ShellPage(page).openTab('Substances');
    const form = await new SubstancesPage(page).openAdd('Supplement');
    await form.getByRole('button', { name: /Advanced Options/ }).click();
    await visible(form.getByLabel('NPN/DIN number'));
    await inspectScreen(page, 'account-data-substance-form-canada');
  });

  it('exports JSON and CSV, clears all data with the wrong then the right text, and imports the export back', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'export');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', dosage: 200, unit: 'mg', notes: '=1+1' });
    await seedEntry(harness.baseURL, token, dayInZone('America/New_York', 1), {
      overallRating: 7,
      focusLevel: 6,
      taskInitiation: 5,
      restlessness: 4,
      productivity: 8,
    });
    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    await openAccount(page);
    const exportCard = card(page, 'Data Export');

    // JSON, all time: the full backup.
    await exportCard.getByLabel('Date range').selectOption('all');
    const json = await download(page, async () => {
      await exportCard.getByRole('button', { name: 'Export data' }).click();
    });
    expect(json.name).toBe(`wellness-data-all-${today()}.json`);
    const backup = JSON.parse(json.text) as { format: string; data: { substances: { name: string }[]; entries: unknown[] } };
    expect(backup.format).toBe('wellness-tracker-export');
    expect(backup.data.substances.map((s) => s.name)).toEqual(['Magnesium']);
    expect(backup.data.entries).toHaveLength(1);

    // CSV, the default 30 days.
    await exportCard.getByLabel('Date range').selectOption('30days');
    await exportCard.getByLabel('Format').selectOption('csv');
    const csv = await download(page, async () => {
      await exportCard.getByRole('button', { name: 'Export data' }).click();
    });
    expect(csv.name).toBe(`wellness-data-30days-${today()}.csv`);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^record_type,id,date,time,timestamp,name,/);
    expect(lines.some((line) => line.startsWith('substance,') && line.includes("'=1+1"))).toBe(true);
    expect(lines.some((line) => line.startsWith('entry,'))).toBe(true);

    // Clear all data: disabled until the text matches; Enter with the wrong text says so.
    const danger = card(page, 'Data Management');
    const clearButton = danger.getByRole('button', { name: 'Clear all data' });
    await danger.getByLabel('Confirmation').fill('delete all data');
    expect(await clearButton.isDisabled()).toBe(true);
    await danger.getByLabel('Confirmation').press('Enter');
    await seeText(page, 'Please type "DELETE_ALL_DATA" exactly to confirm.');
    await inspectScreen(page, 'account-data-clear-mismatch');
    await danger.getByLabel('Confirmation').fill('DELETE_ALL_DATA');
    expect(await clearButton.isEnabled()).toBe(true);
    const reloaded = page.waitForEvent('load');
    await clearButton.click();
    await seeText(page, 'All data has been permanently deleted.');
    await reloaded;
    await openAccount(page);
    const stats = card(page, 'Account Statistics');
    await visible(stats.getByText('Your first entry will be your first milestone.'));

    // Import the JSON export back, after the preview of what it holds.
    const importCard = card(page, 'Import');
    await importCard.getByLabel('Backup file').setInputFiles({ name: json.name, mimeType: 'application/json', buffer: Buffer.from(json.text) });
    await visible(importCard.getByText(`${json.name} holds`));
    await visible(importCard.getByText(/^Importing adds \d+ records?\./));
    await inspectScreen(page, 'account-data-import-preview');
    await importCard.getByRole('button', { name: /^Import \d+ records?$/ }).click();
    await visible(importCard.getByText(/^Import complete\. \d+ records added/));
    await visible(stats.getByText('Logged your first entry'));
    await new ShellPage(page).openTab('Substances');
    await visible(page.getByText('Magnesium').first());
  });

  it('refuses, naming the cap, an import that would pass a per-user cap, and shows a field the forms refuse in the preview', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'import-cap');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium' });
    const backup = (substances: unknown[]) => Buffer.from(JSON.stringify(backupFile({ substances })));
    const substance = (i: number, name = `Imported ${i}`) => substanceRecord(`cap-${crypto.randomUUID()}`, [], name);
    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    await openAccount(page);
    const importCard = card(page, 'Import');

    // A blank name: the preview already names the field, with the form's own message.
    await importCard.getByLabel('Backup file').setInputFiles({ name: 'blank.json', mimeType: 'application/json', buffer: backup([substance(0, '   ')]) });
    await visible(importCard.getByText('data.substances.0.name: Name is required'));

    // 100 new substances on top of the one the account holds: the server's dry run refuses the whole file with the
    // cap before the person can press Import; 99 fit, and the preview says how many it adds.
    const hundred = Array.from({ length: 100 }, (_, i) => substance(i));
    await importCard.getByLabel('Backup file').setInputFiles({ name: 'many.json', mimeType: 'application/json', buffer: backup(hundred) });
    await visible(importCard.getByText('This backup would make 101 substances; an account holds at most 100.'));
    expect(await importCard.getByRole('button', { name: /^Import \d+ records?$/ }).count()).toBe(0);
    await importCard.getByLabel('Backup file').setInputFiles({ name: 'fits.json', mimeType: 'application/json', buffer: backup(hundred.slice(0, 99)) });
    await visible(importCard.getByText('Importing adds 99 records.'));
    await visible(importCard.getByRole('button', { name: 'Import 99 records' }));
    await inspectScreen(page, 'account-data-import-cap');
    await importCard.getByRole('button', { name: 'Cancel' }).click();
    await new ShellPage(page).openTab('Substances');
    await visible(page.getByText('Magnesium').first());
    expect(await page.getByText('Imported 1', { exact: true }).count()).toBe(0);
  });

  it("says 'Failed to load settings data' with a Retry that loads them", async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'retry');
    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    await page.route('**/api/settings/usage-stats', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Down","code":"UNAVAILABLE"}' }),
    );
    await new ShellPage(page).openTab('Settings');
    await page.getByRole('tab', { name: 'Account & Data' }).click();
    await seeText(page, 'Failed to load settings data', 20_000);
    await page.unroute('**/api/settings/usage-stats');
    await page.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByRole('heading', { level: 3, name: 'Account Statistics' }));
  });
});
