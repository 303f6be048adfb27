/**
 * The Daily tab's Focus Aids & Activities and Focus Session end to end: picking aids for the next entry, the
 * Create Custom Focus Aid dialog, edit mode (hide, persisted across a reload, delete), the session timer
 * (start, tick, pause freezes it, resume, reload continues from the server's start, stop saves the preselected
 * productivity 7 and 'Session completed'), a start refused with 409 because another tab already started one, and the
 * failure messages the specification gives, with axe and screenshots at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen, screenshot } from './support/screenshots.js';
import { apiToken } from './support/substances-api.js';
import { inspectDialog } from './support/substances-screens.js';
import { startSessionViaApi, todaySessionsViaApi } from './support/daily-focus-api.js';
import { DailyFocusPage } from './support/daily-focus-page.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

async function openDaily(page: Page, user: TestUser): Promise<DailyFocusPage> {
  await signInThroughUi(page, user);
  const daily = new DailyFocusPage(page);
  await daily.waitUntilShown();
  return daily;
}

const pressed = (daily: DailyFocusPage, name: string) => daily.aid(name).getAttribute('aria-pressed');

/** Waits until a locator's attribute has the value (the section answers after the server does). */
async function attributeBecomes(page: Page, selectorOwner: { getAttribute(name: string): Promise<string | null> }, name: string, value: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await selectorOwner.getAttribute(name)) === value) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${name} did not become ${value}`);
}

describe('daily focus aids', () => {
  it('picks aids, creates a custom aid, hides it in edit mode (kept after a reload) and deletes it', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-aids');
    const { page } = await harness.newContext();
    const daily = await openDaily(page, user);

    // Normal mode: the active built-in aids, grouped by category.
    await visible(daily.aid('Fidget tool'));
    await visible(daily.aids().getByRole('group', { name: 'Audio' }).getByRole('button', { name: 'Instrumental music' }));
    await seeText(page, 'Nothing picked yet. Tap what you are using; it is saved with your next entry.');

    // Selection toggles per aid.
    expect(await pressed(daily, 'Fidget tool')).toBe('false');
    await daily.aid('Fidget tool').click();
    expect(await pressed(daily, 'Fidget tool')).toBe('true');
    await seeText(page, '1 picked for your next entry.');
    await daily.aid('Fidget tool').click();
    expect(await pressed(daily, 'Fidget tool')).toBe('false');
    await daily.aid('Coffee or tea').click();
    expect(await pressed(daily, 'Coffee or tea')).toBe('true');
    await inspectScreen(page, 'daily-focus-aids');

    // The Create Custom Focus Aid dialog: submit stays disabled while the name is blank.
    const dialog = await daily.openCreate();
    const submit = dialog.getByRole('button', { name: 'Create aid' });
    expect(await submit.isDisabled()).toBe(true);
    const name = dialog.getByLabel('Name', { exact: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('e.g. Lo-fi playlist');
    await name.fill('   ');
    await visible(dialog.getByText('Focus aid name is required', { exact: true }));
    expect(await submit.isDisabled()).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Lo-fi playlist');
    await hidden(dialog.getByText('Focus aid name is required', { exact: true }));
    expect(await submit.isDisabled()).toBe(false);
    // The target emoji is picked by default; choose headphones from the palette.
    const palette = dialog.getByRole('radiogroup', { name: 'Icon' });
    expect(await palette.getByRole('radio').count()).toBe(20);
    expect(await palette.getByRole('radio', { name: '🎯' }).isChecked()).toBe(true);
    await palette.getByText('🎧', { exact: true }).click();
    expect(await palette.getByRole('radio', { name: '🎧' }).isChecked()).toBe(true);
    expect(await palette.getByRole('radio', { name: '🎯' }).isChecked()).toBe(false);
    expect(await dialog.getByLabel('Category').inputValue()).toBe('other');
    await dialog.getByLabel('Category').selectOption('audio');
    await inspectDialog(page, 'daily-create-focus-aid');
    await submit.click();
    await hidden(dialog);
    await seeText(page, '“Lo-fi playlist” was added.');
    const custom = await visible(daily.aids().getByRole('group', { name: 'Audio' }).getByRole('button', { name: 'Lo-fi playlist', exact: true }));
    expect(await custom.innerText()).toContain('🎧');
    await custom.click();
    expect(await pressed(daily, 'Lo-fi playlist')).toBe('true');
    await seeText(page, '2 picked for your next entry.');

    // Edit mode shows every aid with a switch; hide the custom one.
    await daily.editToggle().click();
    expect(await daily.editToggle().getAttribute('aria-pressed')).toBe('true');
    expect(await daily.aids().getByRole('button', { name: 'Fidget tool', exact: true }).count()).toBe(0);
    const row = daily.editRow('Lo-fi playlist');
    await visible(row);
    expect(await daily.showSwitch('Lo-fi playlist').getAttribute('aria-checked')).toBe('true');
    expect(await row.getAttribute('data-visibility')).toBe('shown');
    // Built-in aids cannot be deleted; the user's own can.
    expect(await daily.aids().getByRole('button', { name: 'Delete Fidget tool' }).count()).toBe(0);
    await visible(row.getByRole('button', { name: 'Delete Lo-fi playlist' }));

    await daily.showSwitch('Lo-fi playlist').click();
    await attributeBecomes(page, daily.showSwitch('Lo-fi playlist'), 'aria-checked', 'false');
    expect(await row.getAttribute('data-visibility')).toBe('hidden');
    await visible(row.getByText('Hidden', { exact: true }));
    expect(await row.locator('[data-aid-icon]').evaluate((element) => getComputedStyle(element).opacity)).toBe('0.5');
    // Hide a built-in one too, for the screenshot of both states.
    await daily.showSwitch('Brown or white noise').click();
    await attributeBecomes(page, daily.showSwitch('Brown or white noise'), 'aria-checked', 'false');
    await inspectScreen(page, 'daily-focus-aids-edit');

    // Leaving edit mode: the hidden aids are gone, and the hidden pick no longer counts.
    await daily.editToggle().click();
    expect(await daily.editToggle().getAttribute('aria-pressed')).toBe('false');
    await visible(daily.aid('Fidget tool'));
    expect(await daily.aid('Lo-fi playlist').count()).toBe(0);
    expect(await daily.aid('Brown or white noise').count()).toBe(0);
    await seeText(page, '1 picked for your next entry.');

    // Kept by the server: still hidden after a reload, and still listed (hidden) in edit mode.
    await page.reload();
    await daily.waitUntilShown();
    await visible(daily.aid('Fidget tool'));
    expect(await daily.aid('Lo-fi playlist').count()).toBe(0);
    await daily.editToggle().click();
    await visible(daily.editRow('Lo-fi playlist').getByText('Hidden', { exact: true }));
    expect(await daily.showSwitch('Lo-fi playlist').getAttribute('aria-checked')).toBe('false');

    // Show the built-in one again, then delete the custom aid after confirming.
    await daily.showSwitch('Brown or white noise').click();
    await attributeBecomes(page, daily.showSwitch('Brown or white noise'), 'aria-checked', 'true');
    await daily.editRow('Lo-fi playlist').getByRole('button', { name: 'Delete Lo-fi playlist' }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete focus aid?' }));
    expect(await confirm.innerText()).toContain('Are you sure you want to delete “Lo-fi playlist”?');
    await confirm.getByRole('button', { name: 'Delete Lo-fi playlist' }).click();
    await hidden(confirm);
    await seeText(page, '“Lo-fi playlist” was deleted.');
    await hidden(daily.editRow('Lo-fi playlist'));
    // The delete button went with its row: focus lands on the Edit toggle.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Edit');
    await daily.editToggle().click();
    await visible(daily.aid('Brown or white noise'));
  }, 120_000);

  it('shows the load, update and create failures', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-aids-errors');
    const { page } = await harness.newContext();
    // The first load fails (and its retries); Retry recovers once the server answers again.
    await page.route('**/api/daily/focus-aids', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    await signInThroughUi(page, user);
    const daily = new DailyFocusPage(page);
    await visible(daily.aids().getByText('Failed to load focus aids', { exact: true }), 20_000);
    await visible(daily.aids().getByRole('button', { name: 'Retry' }));
    await screenshot(page, 'daily-focus-aids-load-failed');
    // Retry asks again; this time every aid is hidden, which is the empty state.
    await page.unroute('**/api/daily/focus-aids');
    await page.route('**/api/daily/focus-aids', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"focusAids":[]}' }));
    await daily.aids().getByRole('button', { name: 'Retry' }).click();
    await visible(daily.aids().getByText('No focus aids available', { exact: true }));
    await page.unroute('**/api/daily/focus-aids');

    // A failed show/hide: the server's message, else 'Failed to update focus aid'; the switch keeps its state.
    await daily.editToggle().click();
    await visible(daily.showSwitch('Fidget tool'));
    await page.route('**/api/focus-aids/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Focus aid not found"}' })
        : route.fallback(),
    );
    await daily.showSwitch('Fidget tool').click();
    await visible(daily.aids().getByRole('alert').getByText('Focus aid not found'));
    expect(await daily.showSwitch('Fidget tool').getAttribute('aria-checked')).toBe('true');
    await page.unroute('**/api/focus-aids/*');
    await page.route('**/api/focus-aids/*', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 502, body: '' }) : route.fallback()));
    await daily.showSwitch('Fidget tool').click();
    await visible(daily.aids().getByRole('alert').getByText('Failed to update focus aid', { exact: true }));
    expect(await daily.showSwitch('Fidget tool').getAttribute('aria-checked')).toBe('true');
    await page.unroute('**/api/focus-aids/*');
    await daily.editToggle().click();
    // Each change reloads both lists, so normal mode now shows the server's real list again.
    await visible(daily.aid('Fidget tool'));

    // A refused create: the message in the dialog and the server's details next to their fields.
    await page.route('**/api/focus-aids', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Invalid input', details: [{ path: 'icon', message: 'The icon must be a single emoji or a few characters' }] }),
          })
        : route.fallback(),
    );
    const dialog = await daily.openCreate();
    await dialog.getByLabel('Name', { exact: true }).fill('Desk plant');
    await dialog.getByLabel(/^Or type your own/).fill('🌱');
    // A typed icon replaces the palette pick.
    expect(await dialog.getByRole('radiogroup', { name: 'Icon' }).getByRole('radio', { checked: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Create aid' }).click();
    await visible(dialog.getByRole('alert').getByText('Invalid input', { exact: true }));
    await visible(dialog.getByText('The icon must be a single emoji or a few characters', { exact: true }));
    expect(await dialog.getByLabel(/^Or type your own/).getAttribute('aria-invalid')).toBe('true');
    await page.unroute('**/api/focus-aids');
    await page.route('**/api/focus-aids', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await dialog.getByRole('button', { name: 'Create aid' }).click();
    await visible(dialog.getByRole('alert').getByText('Failed to create focus aid', { exact: true }));
    await page.unroute('**/api/focus-aids');
    await dialog.getByRole('button', { name: 'Create aid' }).click();
    await hidden(dialog);
    await visible(daily.aids().getByRole('group', { name: 'Other' }).getByRole('button', { name: 'Desk plant', exact: true }));
  }, 90_000);
});

describe('daily focus session', () => {
  it('starts, ticks, pauses, resumes, continues after a reload and stops into today’s list', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-session');
    const { page } = await harness.newContext();
    const daily = await openDaily(page, user);
    const session = daily.session();

    // Defaults: a boring task of 25 minutes.
    expect(await session.getByLabel('Session type').inputValue()).toBe('BORING_TASK');
    expect(await session.getByLabel('Planned minutes').inputValue()).toBe('25');
    await seeText(page, 'No focus sessions yet today.');
    await daily.startButton().click();

    // Running: the clock ticks from the server's start time, with progress toward 25 minutes.
    await visible(session.getByRole('timer'));
    await visible(session.getByText('Running', { exact: true }));
    await visible(session.getByText('Planned 25 min', { exact: true }));
    expect(await session.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('0 of 25 minutes');
    expect(await session.getByRole('timer').getAttribute('aria-live')).toBeNull();
    expect(await daily.startButton().count()).toBe(0);
    const first = await daily.clockSeconds();
    await page.waitForTimeout(1500);
    const second = await daily.clockSeconds();
    expect(second).toBeGreaterThan(first);
    await inspectScreen(page, 'daily-focus-session');

    // Pause freezes the clock.
    await session.getByRole('button', { name: 'Pause', exact: true }).click();
    await visible(session.getByRole('button', { name: 'Resume', exact: true }));
    await visible(session.getByText('Paused', { exact: true }));
    const frozen = await daily.clockSeconds();
    await page.waitForTimeout(1500);
    expect(await daily.clockSeconds()).toBe(frozen);

    // Resume: it runs again, from where it stopped (the pause is not counted).
    await session.getByRole('button', { name: 'Resume', exact: true }).click();
    await visible(session.getByRole('button', { name: 'Pause', exact: true }));
    const resumed = await daily.clockSeconds();
    expect(resumed).toBeGreaterThanOrEqual(frozen);
    // The server keeps ended pauses in whole seconds, so the clock may resume up to a second ahead.
    expect(resumed).toBeLessThanOrEqual(frozen + 2);
    // The server's answer may then set it back by that second, so wait long enough for a second tick past it.
    await page.waitForTimeout(2500);
    const afterResume = await daily.clockSeconds();
    expect(afterResume).toBeGreaterThan(resumed);

    // A reload continues from the server's start time rather than from zero.
    await page.reload();
    await daily.waitUntilShown();
    await visible(session.getByRole('timer'));
    const reloaded = await daily.clockSeconds();
    expect(reloaded).toBeGreaterThanOrEqual(afterResume);
    expect(reloaded).toBeLessThanOrEqual(afterResume + 4);

    // While it runs, today's list shows it in progress.
    await visible(daily.sessionList().getByText('In progress', { exact: true }));

    // Stop asks for the rating (7 chosen at first) and saves it: back to Start, and today's list and totals show
    // it with productivity 7.
    await session.getByRole('button', { name: 'Stop', exact: true }).click();
    await daily.stopRatingDialog().getByRole('button', { name: 'Save session' }).click();
    await visible(daily.startButton());
    expect(await session.getByRole('timer').count()).toBe(0);
    await visible(daily.sessionList().getByText('Productivity 7/10', { exact: true }));
    expect(await daily.sessionList().getByRole('listitem').count()).toBe(1);
    await visible(daily.sessionList().getByText('Boring task', { exact: true }));
    expect((await daily.summary()).count).toBe('1');
    expect((await daily.summary()).total).toMatch(/^\d+ s$/);
    // Focus lands on Start, ready for the next one.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Start');

    const token = await apiToken(harness.baseURL, user);
    const saved = await todaySessionsViaApi(harness.baseURL, token);
    expect(saved.summary.count).toBe(1);
    expect(saved.sessions[0]).toMatchObject({ type: 'BORING_TASK', isActive: false, productivity: 7, notes: 'Session completed' });
  }, 90_000);

  it('shows the 409 when another tab already started a session, then deletes it; failures use the fallbacks', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-session-409');
    const { page } = await harness.newContext();
    // Loading today's sessions fails, retries included: only logged, as the specification asks, so no message and no
    // list.
    let todayFailures = 0;
    await page.route('**/api/focus-sessions/today', (route) => {
      todayFailures += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
    });
    const daily = await openDaily(page, user);
    const session = daily.session();
    await visible(daily.startButton());
    await page.waitForFunction(() => !document.body.textContent?.includes('Loading today’s sessions'), undefined, { timeout: 20_000 });
    expect(todayFailures).toBeGreaterThanOrEqual(3);
    expect(await session.getByRole('alert').count()).toBe(0);
    expect(await session.getByRole('heading', { name: 'Today’s sessions' }).count()).toBe(0);
    await page.unroute('**/api/focus-sessions/today');

    // Another tab (here: the API) starts a reading session; this tab still offers Start.
    const token = await apiToken(harness.baseURL, user);
    await startSessionViaApi(harness.baseURL, token, { sessionType: 'READING', plannedDuration: 40 });
    await session.getByLabel('Session type').selectOption('MEETING');
    await daily.startButton().click();
    await visible(session.getByRole('alert').getByText('You already have an active session. Please stop it first.', { exact: true }));
    // The section catches up with the session that is really running.
    await visible(session.getByRole('timer'));
    await visible(session.getByText('Planned 40 min', { exact: true }));
    await visible(session.getByText('Reading', { exact: true }));
    // The refresh after the refused start brings today's list back too.
    await visible(daily.sessionList().getByText('In progress', { exact: true }));

    // A failed pause with no message from the server falls back to the spec's text; the session keeps running.
    await page.route('**/api/focus-sessions/*/pause', (route) => route.fulfill({ status: 502, body: '' }));
    await session.getByRole('button', { name: 'Pause', exact: true }).click();
    await visible(session.getByRole('alert').getByText('Failed to pause session', { exact: true }));
    await visible(session.getByRole('button', { name: 'Pause', exact: true }));
    await page.unroute('**/api/focus-sessions/*/pause');

    // Delete the running session from today's list, after confirming.
    await daily
      .sessionList()
      .getByRole('button', { name: /^Delete Reading session started at / })
      .click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete focus session?' }));
    expect(await confirm.innerText()).toContain('It is still running; deleting it ends it without saving.');
    await confirm.getByRole('button', { name: 'Delete session' }).click();
    await hidden(confirm);
    await visible(daily.startButton());
    await seeText(page, 'No focus sessions yet today.');
    // The button that asked went with its row: focus lands on the list's heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Today’s sessions');
    expect((await daily.summary()).count).toBe('0');
    expect((await todaySessionsViaApi(harness.baseURL, token)).summary.count).toBe(0);

    // A planned time out of range is refused in the form, with the contract's message.
    await session.getByLabel('Planned minutes').fill('0');
    await daily.startButton().click();
    await visible(session.getByText('At least 1 minute', { exact: true }));
    expect(await session.getByRole('timer').count()).toBe(0);
  }, 90_000);
});
