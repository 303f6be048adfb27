/**
 * Issue 34 in the browser: every built-in focus aid is drawn with the app's own SVG (no emoji in its icon slot, in
 * normal and edit mode) while a custom aid keeps the emoji its user chose, with its name beside it and a word under
 * each emoji of the palette; and a supplement with 8 left shows the same supply warning, naming its threshold, on the
 * Daily tab's dose card and on the Substances card.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { DailyFocusPage } from './support/daily-focus-page.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { SubstancesPage } from './support/substances-page.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();
const EMOJI = /[\p{Extended_Pictographic}\u{2600}-\u{27BF}]/u;

/** Each aid's id and what its icon slot holds: how many SVGs and its text. */
async function iconSlots(scope: Locator): Promise<Array<{ id: string; svgs: number; text: string }>> {
  return scope.locator('[data-aid-id]').evaluateAll((items) =>
    items.map((item) => {
      const slot = item.querySelector('[data-aid-icon]');
      return { id: item.getAttribute('data-aid-id') ?? '', svgs: slot?.querySelectorAll('svg').length ?? -1, text: slot?.textContent ?? '' };
    }),
  );
}

describe('issue 34: icons and the supply warning', () => {
  it('draws every built-in aid as an SVG and keeps the user’s emoji for their own aid', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'issue34-icons');
    const token = await apiToken(harness.baseURL, user);
    const created = await fetch(`${harness.baseURL}/api/focus-aids`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Lo-fi playlist', icon: '🎧', category: 'audio' }),
    });
    expect(created.status).toBe(201);
    const { page } = await harness.newContext();
    await signInThroughUi(page, user);
    const daily = new DailyFocusPage(page);
    await daily.waitUntilShown();
    await visible(daily.aid('Lo-fi playlist'));

    for (const mode of ['normal', 'edit'] as const) {
      if (mode === 'edit') {
        await daily.editToggle().click();
        await visible(daily.showSwitch('Lo-fi playlist'));
      }
      const slots = await iconSlots(daily.aids());
      const builtIn = slots.filter((slot) => slot.id.startsWith('default-'));
      expect(builtIn.length, mode).toBe(16);
      for (const slot of builtIn) {
        expect(slot.svgs, `${mode} ${slot.id}`).toBe(1);
        expect(slot.text, `${mode} ${slot.id}`).not.toMatch(EMOJI);
      }
      const own = slots.filter((slot) => !slot.id.startsWith('default-'));
      expect(
        own.map((slot) => [slot.svgs, slot.text]),
        mode,
      ).toEqual([[0, '🎧']]);
    }
    // The name is what the aid is called, never the emoji.
    expect(await daily.showSwitch('Lo-fi playlist').getAttribute('aria-label')).toBe('Show Lo-fi playlist');

    // The palette: a word under each emoji, so a missing emoji font never leaves an empty box alone.
    await daily.editToggle().click();
    const dialog = await daily.openCreate();
    const palette = dialog.getByRole('radiogroup', { name: 'Icon' });
    expect(await palette.getByRole('radio').count()).toBe(20);
    expect(await palette.getByRole('radio', { name: '🎧' }).isChecked()).toBe(false);
    await visible(palette.getByText('Headset', { exact: true }));
    const words = await palette.locator('label').evaluateAll((labels) => labels.map((label) => (label.textContent ?? '').replace(/[^A-Za-z ]/g, '').trim()));
    expect(words.every((word) => word.length > 0)).toBe(true);
  });

  it('shows the same warning, naming its threshold, for a supplement with 8 left on Daily and on Substances', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'issue34-supply');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', dosage: 200, unit: 'mg', remainingSupply: 8 });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);

    const section = new DailySupplementsSection(page);
    await section.waitUntilShown();
    const doseCard = section.card('Magnesium');
    await visible(doseCard.getByText('Low stock', { exact: true }));
    const onDaily = await doseCard.locator('[data-supply-warning]').allTextContents();

    await shell.openTab('Substances');
    const card = new SubstancesPage(page).card('Magnesium');
    await visible(card.getByText('Low stock', { exact: true }));
    const onSubstances = await card.locator('[data-supply-warning]').allTextContents();

    expect(onDaily).toEqual(['Low stock: fewer than 10 left']);
    expect(onSubstances).toEqual(onDaily);
    expect(await card.getByText('Low supply', { exact: true }).count()).toBe(0);
  });
});
