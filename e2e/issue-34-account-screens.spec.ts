/**
 * Issue 34's before-and-after pictures of the account screens its wording points changed: the reset-password form
 * with a weak password that also differs from its confirmation (both errors), Sign-in activity after many logins
 * (the last 10 and "Show all"), Help's support contact, and the backup import preview of a file whose records are
 * already in the account. At 390 and 1280 px, light and dark. Written with roles and texts both builds share, so
 * the same spec runs on the build before the change; JPEGs go to docs/screenshots/issue-34/ only when ISSUE34_SHOTS
 * names the phase, else to test-results/screenshots/.
 */
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createVerifiedUser, fixtureClientAddress, pathOf, type TestUser } from './support/fixtures.js';
import { shoot } from './support/issue-34-shots.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { mailFiles, waitForLink } from './support/outbox.js';
import { apiToken, seedSubstance } from './support/substances-api.js';
import { seeText, visible } from './support/waits.js';

const harness = setUpHarness();
// One address of the spec's own for its API calls: its 13 sign-ins must not use up the browsers' budget on 127.0.0.1.
const specClientAddress = fixtureClientAddress();
async function api(token: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${harness.baseURL}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': specClientAddress,
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function openSettings(page: Page, user: TestUser, tab: string): Promise<void> {
  const shell = await signInThroughUi(page, user);
  await shell.openTab('Settings');
  await page.getByRole('tab', { name: tab }).click();
}

describe('issue 34 account screens', () => {
  it('pictures the reset form with both of its errors', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'shots-reset');
    const seen = await mailFiles(harness.outboxDir);
    await api(null, 'POST', '/auth/forgot-password', { email: user.email });
    const { link } = await waitForLink(harness.outboxDir, { to: user.email, linkPath: '/reset-password', seen });
    const { page } = await harness.newContext();
    await page.goto(pathOf(link));
    await page.getByLabel('New password', { exact: true }).fill('too-weak');
    await page.getByLabel('Confirm new password').fill('too-weak-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await seeText(page, 'Password does not meet requirements');
    await shoot(page, () => page.locator('form').first(), 'reset-password');
  });

  it('pictures Sign-in activity after fourteen logins', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'shots-activity');
    for (let i = 0; i < 13; i++) await api(null, 'POST', '/auth/login', { email: user.email, password: user.password });
    const { page } = await harness.newContext();
    await openSettings(page, user, 'Account & Data');
    const heading = page.getByRole('heading', { level: 3, name: 'Sign-in activity' });
    await visible(heading);
    await shoot(page, () => page.locator('section').filter({ has: heading }).last(), 'sign-in-activity');
  });

  it("pictures Help's support contact", async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'shots-help');
    const { page } = await harness.newContext();
    await openSettings(page, user, 'Help & Guides');
    const contact = page.getByRole('link', { name: 'Contact Support' });
    await visible(contact);
    await shoot(page, () => contact.locator('xpath=ancestor::*[self::section or self::aside][1]'), 'help-support');
  });

  it('pictures the preview of a backup whose records are already in the account', async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'shots-import');
    const token = await apiToken(harness.baseURL, user);
    await seedSubstance(harness.baseURL, token, 'supplements', { name: 'Magnesium', remainingSupply: 60 });
    await api(token, 'POST', '/entries', { type: 'REGULAR', overallRating: 7, focusLevel: 6, taskInitiation: 6, restlessness: 4, productivity: 7 });
    const exported = await api(token, 'POST', '/settings/export', { format: 'json', dateRange: 'all' });
    const text = await exported.text();
    const { page } = await harness.newContext();
    await openSettings(page, user, 'Account & Data');
    const importCard = page.getByRole('region', { name: 'Import', exact: true });
    await importCard.getByLabel('Backup file').setInputFiles({ name: 'wellness-backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await visible(importCard.getByText('wellness-backup.json holds'));
    await shoot(page, () => importCard, 'backup-import-preview');
  });
});
