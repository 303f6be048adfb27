/**
 * Issue 26 item 7: names refuse control characters (line breaks, tabs, C0, DEL and C1, the Unicode line and paragraph
 * separators) wherever a name is accepted, with one message from the contract's shared rule; on both databases.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NAME_CONTROL_CHARACTER_MESSAGE } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { Client, createTestApp, signedInUser, STRONG_PASSWORD, uniqueEmail, type SignedIn, type TestApp } from './support/test-app.js';

const BAD_NAMES = [
  'Ann\nSmith',
  'Ann\r\nSmith',
  'Ann\tSmith',
  'Ann\u0007Smith',
  'Ann\u007fSmith',
  'Ann\u0085Smith',
  'Ann\u009fSmith',
  'Ann\u2028Smith',
  'Ann\u2029Smith',
];

describeEachDatabase('control characters in names', (database) => {
  let app: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    app = await createTestApp(database);
    me = await signedInUser(app);
  });
  afterAll(() => app.close());

  function expectRefused(response: { statusCode: number; json(): unknown }, path: string, label: string): void {
    expect(response.statusCode, label).toBe(400);
    expect(response.json(), label).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path, message: NAME_CONTROL_CHARACTER_MESSAGE }] });
  }

  it('refuses them in the display name at registration and in the profile', async () => {
    for (const name of BAD_NAMES) {
      const label = JSON.stringify(name);
      expectRefused(await new Client(app).post('/api/auth/register', { name, email: uniqueEmail(), password: STRONG_PASSWORD }), 'name', label);
      expectRefused(await me.call('PUT', '/api/settings/profile', { name, email: me.user.email, timezone: 'UTC' }), 'name', label);
    }
    expect((await me.call('GET', '/api/settings/profile')).json()).toMatchObject({ name: 'Test Person' });
    // Ordinary Unicode names still pass.
    expect((await me.call('PUT', '/api/settings/profile', { name: 'Zoë O’Brien-Łukasz 山田', email: me.user.email, timezone: 'UTC' })).statusCode).toBe(200);
  });

  it('refuses them in substance, ingredient, focus aid, condition, goal and library names', async () => {
    const name = 'Vitamin\nD';
    expectRefused(await me.call('POST', '/api/supplements', { name }), 'name', 'supplement');
    expectRefused(await me.call('POST', '/api/prescriptions', { name }), 'name', 'prescription');
    expectRefused(
      await me.call('POST', '/api/supplements', {
        name: 'Multi',
        ingredients: [
          { name: 'Zinc\u2028', amount: 1, unit: 'mg' },
          { name: 'Iron\tx', amount: 1, unit: 'mg' },
        ],
      }),
      'ingredients.1.name',
      'ingredient',
    );
    expectRefused(await me.call('POST', '/api/focus-aids', { name }), 'name', 'focus aid');
    expectRefused(await me.call('POST', '/api/conditions/custom', { name, category: 'physical-health' }), 'name', 'condition');
    expectRefused(await me.call('POST', '/api/goals', { name }), 'name', 'goal');
    expectRefused(await me.call('POST', '/api/supplement-names/find-or-create', { name }), 'name', 'library name');
  });
});
