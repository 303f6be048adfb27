/**
 * Issue 15 points 1-5, never lose what the user typed: the New Entry draft survives a tab switch, a reload and an
 * expired session (and is the user's alone, gone at sign-out); forms with changes ask "Discard changes?" on every
 * way out; doses logged today are pre-ticked, carry a time, dosage and notes, ask before a repeat within the hour,
 * and wait offline to be saved exactly once; a name already in the library is offered to open; a catalog name
 * from the Daily search can be added to the library.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { DailyEntryPage } from './support/daily-entry-page.js';
import { DailyFocusPage } from './support/daily-focus-page.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { logDoseViaApi } from './support/daily-supplements-api.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { inspectScreen } from './support/screenshots.js';
import { SubstancesPage } from './support/substances-page.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();

type TodayDoses = Record<string, { doses: Array<{ id: string; timestamp: string; dosage: number | null; notes: string | null }> }>;

async function todayDoses(token: string): Promise<TodayDoses> {
  const response = await fetch(`${harness.baseURL}/api/supplement-doses/today`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as TodayDoses;
}

/** A clock time as the page shows it (the user's own format). */
async function clockTime(page: Page, iso: string): Promise<string> {
  return page.evaluate((at) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(at)), iso);
}

const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/** Milliseconds since midnight in New York, where the test users and the browser live. */
function msSinceNewYorkMidnight(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
}

describe('never lose what the user typed', () => {
  it('keeps the New Entry draft through a tab switch, a reload and an expired session, for its user only, until discarded', async () => {
    const alice = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'draft-alice');
    const bob = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'draft-bob');
    const { page, context } = await harness.newContext();
    let shell = await signInThroughUi(page, alice);
    await shell.waitForTab('Daily');
    const daily = new DailyEntryPage(page);
    const focus = new DailyFocusPage(page);

    await daily.moveSlider('Focus Level', 3);
    await daily.moveSlider('Productivity', -2);
    await daily.chip('Tired').click();
    await daily.notes().fill('Slept badly, coffee at 7');
    await focus.aid('Fidget tool').click();
    await visible(daily.entryForm().getByRole('button', { name: 'Remove Fidget tool', exact: true }));
    const typed = async () => {
      expect(await daily.sliderValues()).toEqual(['5', '8', '5', '5', '3']);
      expect(await daily.chip('Tired').getAttribute('aria-pressed')).toBe('true');
      expect(await daily.notes().inputValue()).toBe('Slept badly, coffee at 7');
      await visible(daily.entryForm().getByRole('button', { name: 'Remove Fidget tool', exact: true }));
    };

    // A switch to another tab and back.
    await shell.openTab('Substances');
    await visible(page.getByRole('heading', { level: 2, name: 'Substances', exact: true }));
    await shell.openTab('Daily');
    await typed();

    // A reload.
    await page.reload();
    await shell.waitForTab('Daily');
    await typed();
    await visible(daily.entryForm().getByText('Your unsaved entry was kept. Save it, or discard it to start again.'));

    // An expired session: the tokens stop working and the app signs out. Another user signing in on this browser
    // never sees the draft, and Bob signing out leaves Alice's draft alone; Alice finds it on her next sign-in.
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.setItem('wellness.accessToken', 'expired.token.value'));
    await page.reload();
    await seeText(page, 'Authentication failed - please log in again');
    shell = await signInThroughUi(page, bob);
    await shell.waitForTab('Daily');
    expect(await daily.sliderValues()).toEqual(['5', '5', '5', '5', '5']);
    expect(await daily.notes().inputValue()).toBe('');
    expect(await daily.entryForm().getByRole('button', { name: 'Remove Fidget tool', exact: true }).count()).toBe(0);
    await shell.logout();
    shell = await signInThroughUi(page, alice);
    await shell.waitForTab('Daily');
    await typed();
    await inspectScreen(page, 'daily-entry-draft-kept');

    // Discard asks first; keeping it changes nothing; discarding empties the form for good.
    await daily.entryForm().getByRole('button', { name: 'Discard', exact: true }).click();
    const question = await visible(discardQuestion(page));
    await inspectScreen(page, 'daily-entry-discard-question');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await hidden(question);
    await typed();
    await daily.entryForm().getByRole('button', { name: 'Discard', exact: true }).click();
    await discardQuestion(page).getByRole('button', { name: 'Discard', exact: true }).click();
    await hidden(discardQuestion(page));
    expect(await daily.sliderValues()).toEqual(['5', '5', '5', '5', '5']);
    expect(await daily.notes().inputValue()).toBe('');
    await page.reload();
    await shell.waitForTab('Daily');
    expect(await daily.notes().inputValue()).toBe('');
    expect(await daily.entryForm().getByRole('button', { name: 'Discard', exact: true }).count()).toBe(0);

    // Signing out removes the user's draft from this browser.
    await daily.notes().fill('Private note');
    await page.waitForFunction(() => Object.keys(window.localStorage).some((key) => key.startsWith('wellness.draft.')));
    await shell.logout();
    await visible(page.getByRole('button', { name: 'Sign in', exact: true }));
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('wellness.draft.')))).toEqual([]);
  });

  it('asks "Discard changes?" before a substance or custom-aid form with changes closes, on Escape and on the overlay alike', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'discard-forms');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');

    const overlayClick = async () => {
      // The dimmed page around the dialog: the top left corner of the viewport.
      await page.mouse.click(5, 5);
    };

    // Custom aid: an empty form closes at once, on Escape and on the overlay.
    const focus = new DailyFocusPage(page);
    let dialog = await focus.openCreate();
    await page.keyboard.press('Escape');
    await hidden(dialog);
    dialog = await focus.openCreate();
    await overlayClick();
    await hidden(dialog);
    // With a name typed, both ask; Keep editing keeps it; Discard closes.
    dialog = await focus.openCreate();
    await dialog.getByLabel('Name', { exact: true }).fill('Rain sounds');
    await page.keyboard.press('Escape');
    await visible(discardQuestion(page));
    await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
    await hidden(discardQuestion(page));
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Rain sounds');
    await overlayClick();
    await visible(discardQuestion(page));
    await discardQuestion(page).getByRole('button', { name: 'Discard', exact: true }).click();
    await hidden(dialog);
    expect(await focus.aid('Rain sounds').count()).toBe(0);

    // Substance form: the same on Escape, the overlay, Close and Cancel.
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    dialog = await substances.openAdd('Supplement');
    await overlayClick();
    await hidden(dialog);
    dialog = await substances.openAdd('Supplement');
    await dialog.getByRole('combobox', { name: /Name/ }).fill('Magnesium');
    // Escape closes the suggestion list first (the name field's own rule), then it is the form's turn.
    await visible(dialog.getByRole('listbox', { name: 'Name suggestions' }));
    await page.keyboard.press('Escape');
    await hidden(dialog.getByRole('listbox', { name: 'Name suggestions' }));
    for (const close of [
      () => page.keyboard.press('Escape'),
      overlayClick,
      () => dialog.getByRole('button', { name: 'Close', exact: true }).click(),
      () => dialog.getByRole('button', { name: 'Cancel', exact: true }).click(),
    ]) {
      await close();
      await visible(discardQuestion(page));
      await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
      await hidden(discardQuestion(page));
      expect(await dialog.isVisible()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await inspectScreen(page, 'substances-discard-question');
    await discardQuestion(page).getByRole('button', { name: 'Discard', exact: true }).click();
    await hidden(dialog);
    expect(await substances.focusedLabel()).toBe('Add Supplement');
  });

  it('warns when a name is already in the library and opens the existing item', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'duplicate-name');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Zoloft', dosage: 50, unit: 'mg' });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    const dialog = await substances.openAdd('Supplement');
    const name = dialog.getByRole('combobox', { name: /Name/ });
    await name.fill('Zolo');
    expect(await dialog.getByText('is already in your substances', { exact: false }).count()).toBe(0);
    await name.fill(' zoloft');
    await visible(dialog.getByText('“Zoloft” is already in your substances (Prescription).', { exact: false }));
    await visible(dialog.getByRole('listbox', { name: 'Name suggestions' }));
    await page.keyboard.press('Escape'); // closes the suggestion list only
    await hidden(dialog.getByRole('listbox', { name: 'Name suggestions' }));
    await inspectScreen(page, 'substances-duplicate-name');
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspectScreen(page, 'substances-duplicate-name-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await dialog.getByRole('button', { name: 'Open the existing Zoloft' }).click();
    const edit = await visible(substances.dialog('Edit Prescription'));
    expect(await edit.getByRole('combobox', { name: /Name/ }).inputValue()).toBe('Zoloft');
    expect(await edit.getByLabel('Dosage').inputValue()).toBe('50');
    // Editing the item itself does not warn about its own name.
    expect(await edit.getByText('is already in your substances', { exact: false }).count()).toBe(0);
  });

  it('offers "Add to my substances" for a Daily search suggestion that is not in the library', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'search-add');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 30 });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const section = new DailySupplementsSection(page);
    await section.waitUntilShown();
    await visible(section.card('Omega-3'));

    // A library name offers nothing.
    await section.search().fill('Omeg');
    await section.suggestions().getByRole('option', { name: 'Omega-3 In your library' }).click();
    expect(await section.root().getByRole('button', { name: 'Add to my substances' }).count()).toBe(0);

    await section.search().fill('Ashwag');
    await section
      .suggestions()
      .getByRole('option', { name: /^Ashwagandha/ })
      .first()
      .click();
    const picked = await section.search().inputValue();
    expect(picked).toMatch(/^Ashwagandha/);
    const add = await visible(section.root().getByRole('button', { name: 'Add to my substances' }));
    await inspectScreen(page, 'daily-search-add-to-library');
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspectScreen(page, 'daily-search-add-to-library-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await add.click();
    await seeText(page, `${picked} was added to your substances.`);
    await visible(section.card(picked));
    expect(await section.root().getByRole('button', { name: 'Add to my substances' }).count()).toBe(0);
    const list = (await (await fetch(`${harness.baseURL}/api/supplements`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{
      name: string;
    }>;
    expect(list.map((item) => item.name).sort()).toEqual([picked, 'Omega-3']);
  });

  it('pre-ticks doses, logs a time, dosage and notes, asks before a repeat within the hour, and saves an offline tap exactly once', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'doses-detail');
    const token = await apiToken(harness.baseURL, user);
    const adderall = await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Adderall', dosage: 20, unit: 'mg', remainingSupply: 30 });
    const omega = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 30 });
    const magnesium = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', remainingSupply: 30 });
    // Twenty minutes ago, or midnight in New York when that was yesterday there (the users' and the browser's zone).
    const earlier = new Date(Math.max(Date.now() - 20 * 60_000, Date.now() - msSinceNewYorkMidnight(new Date()))).toISOString();
    await logDoseViaApi(harness.baseURL, token, adderall, earlier);

    const { page, context } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const section = new DailySupplementsSection(page);
    const daily = new DailyEntryPage(page);
    const card = await visible(section.card('Adderall'));

    // Today's dose is pre-ticked in the entry.
    await visible(daily.entryForm().getByRole('button', { name: 'Remove Adderall', exact: true }));

    // Another dose within the hour asks, in the exact words; Cancel logs nothing.
    await section.logButton(card).click();
    const repeat = await visible(page.getByRole('alertdialog', { name: 'Log another dose?' }));
    const expected = `You already logged Adderall at ${await clockTime(page, earlier)} — log another?`;
    expect((await repeat.getByText(/^You already logged/).innerText()).replace(/\u202f/g, ' ')).toBe(expected.replace(/\u202f/g, ' '));
    await inspectScreen(page, 'daily-dose-repeat-question');
    await repeat.getByRole('button', { name: 'Cancel' }).click();
    await hidden(repeat);
    expect((await todayDoses(token))[adderall]?.doses).toHaveLength(1);

    // Details: a time given ("I took it at …"), its own dosage and notes.
    const details = card.getByRole('button', { name: /^Details/ });
    await details.click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Log Adderall' }));
    const { takenAt, takenAtMs } = await page.evaluate(() => {
      const now = new Date();
      const at = new Date(now.getTime() - 3 * 60 * 60_000);
      const start = new Date(now);
      start.setHours(0, 0, 0, 0);
      const chosen = at < start ? start : at;
      chosen.setSeconds(0, 0);
      return { takenAt: `${String(chosen.getHours()).padStart(2, '0')}:${String(chosen.getMinutes()).padStart(2, '0')}`, takenAtMs: chosen.getTime() };
    });
    // Just after midnight the earliest time of today is still within the hour of the earlier dose: then it asks.
    const asksAgain = Math.abs(takenAtMs - Date.parse(earlier)) < 60 * 60_000;
    await dialog.getByLabel('Taken at').fill(takenAt);
    await dialog.getByLabel('Dosage (mg)').fill('10');
    await dialog.getByLabel(/Notes/).fill('half a tablet');
    await inspectScreen(page, 'daily-dose-details');
    await dialog.getByRole('button', { name: 'Log dose', exact: true }).click();
    await hidden(dialog);
    if (asksAgain) {
      const again = await visible(page.getByRole('alertdialog', { name: 'Log another dose?' }));
      await again.getByRole('button', { name: 'Log another' }).click();
      await hidden(again);
    }
    let adderallDoses: TodayDoses[string]['doses'] = [];
    for (let attempt = 0; attempt < 50 && adderallDoses.length < 2; attempt += 1) {
      adderallDoses = (await todayDoses(token))[adderall]?.doses ?? [];
      if (adderallDoses.length < 2) await page.waitForTimeout(100);
    }
    const detailed = adderallDoses.find((dose) => dose.notes === 'half a tablet');
    expect(detailed).toMatchObject({ dosage: 10, notes: 'half a tablet' });
    expect(
      await page.evaluate((iso) => {
        const at = new Date(iso);
        return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
      }, detailed?.timestamp ?? ''),
    ).toBe(takenAt);

    // Offline: the tap is queued with its time, the card says so, and nothing reaches the server yet.
    await context.setOffline(true);
    const omegaCard = section.card('Omega-3');
    const tappedAt = Date.now();
    await section.logButton(omegaCard).click();
    await visible(omegaCard.getByText('saved on this device; it will be logged when you are back online.', { exact: false }));
    await inspectScreen(page, 'daily-dose-queued-offline');
    await page.emulateMedia({ colorScheme: 'dark' });
    await inspectScreen(page, 'daily-dose-queued-offline-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect((await todayDoses(token))[omega]).toBeUndefined();
    // Back online: sent once, at the time of the tap.
    await context.setOffline(false);
    await visible(section.todaysDoses(omegaCard, 'Omega-3').first());
    await hidden(omegaCard.getByText('saved on this device', { exact: false }));
    const omegaDoses = (await todayDoses(token))[omega]?.doses ?? [];
    expect(omegaDoses).toHaveLength(1);
    expect(Math.abs(Date.parse(omegaDoses[0]?.timestamp ?? '') - tappedAt)).toBeLessThan(5_000);

    // An answer lost on the way back: the server logged it, the page retries under the same key, one dose results.
    const bodies: string[] = [];
    let lost = false;
    await page.route('**/api/supplement-doses', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      bodies.push(route.request().postData() ?? '');
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    const magnesiumCard = section.card('Magnesium');
    await section.logButton(magnesiumCard).click();
    await visible(section.todaysDoses(magnesiumCard, 'Magnesium').first());
    await page.unroute('**/api/supplement-doses');
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    const keys = bodies.map((body) => (JSON.parse(body) as { idempotencyKey?: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect((await todayDoses(token))[magnesium]?.doses).toHaveLength(1);
    await page.reload();
    await shell.waitForTab('Daily');
    expect(await section.todaysDoses(section.card('Magnesium'), 'Magnesium').count()).toBe(1);
  });
});
