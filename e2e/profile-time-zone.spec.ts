/**
 * The user's days are the profile's, not the device's: with the profile in Kiritimati (UTC+14) and the browser in
 * Pago Pago (UTC-11), 25 hours apart so the two calendars never show the same day, the header's date is the
 * profile's today, and a check-in value tapped "today" is kept on that day, the one the server calls today too.
 */
import { describe, expect, it } from 'vitest';
import { dayInZone } from './support/conditions-api.js';
import { createVerifiedUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { apiCall } from './support/history-page.js';
import { apiToken } from './support/substances-api.js';
import { visible } from './support/waits.js';

const harness = setUpHarness();

const PROFILE_ZONE = 'Pacific/Kiritimati';
const DEVICE_ZONE = 'Pacific/Pago_Pago';

/** "Saturday, November 21, 2026": the header's US long date of a calendar day. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

describe("the profile's time zone", () => {
  it("shows and logs the profile's today on a device in another zone", async () => {
    const user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'profile-zone');
    const token = await apiToken(harness.baseURL, user);
    await apiCall(harness.baseURL, token, 'PUT', '/settings/profile', { name: user.name, email: user.email, timezone: PROFILE_ZONE });
    await apiCall(harness.baseURL, token, 'POST', '/factors', { name: 'Sleep (h)', kind: 'number', unit: 'h', icon: 'moon' });

    const { page } = await harness.newContext(undefined, { timezoneId: DEVICE_ZONE });
    const shell = await signInThroughUi(page, user);
    await shell.waitForTab('Daily');
    const today = dayInZone(PROFILE_ZONE, 0);
    expect(today).not.toBe(dayInZone(DEVICE_ZONE, 0));

    const date = page.locator('header time');
    await page.waitForFunction((want) => document.querySelector('header time')?.getAttribute('datetime') === want, today);
    expect(await date.textContent()).toBe(longDate(today));

    const checkIn = page.getByRole('region', { name: 'Check-in' });
    const row = checkIn.getByRole('listitem').filter({ hasText: 'Sleep (h)' });
    await row.getByRole('textbox', { name: 'Sleep (h)' }).fill('7');
    await visible(row.getByRole('status').getByText('Saved', { exact: true }));
    const stored = await apiCall<{ values: Array<{ date: string; value: unknown }> }>(
      harness.baseURL,
      token,
      'GET',
      `/factors/values?from=${dayInZone(PROFILE_ZONE, 3)}&to=${today}`,
    );
    expect(stored.values.filter((value) => value.value === 7).map((value) => value.date)).toEqual([today]);
  });
});
