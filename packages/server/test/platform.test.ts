/** The platform around every call: health, error bodies, limits, security headers, OpenAPI docs, migrations. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GENERIC_MESSAGES, MAX_ERROR_DETAILS } from '@wellness/contract';
import { BODY_LIMIT_BYTES } from '../src/app.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { describeEachDatabase } from './support/databases.js';
import { Client, createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('platform', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(
      database,
      {},
      {
        beforeReady: ({ server }) =>
          server.get('/api/test/explode', async () => {
            throw new Error('secret internal detail at /srv/app.ts:42');
          }),
      },
    );
  });
  afterAll(() => app.close());

  it('answers GET /api/health with ok when the database answers', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sets the security headers on every response, errors included', async () => {
    for (const url of ['/api/health', '/api/does-not-exist']) {
      const response = await app.server.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('asks for a token before it reads the body: a caller without one gets 401 and learns nothing of the schema', async () => {
    for (const payload of ['{not json', JSON.stringify({ name: 42, dosage: 'many', extra: [[[]]] }), JSON.stringify({ name: 'Zinc' })]) {
      const response = await app.server.inject({ method: 'POST', url: '/api/supplements', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(response.json().details).toBeUndefined();
    }
  });

  it('lists at most a bounded number of problems for a huge wrong array, and says how many more', async () => {
    const me = await signedInUser(app);
    const response = await me.call('POST', '/api/interactions/bulk-check', { substanceIds: Array.from({ length: 90 }, () => 7) });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: Array<{ path: string; message: string }> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toHaveLength(MAX_ERROR_DETAILS);
    expect(body.details.at(-1)?.message).toMatch(/^\d+ more problems not listed$/);
  });

  it('answers an over-long id in a path like any other invalid id: the error body, never the URL echoed back', async () => {
    const me = await signedInUser(app);
    const longId = 'a'.repeat(5_000);
    const calls = [
      ['GET', `/api/supplements/${longId}`],
      ['PATCH', `/api/focus-sessions/${longId}/stop`],
      ['POST', `/api/auth/verify-email/${longId}`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await me.call(method, url);
      expect(response.statusCode, url.slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: expect.any(String) as string })] });
      expect(response.body).not.toContain(longId);
      const anonymous = await app.server.inject({ method: 'GET', url: `/api/supplements/${longId}` });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('answers an address the router cannot read (bad percent-encoding, a part past its limit) with the error body', async () => {
    for (const url of ['/api/supplements/%E0%A4%A', '/api/supplements/%ED%A0%80', `/api/supplements/${'b'.repeat(20_000)}`]) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: expect.stringMatching(/^(The address is not valid|A part of the address is too long)$/) as string,
        code: 'VALIDATION_FAILED',
      });
      expect(response.body).not.toContain(url.slice(17, 40));
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: GENERIC_MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it('refuses a body over the limit with a JSON 413', async () => {
    const response = await new Client(app).post('/api/auth/forgot-password', { email: 'x'.repeat(BODY_LIMIT_BYTES + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: GENERIC_MESSAGES.bodyTooLarge, code: 'BODY_TOO_LARGE' });
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: GENERIC_MESSAGES.malformedJson,
      code: 'MALFORMED_JSON',
      details: [{ path: 'body', message: GENERIC_MESSAGES.malformedJson }],
    });
  });

  it('answers validation failures with error and details per field', async () => {
    const response = await new Client(app).post('/api/auth/register', { name: '', email: 'not-an-email', password: 'weak' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; details: Array<{ path: string; message: string }> }>();
    expect(body.error).toBe(GENERIC_MESSAGES.validationFailed);
    expect(body.details.map((d) => d.path).sort()).toEqual(['email', 'name', 'password']);
  });

  it('never leaks a stack trace or internal message on an unexpected error', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: GENERIC_MESSAGES.internal, code: 'INTERNAL' });
    expect(response.body).not.toContain('/srv/app.ts');
  });

  it('publishes OpenAPI docs at /api/docs covering the auth calls', async () => {
    const page = await app.server.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const spec = await app.server.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/refresh', '/api/health']));
  });

  it('has every migration applied once, and running them again changes nothing', async () => {
    expect(await migrateToLatest(app.db)).toEqual([]);
    const rows = await app.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(rows.map((r) => (r as { name: string }).name)).toEqual(Object.keys(migrations));
  });
});
