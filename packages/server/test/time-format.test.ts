/**
 * The regional settings' clock (issue 34) on both databases: never chosen, it follows the date format (US 12-hour,
 * EU and ISO 24-hour); a chosen one is stored and read back whatever the date format; a save that leaves it out
 * (an older client) lets it follow the date format again; a value other than 12h or 24h is a 400 naming the field.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Profile, RegionalSettingsUpdate } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const US: RegionalSettingsUpdate = { country: 'US', market: 'US', currency: 'USD', dateFormat: 'US', measurementUnits: 'metric' };

describeEachDatabase('the time format of the regional settings', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const save = async (me: SignedIn, regional: Record<string, unknown>) =>
    me.call('PUT', '/api/settings/profile', { name: 'Test Person', email: me.user.email, timezone: 'UTC', preferences: { regional } });

  const savedRegional = async (me: SignedIn, regional: Record<string, unknown>) => {
    const response = await save(me, regional);
    expect(response.statusCode, response.body).toBe(200);
    const read = await me.call('GET', '/api/settings/profile');
    expect(read.statusCode).toBe(200);
    const profile = read.json<Profile>();
    expect(response.json<Profile>().preferences.regional).toEqual(profile.preferences.regional);
    return profile.preferences.regional;
  };

  it('follows the date format while never chosen: US 12-hour, EU and ISO 24-hour', async () => {
    const me = await signedInUser(app);
    const fresh = await me.call('GET', '/api/settings/profile');
    expect(fresh.json<Profile>().preferences.regional.timeFormat).toBe('12h');
    expect((await savedRegional(me, { ...US, dateFormat: 'EU' })).timeFormat).toBe('24h');
    expect((await savedRegional(me, { ...US, dateFormat: 'ISO' })).timeFormat).toBe('24h');
    expect((await savedRegional(me, US)).timeFormat).toBe('12h');
  });

  it('stores a chosen clock and reads it back, independent of the date format', async () => {
    const me = await signedInUser(app);
    expect(await savedRegional(me, { ...US, timeFormat: '24h' })).toEqual({ ...US, timeFormat: '24h' });
    expect(await savedRegional(me, { ...US, dateFormat: 'EU', timeFormat: '12h' })).toEqual({ ...US, dateFormat: 'EU', timeFormat: '12h' });
    // A later save without the field (a client from before the setting) goes back to following the date format.
    expect((await savedRegional(me, { ...US, dateFormat: 'EU' })).timeFormat).toBe('24h');
  });

  it('refuses a clock other than 12h or 24h with 400 {error, code, details}, changing nothing', async () => {
    const me = await signedInUser(app);
    await savedRegional(me, { ...US, timeFormat: '24h' });
    for (const timeFormat of ['13h', '', 24, null]) {
      const response = await save(me, { ...US, dateFormat: 'ISO', timeFormat });
      expect(response.statusCode, JSON.stringify(timeFormat)).toBe(400);
      const body = response.json<{ error: string; code: string; details: Array<{ path: string }> }>();
      expect(body.error).toEqual(expect.any(String));
      expect(body.code).toEqual(expect.any(String));
      expect(body.details.map((d) => d.path)).toContain('preferences.regional.timeFormat');
    }
    const read = await me.call('GET', '/api/settings/profile');
    expect(read.json<Profile>().preferences.regional).toEqual({ ...US, timeFormat: '24h' });
  });
});
