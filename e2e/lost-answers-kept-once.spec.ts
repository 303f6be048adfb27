/**
 * A save whose answer is lost (the server kept it, the gateway answered 502) and that is pressed again keeps one
 * record: a new substance (with a reload between the two saves), a goal, a past focus session, a custom condition, a
 * factor and a mood tag (these three unique by name: pressed again they are the record kept, not a name refused).
 * Every repeat goes under the key of the first attempt, and the server answers it with the record it kept.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { DailyEntryPage } from './support/daily-entry-page.js';
import { apiCall, dayInNewYork, HistoryPage } from './support/history-page.js';
import { HealthConditionsPage } from './support/pages/health-conditions-page.js';
import { apiToken } from './support/substances-api.js';
import { SubstancesPage } from './support/substances-page.js';
import { hidden, visible } from './support/waits.js';

const harness = setUpHarness();
const badGateway = { status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'Bad gateway', code: 'BAD_GATEWAY' }) };

/** The POSTs to `path` pass to the server, but the first answer is lost to a 502; the bodies sent, in order. */
async function loseFirstAnswer(page: Page, path: string): Promise<string[]> {
  const bodies: string[] = [];
  await page.route(`**/api${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    bodies.push(route.request().postData() ?? '');
    if (bodies.length > 1) return route.fallback();
    await route.fetch();
    return route.fulfill(badGateway);
  });
  return bodies;
}

const keyOf = (body: string | undefined) => (JSON.parse(body ?? '{}') as { idempotencyKey?: string }).idempotencyKey;

async function signedIn(label: string) {
  const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, label);
  const token = await apiToken(harness.baseURL, user);
  const { page } = await harness.newContext();
  const shell = await signInThroughUi(page, user);
  return { token, page, shell };
}

describe('a save whose answer was lost', () => {
  it('adds a substance once when Add is pressed again after a reload', async () => {
    const { token, page, shell } = await signedIn('lost-substance');
    await shell.openTab('Substances');
    const substances = new SubstancesPage(page);
    let form = await substances.openAdd('Supplement');
    await substances.fill(form, { Name: 'Vitamin D3', Dosage: '1000', Unit: 'IU' });
    const bodies = await loseFirstAnswer(page, '/supplements');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(form.getByRole('alert'));

    // A reload: the form is back with what was typed, and Add sends the same save again.
    await page.reload();
    form = await visible(substances.dialog('Add Supplement'));
    expect(await form.getByLabel(/^Name/).first().inputValue()).toBe('Vitamin D3');
    await substances.submit(form);
    await visible(substances.card('Vitamin D3'));
    expect(bodies).toHaveLength(2);
    expect(keyOf(bodies[1])).toBe(keyOf(bodies[0]));
    const items = await apiCall<Array<{ name: string }>>(harness.baseURL, token, 'GET', '/supplements');
    expect(items.map((item) => item.name)).toEqual(['Vitamin D3']);
    expect(await substances.card('Vitamin D3').count()).toBe(1);
  });

  it('adds a goal and a past focus session once when saved again', async () => {
    const { token, page, shell } = await signedIn('lost-goal-session');
    const conditions = await HealthConditionsPage.open(page, shell);
    await conditions.card('Goals').getByRole('button', { name: 'Add Goal' }).click();
    const goalDialog = await visible(page.getByRole('dialog', { name: 'Add Goal' }));
    await goalDialog.getByLabel('Name').fill('Start tasks sooner');
    const goalBodies = await loseFirstAnswer(page, '/goals');
    await goalDialog.getByRole('button', { name: 'Add Goal' }).click();
    await visible(goalDialog.getByRole('alert'));
    await goalDialog.getByRole('button', { name: 'Add Goal' }).click();
    await hidden(goalDialog);
    expect(keyOf(goalBodies[1])).toBe(keyOf(goalBodies[0]));
    const goals = await apiCall<{ goals: Array<{ name: string }> }>(harness.baseURL, token, 'GET', '/goals');
    expect(goals.goals.map((goal) => goal.name)).toEqual(['Start tasks sooner']);

    const history = new HistoryPage(page);
    await history.open();
    await page.getByRole('button', { name: 'Add a focus session' }).click();
    const sessionDialog = await visible(page.getByRole('dialog', { name: 'Add a focus session' }));
    const day = dayInNewYork(2);
    await sessionDialog.getByLabel('Day').fill(day);
    await sessionDialog.getByLabel('Start time').fill('06:10');
    await sessionDialog.getByLabel('Duration (minutes)').fill('20');
    const sessionBodies = await loseFirstAnswer(page, '/focus-sessions/past');
    await sessionDialog.getByRole('button', { name: 'Add session' }).click();
    await visible(sessionDialog.getByRole('alert'));
    // Sent again, it is the session already kept: not refused as overlapping itself.
    await sessionDialog.getByRole('button', { name: 'Add session' }).click();
    await hidden(sessionDialog);
    expect(keyOf(sessionBodies[1])).toBe(keyOf(sessionBodies[0]));
    const sessions = await apiCall<{ sessions: unknown[] }>(harness.baseURL, token, 'GET', `/focus-sessions?date=${day}`);
    expect(sessions.sessions).toHaveLength(1);
  });

  it('adds a custom condition, a factor and a mood tag once, never refusing the name it just kept', async () => {
    const { token, page, shell } = await signedIn('lost-named');
    await shell.waitForTab('Daily');
    const checkIn = page.getByRole('region', { name: 'Check-in' });
    const factorBodies = await loseFirstAnswer(page, '/factors');
    await checkIn.getByRole('button', { name: 'Add Sleep (h)' }).click();
    await visible(checkIn.getByRole('alert'));
    await checkIn.getByRole('button', { name: 'Add Sleep (h)' }).click();
    await visible(checkIn.getByRole('listitem').filter({ hasText: 'Sleep (h)' }));
    expect(keyOf(factorBodies[0])).toEqual(expect.any(String));
    expect(keyOf(factorBodies[1])).toBe(keyOf(factorBodies[0]));
    const factors = await apiCall<{ factors: Array<{ name: string }> }>(harness.baseURL, token, 'GET', '/factors');
    expect(factors.factors.map((factor) => factor.name)).toEqual(['Sleep (h)']);

    const daily = new DailyEntryPage(page);
    const tagBodies = await loseFirstAnswer(page, '/mood-tags');
    await daily.entryForm().getByRole('button', { name: 'Tag', exact: true }).click();
    await daily.entryForm().getByRole('textbox', { name: 'New mood tag' }).fill('Wired');
    await daily.entryForm().getByRole('button', { name: 'Add tag' }).click();
    await visible(daily.entryForm().getByRole('textbox', { name: 'New mood tag' }).and(page.locator('[aria-invalid="true"]')));
    await daily.entryForm().getByRole('button', { name: 'Add tag' }).click();
    await visible(daily.chip('Wired'));
    expect(await daily.chip('Wired').getAttribute('aria-pressed')).toBe('true');
    expect(keyOf(tagBodies[0])).toEqual(expect.any(String));
    expect(keyOf(tagBodies[1])).toBe(keyOf(tagBodies[0]));
    const tags = await apiCall<{ custom: Array<{ name: string }> }>(harness.baseURL, token, 'GET', '/mood-tags');
    expect(tags.custom.map((tag) => tag.name)).toEqual(['Wired']);

    const conditions = await HealthConditionsPage.open(page, shell);
    await conditions.card('Available Conditions').getByRole('button', { name: 'Create Custom Condition' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Create Custom Condition' }));
    await dialog.getByLabel('Name').fill('Night shifts');
    const conditionBodies = await loseFirstAnswer(page, '/conditions/custom');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await visible(dialog.getByRole('alert'));
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await hidden(dialog);
    expect(keyOf(conditionBodies[0])).toEqual(expect.any(String));
    expect(keyOf(conditionBodies[1])).toBe(keyOf(conditionBodies[0]));
    expect((await conditions.availableNames()).filter((name) => name === 'Night shifts')).toHaveLength(1);
  });
});
