/**
 * The focus timer's planned end, with the page's clock under the test's control: the countdown
 * in the document title while a session runs (and the plain title back once it stops), the end announced by a
 * short generated tone the user can turn off and by a system notification once the user allowed it (asked only
 * when they tick the box, never on load), the session type and planned length remembered for the next start,
 * and Stop asking for a productivity rating with 7 preselected, the saved session carrying the chosen rating
 * and 'Session completed'.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { inspectDialog } from './support/substances-screens.js';
import { apiToken } from './support/substances-api.js';
import { todaySessionsViaApi } from './support/daily-focus-api.js';
import { DailyFocusPage } from './support/daily-focus-page.js';
import { hidden, visible } from './support/waits.js';
import { openDailySection } from './support/daily-sections.js';

const harness = setUpHarness();

interface EndSignals {
  permissionRequests: number;
  notifications: Array<{ title: string; body: string }>;
  tones: number;
}

/**
 * Stands in for the browser's Notification (headless Chromium shows none) and counts the oscillators the page
 * starts, so the test sees what a person would hear and see.
 */
async function recordEndSignals(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const signals = { permissionRequests: 0, notifications: [] as Array<{ title: string; body: string }>, tones: 0 };
    (window as unknown as { __endSignals: typeof signals }).__endSignals = signals;
    // A real browser remembers the answer for the site; the stand-in keeps it across reloads of the tab.
    let permission = (sessionStorage.getItem('test.notificationPermission') ?? 'default') as NotificationPermission;
    class RecordedNotification {
      constructor(title: string, options?: NotificationOptions) {
        signals.notifications.push({ title, body: options?.body ?? '' });
      }
      static get permission(): NotificationPermission {
        return permission;
      }
      static requestPermission(): Promise<NotificationPermission> {
        signals.permissionRequests += 1;
        permission = 'granted';
        sessionStorage.setItem('test.notificationPermission', permission);
        return Promise.resolve(permission);
      }
      close(): void {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const oscillator = createOscillator.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        signals.tones += 1;
        start(when);
      };
      return oscillator;
    };
  });
}

const endSignals = (page: Page) => page.evaluate(() => (window as unknown as { __endSignals: EndSignals }).__endSignals);

const BASE_TITLE = 'Daily · Wellness Tracker';

async function titleBecomes(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction((source) => new RegExp(source).test(document.title), pattern.source, { timeout: 10_000 });
  return page.title();
}

describe('the focus timer’s planned end', () => {
  it('counts down in the title, announces the end, remembers the choices and asks for a rating on Stop', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'focus-end');
    const { page, context } = await harness.newContext(PHONE);
    await recordEndSignals(context);
    await page.clock.install();
    await signInThroughUi(page, user);
    const daily = new DailyFocusPage(page);
    await daily.waitUntilShown();
    // Folded at first on a phone (issue 34): one tap on its title opens it, and stays open after a reload.
    await openDailySection(page, 'Focus Session');
    const session = daily.session();

    // The end's settings: sound on by default; notifications never asked for on load.
    const sound = session.getByRole('checkbox', { name: 'Play a sound' });
    const notify = session.getByRole('checkbox', { name: 'Show a notification' });
    expect(await sound.isChecked()).toBe(true);
    expect(await notify.isChecked()).toBe(false);
    expect((await endSignals(page)).permissionRequests).toBe(0);
    await notify.check();
    expect((await endSignals(page)).permissionRequests).toBe(1);
    expect(await notify.isChecked()).toBe(true);

    await session.getByLabel('Session type').selectOption('READING');
    await session.getByLabel('Planned minutes').fill('1');
    await daily.startButton().click();
    await visible(session.getByRole('timer'));
    expect(await titleBecomes(page, /^\d\d:\d\d left · /)).toMatch(/^(01:00|00:5\d) left · Daily · Wellness Tracker$/);
    await inspectScreen(page, 'daily-focus-end-running');
    await session.screenshot({ path: join(SCREENSHOTS_DIR, 'daily-focus-end-running-section-390.png'), animations: 'disabled' });

    // The planned minute passes: the title says so, a tone plays and the notification shows.
    await page.clock.fastForward('01:02');
    expect(await titleBecomes(page, /^Time’s up/)).toBe(`Time’s up · ${BASE_TITLE}`);
    await visible(session.getByText('Time’s up: your planned 1 minute of reading is done.', { exact: true }));
    const signals = await endSignals(page);
    expect(signals.tones).toBeGreaterThanOrEqual(1);
    expect(signals.notifications).toEqual([{ title: 'Time’s up', body: 'Your planned 1 minute of reading is done.' }]);
    await inspectScreen(page, 'daily-focus-end-reached');
    await session.screenshot({ path: join(SCREENSHOTS_DIR, 'daily-focus-end-reached-section-390.png'), animations: 'disabled' });

    // Sound off, remembered after a reload, and the end is announced only once per session.
    await sound.uncheck();
    await page.reload();
    await daily.waitUntilShown();
    await visible(session.getByRole('timer'));
    expect(await sound.isChecked()).toBe(false);
    expect(await notify.isChecked()).toBe(true);
    await page.clock.fastForward('00:30');
    expect((await endSignals(page)).notifications).toEqual([]);

    // Stop asks for the rating, 7 chosen at first; 9 is saved with 'Session completed'.
    await session.getByRole('button', { name: 'Stop', exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'How productive was this session?' }));
    const rating = dialog.getByRole('radiogroup', { name: 'Productivity' });
    expect(await rating.getByRole('radio').count()).toBe(10);
    expect(await rating.getByRole('radio', { name: '7', exact: true }).isChecked()).toBe(true);
    await inspectDialog(page, 'daily-focus-stop-rating');
    await rating.getByRole('radio', { name: '9', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await hidden(dialog);
    await visible(daily.startButton());
    await visible(daily.sessionList().getByText('Productivity 9/10', { exact: true }));
    expect(await titleBecomes(page, /^Daily/)).toBe(BASE_TITLE);
    const token = await apiToken(harness.baseURL, user);
    const saved = await todaySessionsViaApi(harness.baseURL, token);
    expect(saved.sessions[0]).toMatchObject({ type: 'READING', isActive: false, productivity: 9, notes: 'Session completed' });

    // The next start offers the type and length chosen last time, after a reload too.
    expect(await session.getByLabel('Session type').inputValue()).toBe('READING');
    expect(await session.getByLabel('Planned minutes').inputValue()).toBe('1');
    await page.reload();
    await daily.waitUntilShown();
    expect(await session.getByLabel('Session type').inputValue()).toBe('READING');
    expect(await session.getByLabel('Planned minutes').inputValue()).toBe('1');

    // A second session: with the sound off only the notification announces the end. The page's clock ran 92 s
    // ahead of the server's with the jumps above; it is set back to the real time first.
    await page.clock.setSystemTime(new Date());
    await daily.startButton().click();
    await visible(session.getByRole('timer'));
    const before = await endSignals(page);
    await page.clock.fastForward('01:02');
    await titleBecomes(page, /^Time’s up/);
    await visible(session.getByText('Time’s up: your planned 1 minute of reading is done.', { exact: true }));
    const after = await endSignals(page);
    expect(after.notifications).toHaveLength(before.notifications.length + 1);
    expect(after.tones).toBe(before.tones);

    // Cancel keeps it running; Escape too; saving the preselected 7 stores 7.
    await session.getByRole('button', { name: 'Stop', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'How productive was this session?' }));
    await page.getByRole('button', { name: 'Keep going' }).click();
    await hidden(page.getByRole('dialog', { name: 'How productive was this session?' }));
    await visible(session.getByRole('timer'));
    await session.getByRole('button', { name: 'Stop', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'How productive was this session?' }));
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('dialog', { name: 'How productive was this session?' }));
    await visible(session.getByRole('timer'));
    await session.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByRole('dialog', { name: 'How productive was this session?' }).getByRole('button', { name: 'Save session' }).click();
    await visible(daily.startButton());
    const both = await todaySessionsViaApi(harness.baseURL, token);
    expect(both.sessions.map((item) => item.productivity).sort()).toEqual([7, 9]);
    expect(await titleBecomes(page, /^Daily/)).toBe(BASE_TITLE);
  }, 120_000);
});
