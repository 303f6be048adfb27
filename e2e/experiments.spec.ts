/**
 * Self-experiments in Chromium against the real server (issue 31): planning through the form (its defaults, a field
 * explained, a draft kept over a reload, the prescription refusal at its field, then the confirmation), the locked plan
 * and today's instruction on the Daily tab, a new version before the start, stopping with a reason, and a finished
 * experiment's result and printable report (moved back in time in the database, then logged day by day through the API).
 */
import { describe, expect, it } from 'vitest';
import { EXPERIMENT_MESSAGES, experimentPowerNote } from '@wellness/contract';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { seedHistory, type SeedDay } from './support/analytics-api.js';
import { dayInZone } from './support/conditions-api.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { moveExperiment } from './support/experiments-db.js';
import { screenshot } from './support/screenshots.js';
import { hidden, seeText, visible } from './support/waits.js';

const harness = setUpHarness();
const ZONE = 'America/New_York';

async function api(token: string, path: string, method = 'GET', body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${harness.baseURL}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('self-experiments', () => {
  it('plans one through the form: defaults, an explained field, a kept draft, the prescription refusal, then the confirmation', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'experiment-plan');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'prescriptions', { name: 'Sertraline', dosage: 50, unit: 'mg', remainingSupply: 30 });
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Rhodiola', dosage: 200, unit: 'mg', remainingSupply: 30 });
    const { page } = await harness.newContext(DESKTOP);
    const shell = await signInThroughUi(page, user);

    await shell.openTab('Substances');
    await page.getByRole('link', { name: 'Test it: run an experiment on Sertraline' }).click();
    await visible(page.getByRole('heading', { name: 'Plan an experiment' }));
    expect(new URL(page.url()).pathname).toBe('/analytics/experiments');

    // The defaults: 2 pairs of 7-day blocks from today, a 1-point smallest change.
    await expect.poll(() => page.getByLabel('Days per block').inputValue()).toBe('7');
    expect(await page.getByLabel('Pairs of blocks').inputValue()).toBe('2');
    expect(await page.getByLabel('Smallest change that matters').inputValue()).toBe('1');
    expect(await page.getByLabel('Start date').inputValue()).toBe(dayInZone(ZONE, 0));
    await visible(page.getByText(/^4 blocks of 7 days: 28 days/));
    // A field explained in plain words, tied to its input.
    const washout = page.getByLabel('Washout days');
    expect(await washout.getAttribute('aria-describedby')).toBeTruthy();
    const described = await washout.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain('left out of the analysis');
    expect(described).toContain('Suggested for Sertraline');
    // What two pairs can find, said beside the number of pairs.
    await visible(page.locator('[data-power]').getByText(experimentPowerNote(2)));
    const smallest = await page
      .getByLabel('Smallest change that matters')
      .evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(smallest).toContain('The smallest change that would matter to you');

    // Another substance can be chosen (its own suggestion, no prescriber's box), and the first one again.
    await page.getByLabel('Substance').selectOption({ label: 'Rhodiola' });
    await visible(page.getByText(/^Suggested for Rhodiola/));
    await hidden(page.getByRole('checkbox', { name: 'I have agreed this test with my prescriber' }));
    await page.getByLabel('Substance').selectOption({ label: 'Sertraline' });
    await visible(page.getByText(/^Suggested for Sertraline/));

    // A draft survives a reload.
    await page.getByLabel('Your question').fill('Does sertraline on alternate weeks change my mood?');
    await page.getByLabel('Main outcome').selectOption({ label: 'Mood' });
    await page.reload();
    await visible(page.getByText(/^Your unsaved plan was kept\./));
    expect(await page.getByLabel('Your question').inputValue()).toBe('Does sertraline on alternate weeks change my mood?');
    expect(await page.getByLabel('Main outcome').inputValue()).toBe('mood');

    // A prescription medicine: the server refuses without the prescriber's agreement, at that field.
    const agreed = page.getByRole('checkbox', { name: 'I have agreed this test with my prescriber' });
    await visible(agreed);
    await page.getByRole('button', { name: 'Lock the plan' }).click();
    await seeText(page, EXPERIMENT_MESSAGES.prescriberRequired);
    expect(await agreed.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => agreed.evaluate((box) => box === document.activeElement)).toBe(true);
    await screenshot(page, 'experiments-plan-refused');

    await agreed.check();
    await page.getByRole('button', { name: 'Lock the plan' }).click();
    await visible(page.getByRole('heading', { name: 'Does sertraline on alternate weeks change my mood?' }));
    await visible(page.getByText(/^Locked on .+ · fingerprint [0-9a-f]{8}…$/));
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).toBeTruthy();
    await page.getByText('Full fingerprint and the locked plan').click();
    const canonical = await page.locator('[data-lock] pre').textContent();
    expect(JSON.parse(canonical ?? '{}')).toMatchObject({ prescriberAgreed: true, outcomeMetric: 'mood', blockDays: 7, blockPairs: 2 });

    // Locked, the draft is gone: a new plan starts afresh.
    await page.goto('/analytics/experiments?plan=');
    await visible(page.getByRole('heading', { name: 'Plan an experiment' }));
    expect(await page.getByLabel('Your question').inputValue()).toBe('');
    expect(await page.getByText(/^Your unsaved plan was kept\./).count()).toBe(0);

    // The address survives a reload.
    await page.goto(`/analytics/experiments?id=${id}`);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Does sertraline on alternate weeks change my mood?' }));
    await visible(page.locator('[data-calendar]'));
    await hidden(page.getByText('Estimated effect'));

    // Today's instruction on the Daily tab, linking back to the experiment.
    await shell.openTab('Daily');
    const instruction = page.locator('[data-instruction]');
    await visible(instruction);
    expect(await instruction.locator('p').first().textContent()).toMatch(/^(Take|No) Sertraline today, day 1 of 7$/);
    await instruction.getByRole('link', { name: 'Open the Sertraline experiment' }).click();
    await visible(page.getByRole('heading', { name: 'Does sertraline on alternate weeks change my mood?' }));

    // Stopping asks for a reason, then says plainly that no estimate will be shown.
    await page.getByRole('button', { name: 'Stop…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Stop the Sertraline experiment?' });
    await dialog.getByRole('button', { name: 'Stop the experiment' }).click();
    await visible(dialog.getByText('Say why you are stopping'));
    await dialog.getByLabel('Why are you stopping?').fill('My prescriber advised against it');
    await dialog.getByRole('button', { name: 'Stop the experiment' }).click();
    await hidden(dialog);
    await seeText(page, EXPERIMENT_MESSAGES.stoppedNotReadable);
    await visible(page.getByText('Reason for stopping: My prescriber advised against it'));
    await shell.openTab('Daily');
    await hidden(page.locator('[data-instruction]'));
  });

  it('changes a plan before its start as a new version, with the earlier one listed', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'experiment-version');
    const token = await apiToken(harness.baseURL, user);
    const rhodiola = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Rhodiola', dosage: 200, unit: 'mg', remainingSupply: 40 });
    const created = (await api(token, '/experiments', 'POST', {
      substanceId: rhodiola,
      question: 'Does rhodiola help me start tasks?',
      outcomeMetric: 'taskInitiation',
      startDate: addDays(dayInZone(ZONE, 0), 5),
    })) as { id: string; fingerprint: string };
    const { page } = await harness.newContext(PHONE);
    await signInThroughUi(page, user);
    await page.goto(`/analytics/experiments?id=${created.id}`);
    await page.getByRole('button', { name: 'Change the plan' }).click();
    await visible(page.getByRole('heading', { name: 'Change the plan (version 2)' }));
    await page.getByLabel('Days per block').fill('10');
    await page.getByRole('button', { name: 'Lock the new version' }).click();
    await visible(page.locator('[data-versions]'));
    const versions = await page.locator('[data-versions] li').allTextContents();
    expect(versions[0]).toContain('Version 2 (current)');
    expect(versions[1]).toContain(`Version 1`);
    expect(versions[1]).toContain(created.fingerprint.slice(0, 8));
    await visible(page.getByText(/^4 blocks of 10 days/));
    await screenshot(page, 'experiments-new-version');
  });

  it('shows a finished experiment’s result and its printable report', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'experiment-finished');
    const token = await apiToken(harness.baseURL, user);
    const rhodiola = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Rhodiola', dosage: 200, unit: 'mg', remainingSupply: 60 });
    const created = (await api(token, '/experiments', 'POST', {
      substanceId: rhodiola,
      question: 'Does rhodiola make my afternoons less foggy?',
      outcomeMetric: 'overallRating',
      secondaryMetrics: ['focusLevel'],
      blockDays: 4,
      blockPairs: 2,
      washoutDays: 1,
    })) as { id: string; progress: { totalDays: number } };
    // Ended yesterday: 16 days back, then a dose on each day on and a rating every day but one.
    const end = dayInZone(ZONE, 1);
    const start = addDays(end, -(created.progress.totalDays - 1));
    moveExperiment(created.id, start, end);
    const moved = (await api(token, `/experiments/${created.id}`)) as { status: string; days: Array<{ date: string; take: boolean; dayNumber: number }> };
    expect(moved.status).toBe('completed');
    const today = dayInZone(ZONE, 0);
    const days: SeedDay[] = moved.days
      .filter((day) => day.dayNumber !== 6)
      .map((day) => ({
        daysAgo: Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day.date}T00:00:00Z`)) / 86_400_000),
        ratings: { overallRating: day.take ? 7 + (day.dayNumber % 2) : 5 - (day.dayNumber % 2), focusLevel: day.take ? 6 : 5 },
        doses: day.take ? [rhodiola] : [],
      }));
    await seedHistory(harness.baseURL, token, ZONE, days);

    const { page } = await harness.newContext(DESKTOP);
    await signInThroughUi(page, user);
    await page.goto('/analytics');
    await page.getByRole('link', { name: 'Self-experiments' }).click();
    await page.getByRole('link', { name: /Does rhodiola make my afternoons less foggy\?/ }).click();
    await visible(page.locator('[data-result="read"]'));
    await visible(page.getByRole('img', { name: /Overall Rating by block/ }));
    await visible(page.getByText('Focus Level (exploratory)'));
    expect(await page.locator('[data-block-table] tbody tr').count()).toBe(4);
    await screenshot(page, 'experiments-finished-real');

    await page.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Self-experiment: Rhodiola' });
    await visible(report.getByRole('heading', { name: 'Limits' }));
    expect(new URL(page.url()).searchParams.get('view')).toBe('report');
    await visible(report.getByText('The plan did not record blinding'));
    await visible(report.getByRole('img', { name: /Overall Rating by block/ }));
    expect(await report.locator('[data-report-days] tbody tr').count()).toBe(created.progress.totalDays);
    await page.reload();
    await visible(page.getByRole('dialog', { name: 'Self-experiment: Rhodiola' }).getByRole('heading', { name: 'Limits' }));
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: 'test-results/screenshots/experiments-report-print.png', fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('dialog', { name: 'Self-experiment: Rhodiola' }).getByRole('button', { name: 'Close' }).click();
    await visible(page.locator('[data-result="read"]'));
  });
});
