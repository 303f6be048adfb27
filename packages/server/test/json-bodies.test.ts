/**
 * Issue 26 item 1: a deeply nested JSON body must not stall the server. Auth routes take only small bodies (refused
 * by length before a byte is parsed), and every JSON body is scanned for depth and NUL before `JSON.parse` builds it.
 */
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { GENERIC_MESSAGES, INPUT_MESSAGES } from '@wellness/contract';
import { AUTH_BODY_LIMIT_BYTES } from '../src/http/auth-body-limit.js';
import { MAX_JSON_DEPTH } from '../src/http/json-scan.js';
import { describeEachDatabase } from './support/databases.js';
import { APP_ORIGIN, Client, createTestApp, registerVerifiedUser, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const tooDeepBody = {
  error: INPUT_MESSAGES.nestedTooDeep(MAX_JSON_DEPTH),
  code: 'VALIDATION_FAILED',
  details: [{ path: 'body', message: INPUT_MESSAGES.nestedTooDeep(MAX_JSON_DEPTH) }],
};

describeEachDatabase('JSON bodies: size, depth and NUL', (database) => {
  let app: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    app = await createTestApp(database);
    me = await signedInUser(app);
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const raw = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.server.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', origin: APP_ORIGIN, ...headers } });

  it('refuses the reproduction (login with 480,000-deep arrays, 0.96 MB) with 413 at once, before parsing it', async () => {
    const payload = `{"email":"a@b.c","password":"x","z":${nested(480_000)}}`;
    expect(payload.length).toBeGreaterThan(950_000);
    const parse = vi.spyOn(JSON, 'parse');
    const response = await raw('/api/auth/login', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: GENERIC_MESSAGES.bodyTooLarge, code: 'BODY_TOO_LARGE' });
    expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1000)).toBe(false);
    // What took 3.5 s before was the parse itself; its absence is asserted above, the time lives in npm run bench.
  });

  it('applies the small limit to every route under /api/auth/, the sessions list included, and not elsewhere', async () => {
    const padding = 'x'.repeat(AUTH_BODY_LIMIT_BYTES);
    const authCalls = ['/api/auth/login', '/api/auth/register', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/sessions/revoke-others'];
    for (const url of authCalls) {
      const response = await raw(url, JSON.stringify({ email: 'a@b.c', padding }), { authorization: `Bearer ${me.accessToken}` });
      expect(response.statusCode, url).toBe(413);
    }
    // A body just under the limit is read and judged as before: a wrong password is a 401, not a 413.
    const user = await registerVerifiedUser(app);
    const fits = { email: user.email, password: 'Wrong-password-1', padding: 'x'.repeat(AUTH_BODY_LIMIT_BYTES - 200) };
    expect((await new Client(app).post('/api/auth/login', fits)).statusCode).toBe(401);
    // Other routes keep the server's 1 MiB limit.
    const notes = 'n'.repeat(AUTH_BODY_LIMIT_BYTES * 2);
    expect((await me.call('POST', '/api/supplements', { name: 'Magnesium', notes: notes.slice(0, 2000) })).statusCode).toBe(201);
    expect((await me.call('PUT', '/api/preferences', { padding: notes })).statusCode).not.toBe(413);
  });

  it('refuses a deep body to any other route with 400 from the depth check, without parsing it', async () => {
    const payload = `{"name":"Magnesium","z":${nested(10_000)}}`;
    expect(payload.length).toBeGreaterThan(20_000);
    const parse = vi.spyOn(JSON, 'parse');
    const response = await raw('/api/supplements', payload, { authorization: `Bearer ${me.accessToken}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooDeepBody);
    expect(parse.mock.calls.some(([text]) => typeof text === 'string' && text.length > 1000)).toBe(false);
    // One level past the limit is refused; the limit itself is not (the route then judges the body as usual).
    const atLimit = await raw('/api/supplements', `{"name":"Magnesium","z":${nested(MAX_JSON_DEPTH - 1)}}`, { authorization: `Bearer ${me.accessToken}` });
    expect(atLimit.json()).not.toEqual(tooDeepBody);
    const past = await raw('/api/supplements', `{"name":"Magnesium","z":${nested(MAX_JSON_DEPTH)}}`, { authorization: `Bearer ${me.accessToken}` });
    expect(past.json()).toEqual(tooDeepBody);
    // Brackets inside strings are text, not depth.
    const inText = await me.call('POST', '/api/supplements', { name: 'Magnesium [[[', notes: '['.repeat(500) });
    expect(inText.statusCode).toBe(201);
  });

  it('still refuses a NUL in a key or a string at any depth, naming where it is', async () => {
    const deepKey = `{"name":"Zinc","a":{"b":[{"c\\u0000d":1}]}}`;
    const deepString = `{"name":"Zinc","a":[[[[{"e":"x\\u0000"}]]]]}`;
    const keyResponse = await raw('/api/supplements', deepKey, { authorization: `Bearer ${me.accessToken}` });
    expect(keyResponse.statusCode).toBe(400);
    expect(keyResponse.json()).toEqual({
      error: INPUT_MESSAGES.nulCharacter,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'a.b.0.c\u0000d', message: INPUT_MESSAGES.nulCharacter }],
    });
    const stringResponse = await raw('/api/supplements', deepString, { authorization: `Bearer ${me.accessToken}` });
    expect(stringResponse.statusCode).toBe(400);
    expect(stringResponse.json()).toMatchObject({ details: [{ path: 'a.0.0.0.0.e', message: INPUT_MESSAGES.nulCharacter }] });
    // A NUL early in a body that is also too deep later is still a 400, and nothing of it is built.
    const both = await raw('/api/supplements', `{"name":"\\u0000","z":${nested(10_000)}}`, { authorization: `Bearer ${me.accessToken}` });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual(tooDeepBody);
    // An escaped backslash followed by "u0000" is ordinary text.
    const text = await raw('/api/supplements', `{"name":"C:\\\\u0000"}`, { authorization: `Bearer ${me.accessToken}` });
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({ name: 'C:\\u0000' });
  });

  it('keeps the usual answers for empty, malformed, non-object and prototype-poisoning bodies', async () => {
    const auth = { authorization: `Bearer ${me.accessToken}` };
    const malformed = { error: GENERIC_MESSAGES.malformedJson, code: 'MALFORMED_JSON', details: [{ path: 'body', message: GENERIC_MESSAGES.malformedJson }] };
    expect((await raw('/api/supplements', '{"name": ', auth)).json()).toEqual(malformed);
    expect((await raw('/api/supplements', ' ', auth)).json()).toEqual(malformed);
    expect((await raw('/api/supplements', '{"name":"A","__proto__":{"admin":true}}', auth)).json()).toEqual(malformed);
    expect((await raw('/api/supplements', '{"name":"A","constructor":{"prototype":{"admin":true}}}', auth)).json()).toEqual(malformed);
    // An empty body is no body, validated as {}: a call that needs fields names them.
    const empty = await raw('/api/supplements', '', auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: 'name' })] });
    for (const payload of ['"text"', '[1,2]', '42', 'null']) {
      const response = await raw('/api/supplements', payload, auth);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ error: expect.stringMatching(/expected object/) as string, code: 'VALIDATION_FAILED' });
    }
    const charset = await raw('/api/supplements', '{"name":"Iron"}', { ...auth, 'content-type': 'application/json; charset=utf-8' });
    expect(charset.statusCode).toBe(201);
  });

  it('answers the calls that take no body when a client declares JSON and sends nothing', async () => {
    const user = await signedInUser(app);
    const auth = { authorization: `Bearer ${user.accessToken}` };
    const send = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string> = auth) =>
      app.server.inject({ method, url, payload: '', headers: { 'content-type': 'application/json', origin: APP_ORIGIN, ...headers } });
    // Every field of a start has its default (part 1 §9): no body is the defaults.
    const started = await send('POST', '/api/focus-sessions/start');
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ type: 'BORING_TASK', plannedDuration: 25 });
    const id = started.json<{ id: string }>().id;
    const paused = await send('PATCH', `/api/focus-sessions/${id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id, isPaused: true });
    expect((await send('PATCH', `/api/focus-sessions/${id}/resume`)).json()).toMatchObject({ id, isPaused: false });
    const stopped = await send('PATCH', `/api/focus-sessions/${id}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ id, isActive: false, productivity: 7 });
    // No body and no Content-Type at all: the same defaults.
    const bare = await app.server.inject({ method: 'POST', url: '/api/focus-sessions/start', headers: auth });
    expect(bare.statusCode).toBe(201);
    const logout = await send('POST', '/api/auth/logout', { ...auth, cookie: user.client.cookie ?? '' });
    expect(logout.statusCode).toBeLessThan(300);
  });
});
