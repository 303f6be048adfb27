/**
 * A dose is never lost to a failing server (a gateway's 502 during a deploy) nor logged twice because of one: a tap
 * that meets the failure says so in the specification's words, and the same tap again is sent under the same
 * idempotency key, so a dose the server had written before the gateway failed is not written again; a dose waiting
 * on this device (tapped offline) that meets a failing server stays waiting instead of being dropped. Two tabs
 * tapping offline keep both doses: neither tab writes its own list over the other's.
 */
import { describe, expect, it } from 'vitest';
import { openTab } from './support/browser.js';
import { createVerifiedUser } from './support/fixtures.js';
import { DailySupplementsSection } from './support/daily-supplements-page.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { hidden, visible } from './support/waits.js';

const harness = setUpHarness();
const badGateway = { status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' };
const DOSES = '**/api/supplement-doses';

async function dosesOf(token: string, substanceId: string): Promise<unknown[]> {
  const response = await fetch(`${harness.baseURL}/api/supplement-doses/today`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as Record<string, { doses: unknown[] } | undefined>;
  return body[substanceId]?.doses ?? [];
}

describe('a dose meeting a failing server', () => {
  it('says so, and the same tap again cannot log it twice', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'dose-502-tap');
    const token = await apiToken(harness.baseURL, user);
    const omega = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 30 });
    const { page } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const section = new DailySupplementsSection(page);
    const card = await visible(section.card('Omega-3'));
    const failure = card.getByRole('alert').getByText('Failed to log dose. Please try again.', { exact: true });

    // The gateway fails the first log: the card says so in the specification's words, and nothing is written.
    const keys: string[] = [];
    await page.route(DOSES, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((JSON.parse(route.request().postData() ?? '{}') as { idempotencyKey: string }).idempotencyKey);
      return keys.length === 1 ? route.fulfill(badGateway) : route.continue();
    });
    await section.logButton(card).click();
    await visible(failure);
    expect(await dosesOf(token, omega)).toEqual([]);
    // The same tap again goes under the same key: had the first been written, the server would answer with it.
    await section.logButton(card).click();
    await hidden(failure);
    await visible(section.todaysDoses(card, 'Omega-3').first());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await dosesOf(token, omega)).toHaveLength(1);
    await page.unroute(DOSES);

    // Another dose, asked for and confirmed, is written and then the gateway fails: the card says the log failed,
    // the dose shows once the list reloads, and a tap now asks before logging yet another.
    await page.route(DOSES, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      return route.fulfill(badGateway);
    });
    await section.logButton(card).click();
    await (await visible(page.getByRole('alertdialog', { name: 'Log another dose?' }))).getByRole('button', { name: 'Log another' }).click();
    await visible(failure);
    await page.unroute(DOSES);
    expect(await dosesOf(token, omega)).toHaveLength(2);
    await section.logButton(card).click();
    const question = await visible(page.getByRole('alertdialog', { name: 'Log another dose?' }));
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await dosesOf(token, omega)).toHaveLength(2);
  });

  it('keeps a dose tapped offline waiting while the server fails, and logs it once when it answers', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'dose-502-queue');
    const token = await apiToken(harness.baseURL, user);
    const omega = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 30 });
    const { page, context } = await harness.newContext();
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const section = new DailySupplementsSection(page);
    const waiting = () => section.card('Omega-3').getByText('saved on this device', { exact: false });

    await context.setOffline(true);
    await section.logButton(await visible(section.card('Omega-3'))).click();
    await visible(waiting());
    // Back online while every log fails at the gateway: the dose stays waiting, through a reload too.
    await page.route(DOSES, (route) => (route.request().method() === 'POST' ? route.fulfill(badGateway) : route.continue()));
    await context.setOffline(false);
    await page.reload();
    await shell.waitForTab('Daily');
    await visible(waiting());
    expect(await dosesOf(token, omega)).toEqual([]);

    // The server answers again: the next attempt (here the tab opening) logs it, once.
    await page.unroute(DOSES);
    await page.reload();
    await shell.waitForTab('Daily');
    await hidden(waiting());
    expect(await dosesOf(token, omega)).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes('.outbox.')))).toEqual([]);
  });

  it('keeps doses tapped offline in two tabs, and logs both once when back online', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'dose-two-tabs');
    const token = await apiToken(harness.baseURL, user);
    const omega = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Omega-3', remainingSupply: 30 });
    const zinc = await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Zinc', remainingSupply: 30 });
    const { page: first, context, problems } = await harness.newContext();
    const shell = await signInThroughUi(first, user);
    await shell.waitForTab('Daily');
    const second = await openTab(context, problems);
    await second.goto(first.url());
    const firstSection = new DailySupplementsSection(first);
    const secondSection = new DailySupplementsSection(second);
    await visible(secondSection.card('Zinc'));

    await context.setOffline(true);
    await firstSection.logButton(await visible(firstSection.card('Omega-3'))).click();
    await visible(firstSection.card('Omega-3').getByText('saved on this device', { exact: false }));
    await secondSection.logButton(await visible(secondSection.card('Zinc'))).click();
    await visible(secondSection.card('Zinc').getByText('saved on this device', { exact: false }));
    // The first tab's dose shows as waiting in the second tab too, and survives the first tab closing.
    await visible(secondSection.card('Omega-3').getByText('saved on this device', { exact: false }));
    await first.close();

    await context.setOffline(false);
    await hidden(secondSection.card('Omega-3').getByText('saved on this device', { exact: false }));
    await hidden(secondSection.card('Zinc').getByText('saved on this device', { exact: false }));
    expect(await dosesOf(token, omega)).toHaveLength(1);
    expect(await dosesOf(token, zinc)).toHaveLength(1);
  });
});
