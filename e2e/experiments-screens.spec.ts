/**
 * The experiment screens looked at: the list and its empty state, a new plan, a planned experiment with two versions,
 * a running one, a blinded one, a finished one with its result and report, a stopped one, today's instruction on the
 * Daily tab, the no-peeking note in Analytics and the substance card's Test it, at 1280 and 390 px, light and dark,
 * under test-results/screenshots/experiments-*.png, with axe on each screen in the light theme and no sideways
 * scrolling at 390 px. The experiment reads are fixed answers (support/experiments-fakes.ts), so every state shows on a
 * fresh account.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { setTheme } from './support/analytics-api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { serveExperimentFakes, serveWithheldAnalytics, type ExperimentFakeIds } from './support/experiments-fakes.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();

async function shot(page: Page, name: string, theme: string, checkAxe: boolean, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `experiments-${name}-${width}-${theme}.png`), fullPage, animations: 'disabled', caret: 'hide' });
  if (width === PHONE.width) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
    // Nor does a dialog's scrolling body (the report, the helper's sheet).
    const inDialog = await page.evaluate(() =>
      Math.max(0, ...Array.from(document.querySelectorAll('dialog[open] [role="region"]')).map((region) => region.scrollWidth - region.clientWidth)),
    );
    expect(inDialog, `${name}'s dialog scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  }
  if (checkAxe) await expectNoSeriousViolations(page, `experiments-${name}-${width}`);
}

const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

async function seedIds(token: string): Promise<ExperimentFakeIds> {
  return {
    rhodiola: await seedSubstance(harness.baseURL, token, 'supplements', {
      name: 'Rhodiola',
      substanceType: 'HERBAL',
      dosage: 200,
      unit: 'mg',
      remainingSupply: 40,
    }),
    magnesium: await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', dosage: 300, unit: 'mg', remainingSupply: 60 }),
    vitaminD: await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Vitamin D3', dosage: 1000, unit: 'IU', remainingSupply: 60 }),
    sertraline: await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Sertraline', dosage: 50, unit: 'mg', remainingSupply: 30 }),
  };
}

async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await visible(page.getByText(ready).first());
}

describe('experiment screens', () => {
  it('draws every experiment screen at both widths in both themes', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'experiment-screens');
    const token = await apiToken(harness.baseURL, user);
    const ids = await seedIds(token);
    // A dose of Rhodiola, so the Supplement Timeline offers its insights.
    await fetch(`${harness.baseURL}/api/supplement-doses`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ supplementId: ids.rhodiola, timestamp: new Date(Date.now() - 60_000).toISOString() }),
    });
    const { page } = await harness.newContext(DESKTOP);
    const today = await browserToday(page);
    await serveExperimentFakes(page, ids, today);
    await serveWithheldAnalytics(page, { substanceId: ids.rhodiola, substanceName: 'Rhodiola', experimentId: 'exp-run', endDate: today });
    await signInThroughUi(page, user);

    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await setTheme(harness.baseURL, token, 'DARK');
        await page.reload();
        await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
      }
      for (const viewport of [DESKTOP, PHONE]) {
        const axe = theme === 'light';
        await page.setViewportSize(viewport);
        await open(page, '/analytics/experiments', 'Does rhodiola make my afternoons less foggy?');
        await shot(page, 'list', theme, axe);
        await open(page, `/analytics/experiments?plan=${ids.rhodiola}`, 'Suggested for Rhodiola');
        await shot(page, 'plan', theme, axe);
        await open(page, '/analytics/experiments?id=exp-plan', 'Versions of the plan');
        await shot(page, 'planned', theme, axe);
        await open(page, '/analytics/experiments?id=exp-run', 'Assignment calendar');
        await shot(page, 'running', theme, axe);
        await page.getByRole('button', { name: 'Stop…' }).click();
        await visible(page.getByRole('alertdialog', { name: 'Stop the Rhodiola experiment?' }));
        await shot(page, 'stop-dialog', theme, axe, false);
        await page.getByRole('button', { name: 'Keep it running' }).click();
        await open(page, '/analytics/experiments?id=exp-blind', 'Assignment calendar');
        await shot(page, 'blinded', theme, axe);
        await page.getByRole('button', { name: 'Preparation sheet for your helper' }).click();
        await page.getByRole('alertdialog', { name: 'Only for your helper' }).getByRole('button', { name: 'Show the sheet' }).click();
        await visible(page.getByRole('dialog', { name: 'Preparation sheet: Magnesium' }).getByText('Look-alike (no substance)'));
        await shot(page, 'prep-sheet', theme, axe, false);
        await page.getByRole('dialog', { name: 'Preparation sheet: Magnesium' }).getByRole('button', { name: 'Close' }).click();
        await open(page, '/analytics/experiments?id=exp-done', 'Other outcomes (exploratory)');
        await shot(page, 'finished', theme, axe);
        await open(page, '/analytics/experiments?id=exp-stop', 'This experiment was stopped before its last block ended');
        await shot(page, 'stopped', theme, axe);
        await open(page, '/analytics/experiments?id=exp-done&view=report', 'Limits');
        await shot(page, 'report', theme, axe, false);
        await open(page, '/daily', 'Rhodiola today, day');
        await shot(page, 'daily', theme, axe, false);
        await open(page, '/analytics', 'No estimate for Rhodiola while its experiment runs');
        await page.getByText('No estimate for Rhodiola while its experiment runs').scrollIntoViewIfNeeded();
        await shot(page, 'analytics', theme, axe, false);
        await page.getByRole('tab', { name: 'Supplement Timeline' }).click();
        await page.getByRole('button', { name: 'Get AI Insights' }).click();
        const insights = page.getByRole('dialog', { name: 'Insights: Rhodiola' });
        await visible(insights.getByText('No estimate for Rhodiola while its experiment runs').first());
        await shot(page, 'insights', theme, axe, false);
        await insights.getByRole('region', { name: 'Effects by the hour', exact: true }).scrollIntoViewIfNeeded();
        await visible(insights.getByRole('region', { name: 'Effects by the hour', exact: true }).getByText(/^No estimate for Rhodiola/));
        await shot(page, 'effects-by-hour', theme, false, false);
        await page.keyboard.press('Escape');
        await open(page, '/supplements', 'Rhodiola');
        await page.getByRole('link', { name: 'Test it: run an experiment on Rhodiola' }).scrollIntoViewIfNeeded();
        await shot(page, 'substance-card', theme, axe, false);
      }
    }
  }, 240_000);

  it('draws the empty list with its call to action', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'experiment-empty');
    const token = await apiToken(harness.baseURL, user);
    const ids = await seedIds(token);
    const { page } = await harness.newContext(PHONE);
    await serveExperimentFakes(page, ids, await browserToday(page), { empty: true });
    await signInThroughUi(page, user);
    await open(page, '/analytics/experiments', 'No experiments yet');
    await shot(page, 'empty', 'light', true);
    await page.getByRole('button', { name: 'Plan an experiment' }).last().click();
    await visible(page.getByRole('heading', { name: 'Plan an experiment' }));
  });
});
