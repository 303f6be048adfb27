/**
 * Issue 34's before-and-after pictures of the icons and the supply warning: the Daily tab's Focus Aids & Activities
 * (built-in aids and one custom aid with the user's own emoji), the Create Custom Focus Aid palette, and a supplement
 * with 8 left as the Daily dose card and the Substances card show it, at 390 and 1280 px, light and dark. Compressed
 * JPEGs go to docs/screenshots/issue-34/ only when ISSUE34_SHOTS names the phase (`before` from an unmodified build,
 * `after`); otherwise to test-results/screenshots/, so an ordinary run never rewrites the committed pictures. The
 * machine has no emoji font, as on the reporter's Debian Chromium, so emoji show as the boxes the issue describes.
 */
import { describe, it } from 'vitest';
import { createVerifiedUser } from './support/fixtures.js';
import { shoot } from './support/issue-34-shots.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { DailyFocusPage } from './support/daily-focus-page.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { SubstancesPage } from './support/substances-page.js';

const harness = setUpHarness();
async function createCustomAid(token: string): Promise<void> {
  const response = await fetch(`${harness.baseURL}/api/focus-aids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Lo-fi playlist', icon: '🎧', category: 'audio' }),
  });
  if (response.status !== 201) throw new Error(`Creating a focus aid: HTTP ${response.status}`);
}

describe('issue 34 screenshots', () => {
  it('pictures the focus aids and a substance with 8 left on Daily and Substances', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'issue34-shots');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', dosage: 200, unit: 'mg', remainingSupply: 8 });
    await createCustomAid(token);
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    const daily = new DailyFocusPage(page);
    await daily.waitUntilShown();

    await shoot(page, () => daily.aids(), 'focus-aids');
    const dialog = await daily.openCreate();
    await shoot(page, () => dialog, 'focus-aids-palette');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const supplements = new DailySupplementsSection(page);
    await supplements.waitUntilShown();
    await shoot(page, () => supplements.card('Magnesium'), 'low-stock-daily');

    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    await shoot(page, () => substances.card('Magnesium'), 'low-stock');
  });
});
