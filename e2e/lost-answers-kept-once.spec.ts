/**
 * A save whose answer is lost (the server kept it, the gateway answered 502) and that is pressed again keeps one
 * record: a new substance (with a reload between the two saves), a goal and a past focus session. Every repeat goes
 * under the key of the first attempt, and the server answers it with the record it kept.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
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
});
