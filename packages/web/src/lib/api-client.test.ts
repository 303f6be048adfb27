import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AUTH_MESSAGES, PROACTIVE_REFRESH_MS } from '@wellness/contract';
import { createApiClient, EARLY_READ_MS, EARLY_READS_PER_TASK, noContentSchema, type Timers } from './api-client';
import { ApiError, NetworkError, SessionEndedError } from './api-error';
import { createMemoryTokenStore } from './token-store';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com' };
const meSchema = z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }) });

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  contentType: string | null;
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/** A fake server: `/auth/me` accepts only `validToken`; `/auth/refresh` answers with `refreshWith`. */
function fakeServer(options: { validToken: string; refresh: () => Response | Promise<Response> }) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, method: init.method ?? 'GET', authorization: headers.get('Authorization'), contentType: headers.get('Content-Type') });
    if (url.endsWith('/auth/refresh')) return options.refresh();
    if (url.endsWith('/auth/logout')) return json(200, { message: 'Logged out' });
    if (headers.get('Authorization') === `Bearer ${options.validToken}`) return json(200, { user });
    return json(401, { error: 'Invalid or expired access token' }, 'Unauthorized');
  };
  return { calls, fetch };
}

function fakeTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = next++;
      pending.set(id, { callback, ms });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (id) => {
      pending.delete(id as unknown as number);
    },
  };
  const fireAll = () => {
    const due = [...pending.values()];
    pending.clear();
    for (const timer of due) timer.callback();
  };
  /** Runs the callbacks waiting for the next task (a delay of 0), not the proactive refresh. */
  const fireNextTask = () => {
    for (const [id, timer] of [...pending]) {
      if (timer.ms !== 0) continue;
      pending.delete(id);
      timer.callback();
    }
  };
  return { timers, pending, fireAll, fireNextTask };
}

const silentLogger = { error: () => undefined };

describe('api client', () => {
  it('sends the stored token as a bearer and parses the response', async () => {
    const server = fakeServer({ validToken: 'good', refresh: () => json(500, {}) });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: createMemoryTokenStore('good'), logger: silentLogger });
    await expect(client.request('/auth/me', { schema: meSchema })).resolves.toEqual({ user });
    expect(server.calls).toEqual([{ url: '/api/auth/me', method: 'GET', authorization: 'Bearer good', contentType: null }]);
    client.dispose();
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const store = createMemoryTokenStore('stale');
    const server = fakeServer({ validToken: 'fresh', refresh: () => json(200, { accessToken: 'fresh', user }) });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, logger: silentLogger });
    await expect(client.request('/auth/me', { schema: meSchema })).resolves.toEqual({ user });
    expect(server.calls.map((c) => `${c.method} ${c.url} ${c.authorization ?? '-'}`)).toEqual([
      'GET /api/auth/me Bearer stale',
      'POST /api/auth/refresh -',
      'GET /api/auth/me Bearer fresh',
    ]);
    expect(store.get()).toBe('fresh');
    client.dispose();
  });

  it('shares one refresh among concurrent 401s', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer({
      validToken: 'fresh',
      refresh: async () => {
        await gate;
        return json(200, { accessToken: 'fresh', user });
      },
    });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: createMemoryTokenStore('stale'), logger: silentLogger });
    const results = Promise.all([1, 2, 3, 4].map(() => client.request('/auth/me', { schema: meSchema })));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await results).toHaveLength(4);
    expect(server.calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    client.dispose();
  });

  it('ends the session with the spec message when the refresh fails', async () => {
    const store = createMemoryTokenStore('stale');
    const server = fakeServer({ validToken: 'fresh', refresh: () => json(401, { error: 'No active session' }, 'Unauthorized') });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, logger: silentLogger });
    const ended: Array<string | null> = [];
    client.onSessionEnded((message) => ended.push(message));
    await expect(client.request('/auth/me', { schema: meSchema })).rejects.toEqual(new SessionEndedError(AUTH_MESSAGES.authFailedAfterRefresh));
    expect(store.get()).toBeNull();
    expect(ended).toEqual([AUTH_MESSAGES.authFailedAfterRefresh]);
    client.dispose();
  });

  it("ends the session once, with the spec message, when a call's 401 arrives after the refresh already failed", async () => {
    // A login signed out from another device: several calls are refused, one of them later than the rest.
    const store = createMemoryTokenStore('revoked');
    let releaseSlow: () => void = () => undefined;
    const slowAnswer = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const server = fakeServer({ validToken: 'never', refresh: () => json(401, { error: 'Your session has ended. Please sign in again.' }) });
    const fetch = async (url: string, init: RequestInit) => {
      const response = await server.fetch(url, init);
      if (url.endsWith('/slow')) await slowAnswer;
      return response;
    };
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore: store, logger: silentLogger });
    const ended: Array<string | null> = [];
    client.onSessionEnded((message) => ended.push(message));

    const slow = client.request('/slow', { schema: meSchema });
    await expect(client.request('/auth/me', { schema: meSchema })).rejects.toEqual(new SessionEndedError(AUTH_MESSAGES.authFailedAfterRefresh));
    releaseSlow();
    await expect(slow).rejects.toBeInstanceOf(SessionEndedError);

    expect(ended).toEqual([AUTH_MESSAGES.authFailedAfterRefresh]);
    expect(server.calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    client.dispose();
  });

  it('says authentication is required when there was no token at all', async () => {
    const server = fakeServer({ validToken: 'fresh', refresh: () => json(401, { error: 'No active session' }) });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: createMemoryTokenStore(null), logger: silentLogger });
    const ended: Array<string | null> = [];
    client.onSessionEnded((message) => ended.push(message));
    await expect(client.request('/auth/me', { schema: meSchema })).rejects.toBeInstanceOf(SessionEndedError);
    expect(ended).toEqual([AUTH_MESSAGES.authRequired]);
    expect(server.calls[0]?.authorization).toBeNull();
    client.dispose();
  });

  it('does not refresh for calls made without the session (sign-in answers 401 and 403 itself)', async () => {
    const fetch = async () => json(403, { error: 'Please verify your email before signing in' }, 'Forbidden');
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore: createMemoryTokenStore(null), logger: silentLogger });
    const error = await client
      .request('/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' }, auth: false, schema: meSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Please verify your email before signing in');
    client.dispose();
  });

  it('reports network failures as NetworkError and keeps the session', async () => {
    const store = createMemoryTokenStore('stale');
    let first = true;
    const fetch = async (url: string) => {
      if (first) {
        first = false;
        return json(401, { error: 'Invalid or expired access token' });
      }
      throw new TypeError(`Failed to fetch ${url}`);
    };
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore: store, logger: silentLogger });
    await expect(client.request('/auth/me', { schema: meSchema })).rejects.toBeInstanceOf(NetworkError);
    expect(store.get()).toBe('stale');
    client.dispose();
  });

  it('restores a session from the refresh cookie on a load without a stored token', async () => {
    const store = createMemoryTokenStore(null);
    const server = fakeServer({ validToken: 'fresh', refresh: () => json(200, { accessToken: 'fresh', user }) });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, logger: silentLogger });
    const ended: (string | null)[] = [];
    client.onSessionEnded((message) => ended.push(message));
    const [first, second] = await Promise.all([client.restoreSession(), client.restoreSession()]);
    expect([first, second]).toEqual([true, true]);
    expect(store.get()).toBe('fresh');
    // One refresh for both callers: the server rotates the cookie, so a second would look like reuse.
    expect(server.calls.map((c) => c.url)).toEqual(['/api/auth/refresh']);
    expect(ended).toEqual([]);
    client.dispose();
  });

  it('signs a restored session in a task after its answer was checked, not in the same one', async () => {
    const store = createMemoryTokenStore(null);
    const { timers, fireNextTask } = fakeTimers();
    const server = fakeServer({ validToken: 'fresh', refresh: () => json(200, { accessToken: 'fresh', user }) });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, logger: silentLogger, timers });
    let restored: boolean | undefined;
    void client.restoreSession().then((value) => (restored = value));
    // Every promise step of the answer (read, parse, check) has run: nothing is stored until the next task.
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
    expect(server.calls.map((c) => c.url)).toEqual(['/api/auth/refresh']);
    expect(store.get()).toBeNull();
    fireNextTask();
    await vi.waitFor(() => expect(restored).toBe(true));
    expect(store.get()).toBe('fresh');
    client.dispose();
  });

  it('stays signed out without a notice or a log line when there is no session to restore', async () => {
    const store = createMemoryTokenStore(null);
    const errors: unknown[] = [];
    const server = fakeServer({ validToken: 'fresh', refresh: () => json(401, { error: 'Invalid refresh token', code: 'UNAUTHENTICATED' }, 'Unauthorized') });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, logger: { error: (...args: unknown[]) => errors.push(args) } });
    const ended: (string | null)[] = [];
    client.onSessionEnded((message) => ended.push(message));
    expect(await client.restoreSession()).toBe(false);
    expect(store.get()).toBeNull();
    expect(ended).toEqual([]);
    expect(errors).toEqual([]);
    client.dispose();
  });

  it('asks nothing on a load when the browser holds no sign of a session', async () => {
    const store = createMemoryTokenStore(null);
    const server = fakeServer({ validToken: 'fresh', refresh: () => json(200, { accessToken: 'fresh', user }) });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, logger: silentLogger, sessionHint: () => false });
    expect(await client.restoreSession()).toBe(false);
    expect(server.calls).toEqual([]);
    expect(store.get()).toBeNull();
    client.dispose();
  });

  it('sends JSON bodies with a content type and none without a body', async () => {
    const server = fakeServer({ validToken: 'good', refresh: () => json(200, { accessToken: 'good', user }) });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: createMemoryTokenStore('good'), logger: silentLogger });
    await client.request('/things', { method: 'POST', body: { a: 1 }, schema: meSchema });
    await client.refreshSession();
    expect(server.calls.map((c) => c.contentType)).toEqual(['application/json', null]);
    client.dispose();
  });

  it('refreshes proactively after 14,100 s and reschedules after each new token', async () => {
    const { timers, pending, fireAll } = fakeTimers();
    const store = createMemoryTokenStore(null);
    const server = fakeServer({ validToken: 'fresh', refresh: () => json(200, { accessToken: 'fresh', user }) });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, timers, logger: silentLogger });
    expect(pending.size).toBe(0);
    client.startSession('first');
    expect([...pending.values()].map((t) => t.ms)).toEqual([PROACTIVE_REFRESH_MS]);
    fireAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get()).toBe('fresh');
    expect(pending.size).toBe(1);
    client.dispose();
    expect(pending.size).toBe(0);
  });

  it('follows a logout made in another tab', () => {
    const { timers, pending } = fakeTimers();
    const store = createMemoryTokenStore('token');
    const client = createApiClient({ baseUrl: '/api', fetch: async () => json(200, {}), tokenStore: store, timers, logger: silentLogger });
    const ended: Array<string | null> = [];
    client.onSessionEnded((message) => ended.push(message));
    expect(pending.size).toBe(1);
    store.simulateExternal(null);
    expect(ended).toEqual([null]);
    expect(pending.size).toBe(0);
    client.dispose();
  });

  it('logs out on the server and always ends the local session, even offline', async () => {
    const store = createMemoryTokenStore('token');
    const errors: unknown[] = [];
    const client = createApiClient({
      baseUrl: '/api',
      fetch: async () => {
        throw new TypeError('offline');
      },
      tokenStore: store,
      logger: { error: (...args: unknown[]) => errors.push(args) },
    });
    const ended: Array<string | null> = [];
    client.onSessionEnded((message) => ended.push(message));
    await client.logout();
    expect(store.get()).toBeNull();
    expect(ended).toEqual([null]);
    expect(errors).toHaveLength(1);
    client.dispose();
  });

  it('turns an error response into an ApiError with the server message or the status text', async () => {
    const fetch = async () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' });
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore: createMemoryTokenStore('t'), logger: silentLogger });
    const error = await client.request('/x', { schema: meSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Bad Gateway');
    expect((error as ApiError).serverMessage).toBeNull();
    client.dispose();
  });
});

describe('api client downloads', () => {
  it('downloads a file as the signed-in user, refreshing once on 401, and throws the body’s ApiError on failure', async () => {
    const store = createMemoryTokenStore('stale');
    const calls: string[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      const authorization = new Headers(init.headers).get('Authorization');
      calls.push(`${init.method ?? 'GET'} ${url} ${authorization ?? '-'}`);
      if (url.endsWith('/auth/refresh')) return json(200, { accessToken: 'fresh', user });
      if (authorization !== 'Bearer fresh') return json(401, { error: 'Invalid or expired access token' }, 'Unauthorized');
      if (url.endsWith('/broken')) return json(400, { error: 'Invalid input', code: 'VALIDATION_FAILED' }, 'Bad Request');
      return new Response('a,b\r\n1,2\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    };
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore: store, logger: silentLogger });
    const blob = await client.download('/settings/export', { method: 'POST', body: { format: 'csv' } });
    expect(await blob.text()).toBe('a,b\r\n1,2\r\n');
    expect(calls).toEqual(['POST /api/settings/export Bearer stale', 'POST /api/auth/refresh -', 'POST /api/settings/export Bearer fresh']);
    const error = await client.download('/broken', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Invalid input');
    client.dispose();
  });
});

describe('api client reads sent ahead', () => {
  const countSchema = z.object({ n: z.number() });

  /** A server that answers every GET with how many requests it has had, and records them. */
  function countingServer() {
    const calls: string[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url} ${new Headers(init.headers).get('Authorization') ?? '-'}`);
      return json(200, { n: calls.length });
    };
    return { calls, fetch };
  }

  it('answers the first request of each path with the read sent ahead, and later ones afresh', async () => {
    const server = countingServer();
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: createMemoryTokenStore('good'), logger: silentLogger });
    client.prefetch(['/factors', '/mood-tags']);
    client.prefetch(['/factors', '/schedules']);
    expect(server.calls).toEqual(['GET /api/factors Bearer good', 'GET /api/mood-tags Bearer good', 'GET /api/schedules Bearer good']);
    await expect(client.request('/mood-tags', { schema: countSchema })).resolves.toEqual({ n: 2 });
    await expect(client.request('/factors', { schema: countSchema })).resolves.toEqual({ n: 1 });
    await expect(client.request('/factors', { schema: countSchema })).resolves.toEqual({ n: 4 });
    expect(server.calls).toHaveLength(4);
    client.dispose();
  });

  it('sends the reads in their order, EARLY_READS_PER_TASK per task, and no more once the app asks for itself', async () => {
    const server = countingServer();
    const { timers, pending, fireNextTask } = fakeTimers();
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: createMemoryTokenStore('good'), logger: silentLogger, timers });
    const paths = Array.from({ length: 2 * EARLY_READS_PER_TASK + 1 }, (_, index) => `/read-${index}`);
    const sent = () => server.calls.filter((call) => call.includes('/read-')).map((call) => call.split(' ')[1]);
    client.prefetch(paths);
    expect(sent()).toEqual(paths.slice(0, EARLY_READS_PER_TASK).map((path) => `/api${path}`));
    fireNextTask();
    expect(sent()).toEqual(paths.slice(0, 2 * EARLY_READS_PER_TASK).map((path) => `/api${path}`));
    // The app's own code runs now and asks for what it needs: the last group is not sent as well.
    await client.request(`/read-${2 * EARLY_READS_PER_TASK}`, { schema: countSchema });
    fireNextTask();
    expect([...pending.values()].filter((timer) => timer.ms === 0)).toEqual([]);
    expect(server.calls.filter((call) => call.endsWith(`/read-${2 * EARLY_READS_PER_TASK} Bearer good`))).toHaveLength(1);
    client.dispose();
  });

  it('sends no later group once the session has changed', async () => {
    const server = countingServer();
    const { timers, fireNextTask } = fakeTimers();
    const store = createMemoryTokenStore('good');
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, logger: silentLogger, timers });
    client.prefetch(Array.from({ length: EARLY_READS_PER_TASK + 1 }, (_, index) => `/read-${index}`));
    store.clear();
    fireNextTask();
    expect(server.calls.filter((call) => call.includes('/read-'))).toHaveLength(EARLY_READS_PER_TASK);
    client.dispose();
  });

  it('sends nothing without a token, nor once the app has asked for something itself', async () => {
    const server = countingServer();
    const signedOut = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: createMemoryTokenStore(null), logger: silentLogger });
    signedOut.prefetch(['/factors']);
    expect(server.calls).toEqual([]);
    signedOut.dispose();
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: createMemoryTokenStore('good'), logger: silentLogger });
    await client.request('/auth/me', { schema: countSchema });
    client.prefetch(['/factors']);
    expect(server.calls).toEqual(['GET /api/auth/me Bearer good']);
    client.dispose();
  });

  /** A client that has sent `/factors` ahead, on a clock the test moves. */
  function clientWithFactorsAhead(server: ReturnType<typeof countingServer>, store = createMemoryTokenStore('good')) {
    const clock = { now: Date.UTC(2026, 10, 30, 9) };
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, tokenStore: store, logger: silentLogger, now: () => new Date(clock.now) });
    client.prefetch(['/factors']);
    return { client, clock };
  }

  it('drops a read not yet taken when the user writes: the write may change its answer', async () => {
    const server = countingServer();
    const { client } = clientWithFactorsAhead(server);
    await client.request('/factors/values', { method: 'PUT', body: {}, schema: countSchema });
    await expect(client.request('/factors', { schema: countSchema })).resolves.toEqual({ n: 3 });
    client.dispose();
  });

  it('does not hand a read sent with another token to this session', async () => {
    const server = countingServer();
    const store = createMemoryTokenStore('good');
    const { client } = clientWithFactorsAhead(server, store);
    store.set('other');
    await expect(client.request('/factors', { schema: countSchema })).resolves.toEqual({ n: 2 });
    expect(server.calls.at(-1)).toBe('GET /api/factors Bearer other');
    client.dispose();
  });

  it('asks afresh once the read sent ahead is older than EARLY_READ_MS, and takes it until then', async () => {
    const server = countingServer();
    const late = clientWithFactorsAhead(server);
    late.clock.now += EARLY_READ_MS + 1;
    await expect(late.client.request('/factors', { schema: countSchema })).resolves.toEqual({ n: 2 });
    late.client.dispose();
    const inTime = clientWithFactorsAhead(server);
    inTime.clock.now += EARLY_READ_MS;
    await expect(inTime.client.request('/factors', { schema: countSchema })).resolves.toEqual({ n: 3 });
    expect(server.calls).toHaveLength(3);
    inTime.client.dispose();
  });

  it('hands a read sent ahead that failed to the request that takes it', async () => {
    let fail = true;
    const fetch = async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return json(200, { n: 1 });
    };
    const client = createApiClient({ baseUrl: '/api', fetch, tokenStore: createMemoryTokenStore('good'), logger: silentLogger });
    client.prefetch(['/factors']);
    fail = false;
    await expect(client.request('/factors', { schema: countSchema })).rejects.toBeInstanceOf(NetworkError);
    await expect(client.request('/factors', { schema: countSchema })).resolves.toEqual({ n: 1 });
    client.dispose();
  });
});

describe('noContentSchema', () => {
  it('accepts an empty answer and nothing else', () => {
    expect(noContentSchema.parse(undefined)).toBeUndefined();
    expect(() => noContentSchema.parse({ deleted: true })).toThrow('Expected no content');
  });
});
