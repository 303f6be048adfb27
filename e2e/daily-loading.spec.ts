/**
 * The Daily tab as it loads: its title and introduction show first, with "Loading…", while the user and
 * the preferences are on their way; the day's reads run meanwhile, so the sections then appear below at once, with
 * their data, without moving anything (the page's layout shifts add up to nearly nothing). A returning user whose
 * session is restored from the refresh cookie sees the shell's outline and the tab's frame before the session check
 * has answered, painted by the page itself before the app's scripts have even arrived; a visitor without a session never
 * does. Screenshots at 1280 and 390 px, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { DESKTOP, PHONE, type ContextOptions } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { screenshot } from './support/screenshots.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { visible } from './support/waits.js';
import { instantAt } from './support/analytics-api.js';
import { dayInNewYork } from './support/history-page.js';

/** As packages/web/src/components/spinner.tsx: how long a loading status shows its words alone. */
const LOADING_SPINNER_DELAY_MS = 1500;

const harness = setUpHarness();

/** The Daily tab's own reads (its sections' and the Today block's). */
const DAILY_READS = [
  '/api/entries/daily-summary',
  '/api/daily/supplements',
  '/api/supplement-doses/today',
  '/api/supplement-doses/stats',
  '/api/daily/focus-aids',
  '/api/focus-sessions/today',
  '/api/focus-sessions/active',
  '/api/daily/insight',
];

/** Resolves once each of them has answered. */
const waitForDailyReads = (page: Page) => Promise.all(DAILY_READS.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)));

/** Requests matching `pattern` wait until released; later ones pass straight through. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** From now on, how many requests the page makes to each of `paths`. */
function countRequests(page: Page, paths: readonly string[]): Map<string, number> {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (paths.includes(path)) asked.set(path, (asked.get(path) ?? 0) + 1);
  });
  return asked;
}

/**
 * A user signed in on a phone, on the Daily tab with its sign-in's own reads done, and from then on a count of the
 * requests to each of `paths` (on a busy machine the sign-in's reads could still be on their way once the shell shows,
 * so counting starts only after them).
 */
async function countingRequests(name: string, paths: readonly string[], options: ContextOptions = {}): Promise<{ page: Page; asked: Map<string, number> }> {
  const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, name);
  const { page } = await harness.newContext(PHONE, options);
  await signInThroughUi(page, user);
  await visible(page.getByRole('heading', { name: "Today's Summary" }));
  await page.waitForLoadState('networkidle');
  return { page, asked: countRequests(page, paths) };
}

/** Each of `paths` asked for exactly once. */
const onceEach = (paths: readonly string[]) => Object.fromEntries(paths.map((path) => [path, 1]));

/** The layout shifts the page has had so far that no user input caused (what CLS adds up). */
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** Lets the page handle what just arrived and paint it. */
const afterTwoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Where an element of the tab's frame is. The frame is drawn by the outline, then the shell, then the tab (each in
 * the same place), so a read that falls on a handover finds no element for a moment: it asks again.
 */
async function frameBox(page: Page, locator: Locator) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const box = await locator.boundingBox();
    if (box !== null) return box;
    await afterTwoFrames(page);
  }
  throw new Error("The Daily tab's frame is not on screen");
}

const INTRODUCTION = 'Log today’s doses, time a focus session and note how the day is going.';

const headingBox = (page: Page) => frameBox(page, page.getByRole('heading', { level: 2, name: 'Daily tracking' }));

/** The shell's outline with the Daily tab's frame, before the session or the app is there: inert header and tabs. */
async function expectDailyOutline(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { level: 2, name: 'Daily tracking' }));
  await visible(page.getByText(INTRODUCTION));
  await visible(page.getByText('Wellness Tracker'));
  await visible(page.getByRole('status').filter({ hasText: 'Loading…' }));
  expect(await page.locator('[inert] header, [inert] nav').count()).toBe(2);
}

/**
 * Lets the app's shell take over from what is on screen (`release` lets it through) and checks that the frame's title
 * and introduction are exactly where they were.
 */
async function shellTakesOverInPlace(page: Page, release: () => Promise<void>): Promise<void> {
  const frameHeading = await headingBox(page);
  const introduction = await frameBox(page, page.getByText(INTRODUCTION));
  await release();
  // The shell's header has today's date.
  await visible(page.locator('header time'));
  await afterTwoFrames(page);
  expect(await headingBox(page)).toEqual(frameHeading);
  expect(await frameBox(page, page.getByText(INTRODUCTION))).toEqual(introduction);
}

/** Counts, from the page's first script on, the layout shifts no input caused (what CLS adds up). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Runs `look` once in each colour scheme at 1280 and at 390 px, as the screenshots of every screen are taken. */
async function inEveryLook(page: Page, look: (scheme: 'light' | 'dark') => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await look(scheme);
    }
  }
}

describe('the Daily tab while it loads', () => {
  it('shows its title first and adds the sections below without moving anything', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-loading');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', dosage: 200, unit: 'mg', remainingSupply: 30 });
    const { page } = await harness.newContext(DESKTOP);
    await watchLayoutShifts(page);
    await signInThroughUi(page, user);

    await inEveryLook(page, async (scheme) => {
      // The preferences held back: the sections wait for them, while the day's reads (started beside the tab's
      // chunk) come in.
      const releasePreferences = await holdBack(page, /\/api\/preferences$/);
      const readsAnswered = waitForDailyReads(page);
      await page.goto('/daily');

      // The frame: the tab's own text, and "Loading…" below it, in the shell (its header has today's date).
      await visible(page.getByRole('heading', { level: 2, name: 'Daily tracking' }));
      await visible(page.getByRole('status').filter({ hasText: 'Loading…' }));
      await visible(page.locator('header time'));
      await screenshot(page, `daily-loading-${scheme}`);
      const frameHeading = await headingBox(page);
      await readsAnswered;
      await afterTwoFrames(page);
      expect(await page.getByRole('heading', { name: "Today's Summary" }).count()).toBe(0);

      // Then the sections, at once and with their data.
      await releasePreferences();
      const supplements = new DailySupplementsSection(page);
      // On a phone Today's Supplements starts folded below the Today block (issue 34): its title is there instead.
      if (page.viewportSize()?.width === PHONE.width) await visible(supplements.root().getByRole('button', { name: "Today's Supplements", expanded: false }));
      else await visible(supplements.card('Magnesium'));
      expect(await page.getByTestId('todays-summary').innerText()).toContain('0 / 1');
      await screenshot(page, `daily-loaded-${scheme}`);

      expect(await headingBox(page)).toEqual(frameHeading);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await page.unrouteAll();
    });
  });

  it('asks for each of its reads once when it opens, however late its sections mount', async () => {
    const { page, asked } = await countingRequests('daily-reads-once', DAILY_READS);

    // The sections wait for the preferences, held back until every read has answered: they mount with answers
    // already in the cache, which they must use, not ask for again.
    const releasePreferences = await holdBack(page, /\/api\/preferences$/);
    const readsAnswered = waitForDailyReads(page);
    await page.goto('/daily');
    await readsAnswered;
    await releasePreferences();
    await visible(page.getByRole('heading', { name: "Today's Summary" }));
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(asked)).toEqual(onceEach(DAILY_READS));
    await page.unrouteAll();
  });

  it("asks for each of its reads once on a device whose day is not the profile's", async () => {
    // A phone abroad: the profile (New York) is a day behind or ahead of the device. The day the tab shows follows
    // the profile's zone, remembered from the last visit (the sign-in here); the profile answering later changes
    // nothing, so nothing is asked for again, the check-in's values of the profile's last days included.
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const deviceZone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => dayIn(zone) !== dayIn('America/New_York'));
    if (deviceZone === undefined) throw new Error('No zone whose day differs from New York’s');
    const reads = [...DAILY_READS, '/api/factors/values'];
    const { page, asked } = await countingRequests('daily-reads-abroad', reads, { timezoneId: deviceZone });
    const valuesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/factors/values') valuesAsked.push(url.searchParams.get('to') ?? '');
    });

    // The profile, which brings its zone, held back until the tab has shown the day's reads.
    const releaseProfile = await holdBack(page, /\/api\/settings\/profile$/);
    const readsAnswered = waitForDailyReads(page);
    await page.goto('/daily');
    await readsAnswered;
    await visible(page.getByRole('heading', { name: "Today's Summary" }));
    await releaseProfile();
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(asked)).toEqual(onceEach(reads));
    expect(valuesAsked).toEqual([dayIn('America/New_York')]);
    await page.unrouteAll();

    // Signing out forgets the zone: the next person on this device starts from the device's own day.
    expect(await page.evaluate(() => window.localStorage.getItem('wellness.timeZone'))).toBe('America/New_York');
    await page.getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByRole('button', { name: 'Sign in', exact: true }));
    expect(await page.evaluate(() => window.localStorage.getItem('wellness.timeZone'))).toBeNull();
  });

  it('asks for its reads again when midnight passes while it is open', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-new-day');
    const { page } = await harness.newContext(PHONE);
    await signInThroughUi(page, user);
    // The page's clock 20 s before the next midnight in New York (the profile's zone and the device's).
    await page.clock.install({ time: new Date(Date.parse(instantAt('America/New_York', dayInNewYork(-1), '00:00')) - 20_000) });
    await page.goto('/daily');
    await visible(page.getByRole('heading', { name: "Today's Summary" }));
    await page.waitForLoadState('networkidle');
    const asked = countRequests(page, DAILY_READS);

    await page.clock.runFor(10_000);
    expect(Object.fromEntries(asked)).toEqual({});
    await page.clock.runFor(15_000);
    await page.waitForLoadState('networkidle');
    await visible(page.getByRole('heading', { name: "Today's Summary" }));
    expect(Object.fromEntries(asked)).toEqual(onceEach(DAILY_READS));
  });

  it('asks for its reads while the shell and the tab still download, and for each of them once', async () => {
    const opening = [...DAILY_READS, '/api/auth/me', '/api/preferences', '/api/factors'];
    const { page, asked } = await countingRequests('daily-reads-ahead', opening);

    // The shell's script held back: nothing of the signed-in app has run, and the reads are answered all the same.
    const releaseShell = await holdBack(page, /\/assets\/shell-[\w-]+\.js$/);
    const readsAnswered = waitForDailyReads(page);
    await page.goto('/daily');
    await readsAnswered;
    await visible(page.getByRole('status').filter({ hasText: 'Loading…' }));
    expect(await page.getByRole('heading', { name: "Today's Summary" }).count()).toBe(0);

    // The tab then takes those answers instead of asking again.
    await releaseShell();
    await visible(page.getByRole('heading', { name: "Today's Summary" }));
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(asked)).toEqual(onceEach(opening));
    await page.unrouteAll();
  });

  it('shows a returning user the outline and the frame while the session is restored, and keeps them in place', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-restoring');
    const { page } = await harness.newContext(DESKTOP);
    await watchLayoutShifts(page);
    await signInThroughUi(page, user);

    await inEveryLook(page, async (scheme) => {
      // As after the access token has lapsed: the load restores the session from the refresh cookie.
      await page.evaluate(() => window.localStorage.removeItem('wellness.accessToken'));
      const releaseRefresh = await holdBack(page, /\/api\/auth\/refresh$/);
      await page.goto('/daily');

      // Before the session check answers: the header, the tabs and the Daily tab's own frame.
      await expectDailyOutline(page);
      // Nothing works yet: the help link waits for the assistant, the tabs and Logout for the session.
      expect(await page.getByRole('button', { name: 'Ask the help assistant how tracking works' }).isDisabled()).toBe(true);
      await screenshot(page, `daily-restoring-${scheme}`);
      const frameHeading = await headingBox(page);

      // The shell takes over: the frame the outline showed has not moved. The whole load stays well inside a good
      // layout-shift score; on this path the day's reads start only once the session is back, so a section may mount
      // before its read answers and change when it does (a shift of about 0.01 at the bottom of a phone's screen, now
      // and then).
      await shellTakesOverInPlace(page, releaseRefresh);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      // Then the sections, below the frame that stays where it is.
      await visible(page.getByRole('heading', { name: "Today's Summary" }));
      expect(await headingBox(page)).toEqual(frameHeading);
      await page.unrouteAll();
    });
  });

  it("paints a returning user's outline before the app's scripts have run, and the app takes it over in place", async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-outline-first');
    const { page } = await harness.newContext(PHONE);
    await watchLayoutShifts(page);
    await signInThroughUi(page, user);

    // Once with the access token stored, once after it has lapsed (only the session hint cookie says a session may
    // be restored).
    for (const tokenStored of [true, false]) {
      if (!tokenStored) await page.evaluate(() => window.localStorage.removeItem('wellness.accessToken'));
      const releaseEntry = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
      await page.goto('/daily', { waitUntil: 'commit' });

      // The entry script has not arrived, so none of the app has run: the page's own outline is on screen.
      await expectDailyOutline(page);
      expect(await page.locator('header time').count()).toBe(0);
      await screenshot(page, `daily-outline-before-app-${tokenStored ? 'token' : 'hint'}`);
      const frameHeading = await headingBox(page);

      // The app renders the same outline over it, then the shell: nothing has moved.
      await shellTakesOverInPlace(page, releaseEntry);
      await visible(page.getByRole('heading', { name: "Today's Summary" }));
      expect(await headingBox(page)).toEqual(frameHeading);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      await page.unrouteAll();
    }
  });

  it("asks for the stylesheet before the app's scripts, so the first paint never waits behind them", async () => {
    const { page } = await harness.newContext(PHONE);
    const assets: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/')) assets.push(path);
    });
    await page.goto('/daily', { waitUntil: 'load' });

    // The entry and its preloads share the browser's few connections to the server; the outline's paint needs only
    // the stylesheet.
    expect(assets.findIndex((path) => path.endsWith('.css'))).toBe(0);
    expect(assets.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(1);
  });

  it('says "Loading…" at once and turns its spinner only once the wait has lasted a second and a half', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-spinner');
    const { page } = await harness.newContext(PHONE);
    await signInThroughUi(page, user);
    // As after the access token has lapsed, the load restores the session from the refresh cookie: held back, then the
    // preferences the sections wait for. The outline's "Loading…" line hands the wait on to the shell's and the tab's,
    // all in one place.
    await page.evaluate(() => window.localStorage.removeItem('wellness.accessToken'));
    const releaseRefresh = await holdBack(page, /\/api\/auth\/refresh$/);
    const releasePreferences = await holdBack(page, /\/api\/preferences$/);
    await page.goto('/daily');
    const status = page.getByRole('status').filter({ hasText: 'Loading…' });
    await visible(status);
    const firstSeen = Date.now();
    const spinner = status.locator('[data-loading-spinner]');
    const turning = () => spinner.evaluate((element) => element.getAnimations().length > 0);
    const line = await status.boundingBox();
    // A page that turns a spinner draws a new frame sixty times a second: not for a short wait.
    expect(await spinner.getAttribute('data-loading-spinner')).toBe('waiting');
    expect(await spinner.isVisible()).toBe(false);
    expect(await turning()).toBe(false);
    // The session comes back a moment later: the shell takes the line over, and the wait goes on from where it was.
    await page.waitForTimeout(500);
    await releaseRefresh();
    await visible(page.locator('header time'));
    await page.waitForTimeout(Math.max(0, firstSeen + LOADING_SPINNER_DELAY_MS + 200 - Date.now()));
    expect(await spinner.getAttribute('data-loading-spinner')).toBe('shown');
    expect(await spinner.isVisible()).toBe(true);
    expect(await turning()).toBe(true);
    // It had its place from the start: the line holding it and its words did not change.
    expect(await status.boundingBox()).toEqual(line);
    await releasePreferences();
    await visible(page.getByRole('heading', { name: "Today's Summary" }));
    await page.unrouteAll();
  });

  it('loads the date formats on a worker that then ends, and the header shows today as the browser writes it', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-date-warm-up');
    const { page } = await harness.newContext(PHONE);
    await signInThroughUi(page, user);

    const workerStarted = page.waitForEvent('worker');
    await page.goto('/daily');
    const worker = await workerStarted;
    expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/date-format-warm-up\.worker-[\w-]+\.js$/);
    // It reports once the formats are loaded and is ended then (the harness fails the test on any CSP violation).
    await new Promise<void>((resolve) => worker.once('close', () => resolve()));

    const header = page.locator('header time');
    await visible(header);
    const expected = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date()),
    );
    expect(await header.textContent()).toBe(expected);
  });

  it("gives a new user's first screen its largest text at the first paint: the introduction, on phones", async () => {
    // The largest paint is what a phone's user waits for (and what Lighthouse times). The outline paints the
    // introduction before the session is checked; nothing the sections bring later, the check-in's invitation for a
    // user without factors included, may be larger, or the largest paint would wait for every read.
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'daily-largest-paint');
    const { page } = await harness.newContext(PHONE);
    await signInThroughUi(page, user);
    // An entry names its element by text, or by id once the element has left the page: the page's own outline paints
    // the introduction first, and the app then draws the same outline in its place.
    await page.context().addInitScript(() => {
      const state = window as unknown as { largest: Array<string | null> };
      state.largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ element: Element | null; id: string }>) {
          state.largest.push(entry.element?.textContent ?? (entry.id === '' ? null : `#${entry.id}`));
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // Lighthouse's phone, this suite's, and a small one.
    for (const width of [412, 390, 360]) {
      await page.setViewportSize({ width, height: 823 });
      await page.goto('/daily');
      await visible(page.getByText('Start with a tap'));
      await afterTwoFrames(page);
      const largest = await page.evaluate(() => (window as unknown as { largest: Array<string | null> }).largest);
      expect([INTRODUCTION, '#tab-introduction'], `at ${width} px`).toContain(largest.at(-1));
    }
  });

  it('never shows the outline to a visitor without a session', async () => {
    const { page } = await harness.newContext(PHONE);
    await page.context().addInitScript(() => {
      const state = window as unknown as { sawOutline: boolean };
      state.sawOutline = false;
      new MutationObserver(() => {
        // The root's text, not the page's: the outline's markup is in the page's inline script for every visitor.
        if (document.getElementById('root')?.textContent?.includes('Daily tracking')) state.sawOutline = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/daily');
    await visible(page.getByRole('button', { name: 'Sign in', exact: true }));
    expect(await page.evaluate(() => (window as unknown as { sawOutline: boolean }).sawOutline)).toBe(false);
  });
});
