/**
 * Session handling in the browser: tabs in the URL (reload, back button), two tabs of one browser staying
 * consistent, silent renewal of a bad access token from the refresh cookie, a session restored from that
 * cookie when the stored token is gone, and the message when the session cannot be renewed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openTab } from './support/browser.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { ShellPage } from './support/pages/shell-page.js';
import { SignInPage } from './support/pages/sign-in-page.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { waitForPath } from './support/waits.js';

const harness = setUpHarness();
let user: TestUser;

beforeAll(async () => {
  user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'session');
});

const storedToken = (page: import('playwright-core').Page) => page.evaluate(() => window.localStorage.getItem('wellness.accessToken'));

describe('session and tabs', () => {
  it('keeps the chosen tab across a reload and the back and forward buttons', async () => {
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');

    await shell.openTab('Analytics');
    await waitForPath(page, '/analytics');
    await page.reload();
    await shell.waitForTab('Analytics');

    await shell.openTab('History');
    await waitForPath(page, '/history');
    await page.goBack();
    await shell.waitForTab('Analytics');
    await page.goForward();
    await shell.waitForTab('History');

    await page.goto('/supplements');
    await shell.waitForTab('Substances');
    await page.goto('/settings');
    await shell.waitForTab('Settings');
    await page.goto('/');
    await shell.waitForTab('Daily');

    // The tabs are plain links, reachable and usable from the keyboard.
    await shell.tab('History').focus();
    await page.keyboard.press('Enter');
    await shell.waitForTab('History');
  });

  it('logs out every tab of the browser when one logs out, and signs them in together', async () => {
    const first = await harness.newContext();
    const shellA = await signInThroughUi(first.page, user);
    const second = await openTab(first.context, first.problems);
    await second.goto('/history');
    const shellB = new ShellPage(second);
    await shellB.waitForTab('History');

    await shellA.logout();
    await new SignInPage(first.page).waitUntilShown();
    await new SignInPage(second).waitUntilShown();
    await waitForPath(second, '/');

    const signIn = new SignInPage(first.page);
    await signIn.signIn(user.email, user.password);
    await shellA.waitUntilShown();
    await shellB.waitUntilShown();
  });

  it('renews a rejected access token from the refresh cookie without bothering the user', async () => {
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshCalls.push(request.method());
    });

    await page.evaluate(() => window.localStorage.setItem('wellness.accessToken', 'not-a-valid-token'));
    await page.reload();
    const shell = new ShellPage(page);
    await shell.waitUntilShown();
    await page.getByText(`Signed in as ${user.name}`).waitFor();
    expect(refreshCalls).toEqual(['POST']);
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    expect(token).not.toBe('not-a-valid-token');
  });

  it('restores the session on a reload when the stored token is gone but the refresh cookie is live', async () => {
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    await shellNavigate(page, '/history');
    await page.evaluate(() => window.localStorage.removeItem('wellness.accessToken'));
    // Whether the sign-in screen's heading is ever drawn while the session comes back: it must not flash up.
    await page.addInitScript(() => {
      const seen = { signIn: false };
      Object.assign(window, { seenDuringRestore: seen });
      new MutationObserver(() => {
        if (Array.from(document.querySelectorAll('h1')).some((heading) => heading.textContent === 'Sign in')) seen.signIn = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();

    const shell = new ShellPage(page);
    await shell.waitForTab('History');
    await page.getByText(`Signed in as ${user.name}`).waitFor();
    expect(await storedToken(page)).not.toBeNull();
    expect(await page.evaluate(() => (window as unknown as { seenDuringRestore: { signIn: boolean } }).seenDuringRestore.signIn)).toBe(false);
  });

  it('shows the sign-in screen without a notice when a load finds neither a token nor a session', async () => {
    const { page, context } = await harness.newContext();
    await signInThroughUi(page, user);
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.removeItem('wellness.accessToken'));
    await page.reload();

    await new SignInPage(page).waitUntilShown();
    expect(await page.getByText('Authentication failed - please log in again', { exact: true }).count()).toBe(0);
    expect(await storedToken(page)).toBeNull();
  });

  it('returns to sign-in with the spec message when the session cannot be renewed', async () => {
    const { page, context } = await harness.newContext();
    await signInThroughUi(page, user);
    await shellNavigate(page, '/analytics');
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.setItem('wellness.accessToken', 'not-a-valid-token'));
    await page.reload();

    const signIn = new SignInPage(page);
    await signIn.waitUntilShown();
    await page.getByText('Authentication failed - please log in again', { exact: true }).waitFor();
    await waitForPath(page, '/');
    expect(await storedToken(page)).toBeNull();
  });
});

async function shellNavigate(page: import('playwright-core').Page, path: string): Promise<void> {
  await page.goto(path);
  await new ShellPage(page).waitUntilShown();
}
