/**
 * Issue 27, points 4 and 6 end to end: the Prescription form suggests medicines as the user types ("sertr" →
 * "Zoloft (sertraline)", which fills the name and the brand), and the help assistant answers "Can I take DayQuil
 * with my sertraline?" from the interaction engine with the warning and its source. Screenshots of both at 1280 and
 * 390 px, light and dark, under test-results/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { AssistantPanel } from './support/pages/assistant-panel.js';
import { join } from 'node:path';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { field, SubstancesPage } from './support/substances-page.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();

/**
 * The screen as it is now at both widths, in the light and the dark theme (the default theme follows the system): the
 * viewport only, as the list and the panel are drawn over it and a full page would show them a few pixels tall.
 */
async function shootBothThemes(page: Page, name: string, whenReady: () => Promise<unknown>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await whenReady();
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${scheme}-${viewport.width}.png`), animations: 'disabled', caret: 'hide' });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}

describe('suggestions and answers', () => {
  it('suggests Zoloft (sertraline) for "sertr" in the Prescription form and fills the name and brand', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'suggest');
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    const dialog = await substances.openAdd('Prescription');

    await field(dialog, 'Name').pressSequentially('sertr');
    const list = dialog.getByRole('listbox', { name: 'Name suggestions' });
    const zoloft = list.getByRole('option', { name: 'Zoloft (sertraline)' });
    await visible(zoloft);
    expect(await list.getByRole('option').first().innerText()).toContain('Zoloft (sertraline)');
    await shootBothThemes(page, 'prescription-suggestions', () => visible(zoloft));

    await zoloft.click();
    expect(await field(dialog, 'Name').inputValue()).toBe('Sertraline');
    expect(await field(dialog, 'Brand').inputValue()).toBe('Zoloft');
    expect(await list.isHidden()).toBe(true);
  });

  it('answers "Can I take DayQuil with my sertraline?" with the engine’s warning and its source', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'ask-dayquil');
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    const assistant = new AssistantPanel(page);
    await assistant.open();
    await assistant.ask('Can I take DayQuil with my sertraline?');

    const answer = await assistant.answer(1);
    expect(answer).toContain('Critical interaction: DayQuil Cold & Flu');
    expect(answer).toContain('and Sertraline. Risk of serotonin syndrome');
    expect(answer).toContain('This is not medical advice.');
    const source = assistant.dialog().getByRole('link', { name: /Sertraline \(Zoloft\), an SSRI/ });
    expect(await source.getAttribute('href')).toMatch(/^https:\/\/dailymed\.nlm\.nih\.gov\//);
    await shootBothThemes(page, 'assistant-interaction-answer', () => visible(source));
  });
});
