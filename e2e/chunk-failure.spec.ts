/**
 * A part of the app that arrives as a chunk of its own and cannot be fetched (the connection dropped, a deploy
 * replaced the files) says so in its place with Try again, and Try again fetches it: the page never goes blank, and
 * what was typed elsewhere on it stays.
 */
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './support/fixtures.js';
import { DailyEntryPage } from './support/daily-entry-page.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { AssistantPanel } from './support/pages/assistant-panel.js';
import { inspectScreen } from './support/screenshots.js';
import { hidden, visible } from './support/waits.js';

const harness = setUpHarness();

describe('a chunk that cannot be fetched', () => {
  it('shows the failure in place of a tab and of the help panel, and Try again fetches them', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'chunk-failure');
    const { page } = await harness.newContext();
    // From the start: the help panel is also fetched ahead of use once the page is idle.
    await page.route('**/assets/assistant-panel-*.js', (route) => route.abort('internetdisconnected'));
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const daily = new DailyEntryPage(page);
    await daily.notes().fill('typed before the failure');

    // The help panel's chunk fails: the panel's place says so; the Daily tab and its note stay.
    await page.getByRole('button', { name: 'Open help assistant' }).click();
    const panelFailure = page.getByRole('alert').filter({ hasText: 'The help assistant could not be loaded. Check your connection, then try again.' });
    await visible(panelFailure);
    await inspectScreen(page, 'help-panel-load-failure');
    expect(await daily.notes().inputValue()).toBe('typed before the failure');
    await page.unroute('**/assets/assistant-panel-*.js');
    await panelFailure.getByRole('button', { name: 'Try again' }).click();
    const assistant = new AssistantPanel(page);
    await visible(assistant.dialog());
    await hidden(panelFailure);
    await page.keyboard.press('Escape');
    await hidden(assistant.dialog());

    // A tab's chunk fails: the tab's place says so, the navigation stays, and Try again opens the tab.
    await page.route('**/assets/history-tab-*.js', (route) => route.abort('internetdisconnected'));
    await shell.tab('History').click();
    const tabFailure = page.getByRole('alert').filter({ hasText: 'This tab could not be loaded. Check your connection, then try again.' });
    await visible(tabFailure);
    await visible(shell.tab('Daily'));
    await inspectScreen(page, 'tab-load-failure');
    await page.unroute('**/assets/history-tab-*.js');
    await tabFailure.getByRole('button', { name: 'Try again' }).click();
    await shell.waitForTab('History');
    await hidden(tabFailure);

    // Back on the Daily tab the note typed before is still there (kept as a draft).
    await shell.openTab('Daily');
    expect(await daily.notes().inputValue()).toBe('typed before the failure');
  });

  it('fetches the help panel and its answers ahead of use, so the assistant answers offline', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'chunk-ahead');
    const { page, context } = await harness.newContext();
    const fetched = Promise.all(
      ['assistant-panel', 'assistant-answers'].map((name) => page.waitForResponse((response) => response.url().includes(`/assets/${name}-`) && response.ok())),
    );
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    await fetched;

    await context.setOffline(true);
    const assistant = new AssistantPanel(page);
    await assistant.open();
    await assistant.ask('How do I add a prescription?');
    expect(await assistant.answer(1)).toContain('Prescriptions are one of three kinds of substance');
  });
});
