/**
 * The schedule screens looked at: the top of the Daily tab with scheduled doses in every state and the More menu,
 * the substance cards with adherence and run-out, the Schedule view, the schedule editor, the clinician report's
 * adherence and History's day view, at 1280 and 390 px,
 * light and dark, under test-results/screenshots/schedules-*.png, with axe on each screen in the light theme. The
 * schedule reads are fixed answers (support/schedules-fakes.ts), so every state shows on a fresh account.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { setTheme } from './support/analytics-api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { serveScheduleFakes } from './support/schedules-fakes.js';
import { SubstancesPage } from './support/substances-page.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();

/** What is on screen (not the whole page), named by screen, width and theme. */
async function shot(page: Page, name: string, theme: string, checkAxe: boolean): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `schedules-${name}-${width}-${theme}.png`), animations: 'disabled', caret: 'hide' });
  if (checkAxe) await expectNoSeriousViolations(page, `schedules-${name}-${width}`);
}

const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

describe('schedule screens', () => {
  it('draws the Daily tab’s doses, the cards, the Schedule view and the editor at both widths in both themes', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'schedule-screens');
    const token = await apiToken(harness.baseURL, user);
    const ids = {
      sertraline: await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Sertraline', dosage: 50, unit: 'mg', remainingSupply: 30 }),
      methylphenidate: await seedSubstance(harness.baseURL, token, 'prescriptions', {
        name: 'Methylphenidate',
        dosage: 10,
        unit: 'mg',
        remainingSupply: 6,
        prescribedBy: 'Dr. Rivera',
      }),
      vitaminD: await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Vitamin D3', dosage: 1000, unit: 'IU', remainingSupply: 60 }),
      ibuprofen: await seedSubstance(harness.baseURL, token, 'otc-medications', { name: 'Ibuprofen', dosage: 200, unit: 'mg', remainingSupply: null }),
    };
    const { page } = await harness.newContext(DESKTOP);
    const today = await browserToday(page);
    await serveScheduleFakes(page, ids, today);
    const shell = await signInThroughUi(page, user);
    const substances = new SubstancesPage(page);

    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await setTheme(harness.baseURL, token, 'DARK');
        await page.reload();
        await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
      }
      for (const viewport of [DESKTOP, PHONE]) {
        const axe = theme === 'light';
        await page.setViewportSize(viewport);
        await shell.openTab('Daily');
        const doses = page.getByRole('list', { name: 'Today’s scheduled doses' });
        await visible(doses.getByText('Overdue'));
        await shot(page, 'daily-top', theme, axe);
        await page.getByRole('button', { name: 'More for Sertraline' }).scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'More for Sertraline' }).click();
        await page.getByRole('button', { name: 'Skip…' }).scrollIntoViewIfNeeded();
        await visible(page.getByRole('button', { name: 'Snooze 15 min' }));
        await shot(page, 'daily-menu', theme, false);
        await page.keyboard.press('Escape');

        await shell.openTab('Substances');
        await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'All substances' }).click();
        await visible(substances.card('Sertraline').getByText(/Taken 26 of 28/));
        await substances.card('Sertraline').scrollIntoViewIfNeeded();
        await shot(page, 'cards', theme, axe);

        await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Schedule' }).click();
        await visible(page.getByRole('list', { name: 'Scheduled substances' }));
        await page.getByRole('list', { name: 'Scheduled substances' }).scrollIntoViewIfNeeded();
        await shot(page, 'schedule-view', theme, axe);

        await page.getByRole('button', { name: 'Edit the schedule of Vitamin D3' }).click();
        const dialog = await visible(substances.dialog('Edit Supplement'));
        await visible(dialog.getByRole('radio', { name: 'At set times' }));
        await shot(page, 'editor', theme, axe);
        await dialog.getByRole('radio', { name: 'Every few days' }).scrollIntoViewIfNeeded();
        await dialog.getByRole('radio', { name: 'Chosen weekdays' }).check();
        await dialog.getByRole('group', { name: 'Weekdays' }).scrollIntoViewIfNeeded();
        await shot(page, 'editor-weekdays', theme, false);
        await dialog.getByRole('checkbox', { name: 'Remind me until I take it' }).scrollIntoViewIfNeeded();
        await visible(dialog.getByLabel('From'));
        await shot(page, 'editor-reminders', theme, false);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('button', { name: 'Discard', exact: true }).click();

        await page.getByRole('button', { name: 'Report for your clinician' }).click();
        const report = await visible(page.getByRole('dialog', { name: 'Report for your clinician' }));
        // Report v2 gives each substance its adherence in the range, in the substances section.
        const adherenceHeading = report.getByRole('heading', { name: /Current substances/ });
        await visible(adherenceHeading);
        await adherenceHeading.scrollIntoViewIfNeeded();
        await shot(page, 'report', theme, axe);
        await report.getByRole('button', { name: 'Close', exact: true }).click();

        await page.goto(`/history?view=calendar&day=${today}`);
        const day = page.getByTestId('calendar-day');
        await visible(day.getByRole('heading', { name: 'Scheduled doses' }));
        await day.scrollIntoViewIfNeeded();
        await shot(page, 'history-day', theme, axe);
      }
    }
  });
});
