/**
 * The Daily tab's New Entry form with Today's Summary and the insight card: the hints about metrics left at 5,
 * the confirm that sends the user back to the sliders, a save that changes the summary and resets the form,
 * the failure alert, and the saved entry still counted after a reload.
 */
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './support/fixtures.js';
import { DailyEntryPage } from './support/daily-entry-page.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { startSessionViaApi, stopSessionViaApi } from './support/daily-focus-api.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

describe('daily entry', () => {
  it('hints, confirms defaults, saves, resets the form, updates the summary and keeps it after a reload', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-entry');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const daily = new DailyEntryPage(page);

    expect(await daily.summaryValue('Entries Today')).toBe('0 / 1');
    expect(await daily.summaryValue('Total Focus')).toBe('0 s');
    await visible(daily.insightCard().getByText(/Not enough data for a personal insight yet/));
    expect(await daily.sliderValues()).toEqual(['5', '5', '5', '5', '5']);
    await seeText(page, 'All four metrics are still at 5. Move the sliders to record how today actually went.');
    await inspectScreen(page, 'daily-entry');

    // Everything at 5: the save asks first; cancelling goes back to the sliders and saves nothing.
    await daily.saveButton().click();
    const confirm = page.getByRole('alertdialog', { name: 'Save with default values?' });
    await visible(confirm.getByText('All metrics are still at the default value of 5. Save this entry with default values?'));
    await inspectScreen(page, 'daily-entry-confirm');
    await confirm.getByRole('button', { name: 'Adjust metrics' }).click();
    await hidden(confirm);
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'range');
    expect(await daily.slider('Overall Rating').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await daily.summaryValue('Entries Today')).toBe('0 / 1');

    // Two of the four moved: the note replaces the warning; one left at 5: no hint.
    await daily.moveSlider('Focus Level', 3);
    await daily.moveSlider('Productivity', -2);
    await seeText(page, 'Some metrics are still at the default of 5. Adjust them if they do not fit today.');
    await daily.moveSlider('Restlessness', -1);
    await hidden(page.getByText('Some metrics are still at the default of 5.', { exact: false }));
    await daily.moveSlider('Overall Rating', 2);
    expect(await daily.sliderValues()).toEqual(['7', '8', '5', '4', '3']);

    await daily.chip('Focused').click();
    expect(await daily.chip('Focused').getAttribute('aria-pressed')).toBe('true');
    await daily.notes().fill('Good morning, slow afternoon');

    // A failed save keeps everything and says so.
    await page.route('**/api/entries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' })
        : route.continue(),
    );
    await daily.saveButton().click();
    await seeText(page, 'Failed to save entry. Please try again.');
    expect(await daily.sliderValues()).toEqual(['7', '8', '5', '4', '3']);
    expect(await daily.notes().inputValue()).toBe('Good morning, slow afternoon');
    await page.unroute('**/api/entries');

    // Not all at 5: saved at once, without a confirm.
    await daily.saveButton().click();
    await seeText(page, 'Entry saved successfully!');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    // The keyboard focus stayed on Save through the save (a disabled button would have dropped it).
    expect(await daily.saveButton().evaluate((button) => button === document.activeElement)).toBe(true);
    await daily.waitForSummary('Entries Today', '1 / 1');
    expect(await daily.sliderValues()).toEqual(['5', '5', '5', '5', '5']);
    expect(await daily.chip('Focused').getAttribute('aria-pressed')).toBe('false');
    expect(await daily.notes().inputValue()).toBe('');

    // Exactly one entry, as typed, is in the database.
    const entries = await page.evaluate(async () => {
      const token = window.localStorage.getItem('wellness.accessToken');
      const response = await fetch('/api/entries?limit=10', { headers: { Authorization: `Bearer ${token ?? ''}` } });
      return (await response.json()) as { entries: Array<Record<string, unknown>> };
    });
    expect(entries.entries).toHaveLength(1);
    expect(entries.entries[0]).toMatchObject({
      type: 'REGULAR',
      overallRating: 7,
      focusLevel: 8,
      taskInitiation: 5,
      restlessness: 4,
      productivity: 3,
      tags: ['Focused'],
      notes: 'Good morning, slow afternoon',
    });

    await page.reload();
    await shell.waitForTab('Daily');
    expect(await daily.summaryValue('Entries Today')).toBe('1 / 1');
  });

  it('saves all-default metrics once the user confirms', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-defaults');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const daily = new DailyEntryPage(page);
    expect(await daily.summaryValue('Entries Today')).toBe('0 / 1');

    await daily.saveButton().click();
    const confirm = page.getByRole('alertdialog', { name: 'Save with default values?' });
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await seeText(page, 'Entry saved successfully!');
    await daily.waitForSummary('Entries Today', '1 / 1');
  });

  it('saves supplement-only and session-only entries without metrics, once what they are about is chosen', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-types');
    const token = await apiToken(harness.baseURL, user);
    const supplementId = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', remainingSupply: 20 });
    const session = await startSessionViaApi(harness.baseURL, token, { sessionType: 'READING', plannedDuration: 25 });
    await stopSessionViaApi(harness.baseURL, token, session.id);
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const daily = new DailyEntryPage(page);
    const supplements = new DailySupplementsSection(page);

    // Supplement only: no sliders, and Save waits for a ticked supplement.
    await daily.chip('Supplement only').click();
    expect(await daily.entryForm().getByRole('slider').count()).toBe(0);
    await visible(daily.entryForm().getByText('Select the supplements you took in Today’s Supplements first.', { exact: true }));
    expect(await daily.saveButton().isDisabled()).toBe(true);
    await supplements.mode('Select for entry').click();
    await supplements.entryCheckbox('Magnesium').check();
    await visible(daily.entryForm().getByText('Magnesium', { exact: true }));
    // A double click saves once (the count of two entries below would be three otherwise).
    await daily.saveButton().dblclick();
    await seeText(page, 'Entry saved successfully!');
    await daily.waitForSummary('Entries Today', '1 / 1');

    // Session only: choose one of today's finished sessions.
    await daily.chip('Session only').click();
    expect(await daily.saveButton().isDisabled()).toBe(true);
    const picker = daily.entryForm().getByLabel('Focus session');
    await picker.selectOption({ index: 1 });
    expect(await picker.locator('option:checked').innerText()).toMatch(/^Reading at /);
    await daily.saveButton().click();
    await daily.waitForSummary('Entries Today', '2 / 1');
    await inspectScreen(page, 'daily-entry-session-only');

    const saved = await page.evaluate(async () => {
      const token = window.localStorage.getItem('wellness.accessToken');
      const response = await fetch('/api/entries?limit=10', { headers: { Authorization: `Bearer ${token ?? ''}` } });
      return (await response.json()) as {
        entries: Array<{ type: string; focusLevel: number | null; supplements: Array<{ supplementId: string }>; session: { id: string } | null }>;
      };
    });
    const byType = Object.fromEntries(saved.entries.map((entry) => [entry.type, entry]));
    expect(saved.entries).toHaveLength(2);
    expect(byType['SUPPLEMENT_ONLY']).toMatchObject({ focusLevel: null, supplements: [{ supplementId }], session: null });
    expect(byType['SESSION_ONLY']).toMatchObject({ focusLevel: null, supplements: [], session: { id: session.id } });
  });
});
