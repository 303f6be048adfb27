/**
 * Settings › Help & Guides: the six guides with Quick Start open first, the case-insensitive search over
 * titles and descriptions with its empty states, a guide and a static help page (kept in the URL across a
 * reload, linking to the tabs they describe), the Contact Support and Send Feedback mail links reached by
 * keyboard, and the help assistant's navigate actions landing on the guides and on the tabs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { AssistantPanel } from './support/pages/assistant-panel.js';
import { HelpGuidesPage } from './support/pages/help-guides-page.js';
import { inspectScreen } from './support/screenshots.js';
import { seeText, visible, waitForPath } from './support/waits.js';

const GUIDE_TITLES = [
  'Quick Start',
  'Understanding Substance Types',
  'Adding a Prescription',
  'Tracking Doses',
  'Understanding Analytics',
  'Exporting Your Data',
];

const harness = setUpHarness();
let user: TestUser;

beforeAll(async () => {
  user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'help');
});

async function openHelp(page: Page): Promise<HelpGuidesPage> {
  const shell = await signInThroughUi(page, user);
  await shell.openTab('Settings');
  await page.getByRole('tab', { name: 'Help & Guides' }).click();
  await waitForPath(page, '/settings/help');
  const help = new HelpGuidesPage(page);
  await help.waitForGuide('Quick Start');
  return help;
}

const search = (page: Page) => page.evaluate(() => window.location.search);

describe('help and guides', () => {
  it('lists the six guides with Quick Start open, and searches titles and descriptions ignoring case', async () => {
    const { page } = await harness.newContext();
    const help = await openHelp(page);
    expect(await help.linkTitles()).toEqual(GUIDE_TITLES);
    expect(await help.guideLink('Quick Start').getAttribute('aria-current')).toBe('page');
    await visible(help.guide('Quick Start').getByRole('list', { name: 'First steps' }));
    await inspectScreen(page, 'help-guides-quick-start');

    // Upper case finds "Adding a Prescription" by its title and "Understanding Substance Types" by its
    // description ("Prescriptions, OTC medications, …"); Quick Start is hidden, so the pane asks for a choice.
    await help.search().fill('PRESCRIPTION');
    await page.waitForFunction(() => document.querySelectorAll('nav[aria-labelledby] li').length === 2);
    expect(await help.linkTitles()).toEqual(['Understanding Substance Types', 'Adding a Prescription']);
    await seeText(page, 'Select a guide to get started');
    await seeText(page, '2 guides match');

    // A word only in a description.
    await help.search().fill('refills');
    await page.waitForFunction(() => document.querySelectorAll('nav[aria-labelledby] li').length === 1);
    expect(await help.linkTitles()).toEqual(['Adding a Prescription']);
    await help.openGuide('Adding a Prescription');

    await help.search().fill('zebra');
    await seeText(page, 'No guides match “zebra”.');
    expect(await help.guideLinks().count()).toBe(0);
    await seeText(page, 'Select a guide to get started');
    await inspectScreen(page, 'help-guides-no-match');

    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await help.linkTitles()).toEqual(GUIDE_TITLES);
    expect(await help.search().inputValue()).toBe('');
    await help.waitForGuide('Adding a Prescription');
  });

  it('opens a guide and a static help page, keeps the open one in the URL, and links to the tabs it describes', async () => {
    const { page } = await harness.newContext();
    const help = await openHelp(page);

    await help.openGuide('Understanding Analytics');
    expect(await search(page)).toBe('?guide=understanding-analytics');
    // Focus moves to the guide just opened, so it is read next.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Understanding Analytics');
    const analytics = help.guide('Understanding Analytics');
    await visible(analytics.getByRole('heading', { name: 'What Analytics shows' }));
    expect(await analytics.innerText()).not.toContain('not available yet');
    await visible(analytics.getByRole('rowheader', { name: 'Week 4+' }));
    expect(await analytics.innerText()).toContain('track for 2 to 4 weeks');
    await inspectScreen(page, 'help-guide-understanding-analytics');

    // The static help page "Adding a Prescription": numbered steps through the Add Prescription form.
    await help.openGuide('Adding a Prescription');
    expect(await search(page)).toBe('?guide=adding-prescriptions');
    const steps = help.guide('Adding a Prescription').getByRole('list', { name: 'Adding a prescription' }).getByRole('listitem');
    expect(await steps.count()).toBe(8);
    expect(await steps.first().innerText()).toContain('Open the Substances tab');
    await inspectScreen(page, 'help-page-adding-prescription');

    await page.reload();
    await help.waitForGuide('Adding a Prescription');
    expect(await help.guideLink('Adding a Prescription').getAttribute('aria-current')).toBe('page');

    // A link inside the page leads to the tab it names; back returns to the page.
    await help.guide('Adding a Prescription').getByRole('link', { name: 'Substances tab' }).first().click();
    await waitForPath(page, '/supplements');
    await visible(page.getByRole('heading', { level: 2, name: 'Substances', exact: true }));
    await page.goBack();
    await help.waitForGuide('Adding a Prescription');

    // A link to another guide opens it in place.
    await help.guide('Adding a Prescription').getByRole('link', { name: 'Tracking Doses' }).click();
    await help.waitForGuide('Tracking Doses');
    expect(await search(page)).toBe('?guide=tracking-usage');
    await inspectScreen(page, 'help-page-tracking-doses');
  });

  it('offers Contact Support and Send Feedback as mail links, reachable by keyboard', async () => {
    const { page } = await harness.newContext();
    await openHelp(page);
    const host = new URL(harness.baseURL).hostname;
    const contact = page.getByRole('link', { name: 'Contact Support' });
    const feedback = page.getByRole('link', { name: 'Send Feedback' });
    expect(await contact.getAttribute('href')).toBe(`mailto:support@${host}?subject=Wellness%20Tracker%20support%20request`);
    const feedbackHref = new URL((await feedback.getAttribute('href')) ?? '');
    expect(feedbackHref.protocol).toBe('mailto:');
    expect(feedbackHref.pathname).toBe(`support@${host}`);
    expect(feedbackHref.searchParams.get('subject')).toBe('Feedback on Wellness Tracker 1.0.0');
    await seeText(page, `support@${host}`);

    // From the search box, Tab walks the guide list, the guide and then the support links.
    await page.getByLabel('Search guides').focus();
    const reached: string[] = [];
    for (let presses = 0; presses < 40 && !reached.includes('Send Feedback'); presses += 1) {
      await page.keyboard.press('Tab');
      reached.push((await page.evaluate(() => document.activeElement?.textContent ?? '')).trim());
    }
    expect(reached[0]).toContain('Quick Start');
    expect(reached).toContain('Contact Support');
    expect(reached).toContain('Send Feedback');
  });

  it('follows the help assistant to the guides and to the tabs its actions name', async () => {
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    const assistant = new AssistantPanel(page);
    const help = new HelpGuidesPage(page);

    // From a guide other than Quick Start, "Browse all guides" (help/guides) lands on the guide list.
    await page.goto('/settings/help?guide=data-export');
    await help.waitForGuide('Exporting Your Data');
    await shell.openTab('History');
    await assistant.open();
    await assistant.ask('What can you do?');
    await assistant.answer(1);
    await assistant.dialog().getByRole('button', { name: 'Browse all guides' }).click();
    await waitForPath(page, '/settings/help');
    await shell.waitForTab('Settings');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Help & Guides');
    expect(await help.linkTitles()).toEqual(GUIDE_TITLES);
    await help.waitForGuide('Quick Start');
    expect(await search(page)).toBe('');

    // Tracking answers lead to Daily and History.
    await assistant.open();
    await assistant.ask('How do I log a dose?');
    await assistant.answer(2);
    await assistant.dialog().getByRole('button', { name: 'Open History' }).click();
    await waitForPath(page, '/history');
    await shell.waitForTab('History');
    await assistant.open();
    await assistant.dialog().getByRole('button', { name: 'Go to Daily' }).click();
    await waitForPath(page, '/daily');
    await shell.waitForTab('Daily');

    // The supplement answer leads to the Substances tab.
    await assistant.open();
    await assistant.ask('Which vitamin should I add?');
    await assistant.answer(3);
    await assistant.dialog().getByRole('button', { name: 'Open Substances' }).click();
    await waitForPath(page, '/supplements');
    await shell.waitForTab('Substances');
  });
});
