/**
 * Icons and names: Today's Summary and the daily insight draw their icons as inline SVG rather than emoji (which a
 * phone's fonts may lack: the insight's showed as an empty box); every button and link on every tab has an accessible
 * name without stray whitespace or emoji, picks and session controls included; and the Substances filter chips' count
 * badges meet WCAG AA contrast (4.5:1 for their small text), pressed or not.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from './support/browser.js';
import { badlyNamedControls, nameProblem } from './support/accessible-names.js';
import { textContrast } from './support/contrast.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { TAB_NAMES } from './support/pages/shell-page.js';
import { AssistantPanel } from './support/pages/assistant-panel.js';
import { DailyFocusPage } from './support/daily-focus-page.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { startSessionViaApi, stopSessionViaApi } from './support/daily-focus-api.js';
import { SubstancesPage } from './support/substances-page.js';
import { visible } from './support/waits.js';
import { openFoldedSections } from './support/daily-sections.js';

const harness = setUpHarness();
const EMOJI = /\p{Extended_Pictographic}/u;

async function createAid(token: string, body: { name: string; icon: string; category: string }): Promise<void> {
  const response = await fetch(`${harness.baseURL}/api/focus-aids`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`create aid: HTTP ${response.status} ${await response.text()}`);
}

async function expectWellNamed(page: Page, where: string): Promise<void> {
  expect(await badlyNamedControls(page), where).toEqual([]);
}

describe('icons and accessible names', () => {
  it('knows a badly read name when it sees one', () => {
    expect(nameProblem('Remove 🎯 Standing desk')).toBe('contains an emoji');
    expect(nameProblem(' Logout')).toBe('starts or ends with whitespace');
    expect(nameProblem('Add  Herbal')).toBe('two spaces in a row');
    expect(nameProblem('')).toBe('no name');
    expect(nameProblem('Delete Zoloft')).toBeNull();
  });

  it('draws the summary icons as SVG and names every button and link cleanly on every tab', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'labels');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Zoloft', dosage: 50, unit: 'mg', remainingSupply: 20 });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: "St John's Wort", substanceType: 'HERBAL', remainingSupply: 40 });
    await createAid(token, { name: 'Standing desk', icon: '🪴', category: 'physical' });
    const session = await startSessionViaApi(harness.baseURL, token, { sessionType: 'READING', plannedDuration: 30 });
    await stopSessionViaApi(harness.baseURL, token, session.id);
    const { page } = await harness.newContext(PHONE);
    const shell = await signInThroughUi(page, user);

    // Today's Summary: four cards, each with an SVG icon and no emoji anywhere.
    const summary = await visible(page.getByTestId('todays-summary'));
    expect(await summary.locator('svg').count()).toBe(4);
    expect(await summary.innerText()).not.toMatch(EMOJI);
    // The long sections start folded on a phone (issue 34): open, as a person would, to look at every name.
    await openFoldedSections(page);
    // The insight card's icon too.
    const insight = page.getByRole('region', { name: 'AI Daily Insight' });
    await visible(insight.getByText(/^Not enough data for a personal insight yet/));
    expect(await insight.locator('svg').count()).toBeGreaterThanOrEqual(2);
    expect(await insight.innerText()).not.toMatch(EMOJI);

    // The Daily tab with picks in the entry form, a logged dose and a finished session.
    const supplements = new DailySupplementsSection(page);
    const focus = new DailyFocusPage(page);
    await visible(supplements.card('Zoloft'));
    await supplements.logButton(supplements.card('Zoloft')).click();
    await visible(supplements.card('Zoloft').getByRole('button', { name: /^Logged/ }));
    await focus.aid('Standing desk').click();
    await supplements.mode('Select for entry').click();
    await supplements.entryCheckbox("St John's Wort").check();
    await visible(page.getByRole('region', { name: 'New Entry' }).getByRole('button', { name: 'Remove Standing desk', exact: true }));
    await visible(focus.sessionList());
    await expectWellNamed(page, 'Daily');

    for (const tab of TAB_NAMES.filter((name) => name !== 'Daily')) {
      await shell.openTab(tab);
      if (tab === 'Substances') await visible(new SubstancesPage(page).banner());
      await expectWellNamed(page, tab);
    }
    const assistant = new AssistantPanel(page);
    await assistant.open();
    await assistant.ask('How do I add a prescription?');
    await assistant.answer(1);
    await expectWellNamed(page, 'help assistant');
  }, 120_000);

  it('gives the filter chips’ count badges AA contrast, pressed and not', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'labels-chips');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Zoloft' });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium glycinate' });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    await visible(substances.card('Zoloft'));
    for (const pressed of ['All', 'Prescription'] as const) {
      await substances.chip(pressed).click();
      expect(await substances.chip(pressed).getAttribute('aria-pressed')).toBe('true');
      // The chips fade between their colours (150 ms): measure the colours they settle on.
      await page.mouse.move(0, 0);
      await page.waitForTimeout(400);
      const chips = substances.chips();
      for (let i = 0; i < (await chips.count()); i += 1) {
        const chip = chips.nth(i);
        const label = (await chip.innerText()).replace(/\s+/g, ' ');
        expect(await textContrast(chip.locator('span')), `${label} badge (${pressed} pressed)`).toBeGreaterThanOrEqual(4.5);
        expect(await textContrast(chip), `${label} chip (${pressed} pressed)`).toBeGreaterThanOrEqual(4.5);
      }
    }
  }, 60_000);
});
