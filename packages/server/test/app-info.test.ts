/** GET /api/app-info: the support address the Help page writes to, from SUPPORT_EMAIL or the APP_URL host; public. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describeEachDatabase('app info', (database) => {
  let standard: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    standard = await createTestApp(database, { APP_URL: 'https://wellness.example.org' });
    configured = await createTestApp(database, { SUPPORT_EMAIL: 'help@clinic.example' });
  });
  afterAll(async () => {
    await standard.close();
    await configured.close();
  });

  it('names support@ the APP_URL host by default, without a session', async () => {
    const response = await standard.server.inject({ method: 'GET', url: '/api/app-info' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ supportEmail: 'support@wellness.example.org' });
  });

  it('names SUPPORT_EMAIL when it is set', async () => {
    expect((await configured.server.inject({ method: 'GET', url: '/api/app-info' })).json()).toEqual({ supportEmail: 'help@clinic.example' });
  });
});
