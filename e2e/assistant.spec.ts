/**
 * The help assistant: opens from the floating button on every tab with the tab as context, answers
 * locally after a "Thinking" pause, navigates through its actions, closes with Escape returning focus.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { AssistantPanel } from './support/pages/assistant-panel.js';
import { HelpGuidesPage } from './support/pages/help-guides-page.js';
import { TAB_NAMES } from './support/pages/shell-page.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { hidden, seeText, visible, waitForPath } from './support/waits.js';

const harness = setUpHarness();
let user: TestUser;

beforeAll(async () => {
  user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'assistant');
});

describe('help assistant', () => {
  it('answers after thinking and navigates through its actions', async () => {
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Analytics');
    const assistant = new AssistantPanel(page);
    await assistant.open();

    const box = await assistant.dialog().boundingBox();
    expect(box?.width).toBe(400);
    expect(box?.height).toBe(600);
    await visible(assistant.dialog().getByText('Helping with the Analytics tab'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Ask a question…');

    // Empty and whitespace-only messages are not sent.
    expect(await assistant.sendButton().isDisabled()).toBe(true);
    await assistant.input().fill('   ');
    expect(await assistant.sendButton().isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await assistant.userMessages().count()).toBe(0);

    await assistant.ask('How do I add a prescription?');
    await visible(assistant.dialog().getByText('Thinking', { exact: true }));
    expect(await assistant.input().isDisabled()).toBe(true);
    expect(await assistant.sendButton().isDisabled()).toBe(true);
    const answer = await assistant.answer(1);
    expect(answer).toContain('Prescriptions are one of three kinds of substance');
    await visible(assistant.dialog().getByText('Helping with the Analytics tab'));
    expect(await assistant.input().isEnabled()).toBe(true);

    // Each action does what its label says: the prescription guide itself, then the prescription form.
    await assistant.dialog().getByRole('button', { name: 'View prescription guide' }).click();
    await hidden(assistant.dialog());
    await waitForPath(page, '/settings/help');
    await shell.waitForTab('Settings');
    await new HelpGuidesPage(page).waitForGuide('Adding a Prescription');

    await assistant.open();
    await assistant.dialog().getByRole('button', { name: 'Add prescription' }).click();
    await waitForPath(page, '/supplements');
    await shell.waitForTab('Substances');
    const form = page.getByRole('dialog', { name: 'Add Prescription' });
    await visible(form);
    expect(await page.evaluate(() => window.location.search)).toBe('');
    await page.keyboard.press('Escape');
    await hidden(form);

    // The conversation is kept while the panel is closed; a general question mentions the current tab.
    await assistant.open();
    expect(await assistant.assistantMessages().count()).toBe(1);
    await assistant.ask('What can you do?');
    expect(await assistant.answer(2)).toContain('You are on the Substances tab.');
  });

  it('closes with Escape and returns focus to the help button, on every tab', async () => {
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    const assistant = new AssistantPanel(page);
    for (const tab of TAB_NAMES) {
      await shell.openTab(tab);
      await assistant.open();
      await assistant.closeWithEscape();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open help assistant');
    }
    // Keyboard only: Enter on the focused button opens it again.
    await page.keyboard.press('Enter');
    await visible(assistant.dialog());
  });

  it('sends an initial question by itself when opened with one', async () => {
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    await page.getByRole('button', { name: 'Ask the help assistant how tracking works' }).click();
    const assistant = new AssistantPanel(page);
    await visible(assistant.dialog());
    await seeText(page, 'How do I track my doses?');
    expect(await assistant.answer(1)).toContain('Log each dose on the Daily tab.');
  });

  it('fits a phone screen', async () => {
    const { page } = await harness.newContext(PHONE);
    await signInThroughUi(page, user);
    const assistant = new AssistantPanel(page);
    await assistant.open();
    const box = await assistant.dialog().boundingBox();
    if (box === null) throw new Error('The assistant panel has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 40);
    expect(box.y).toBeGreaterThanOrEqual(0);
  });
});
