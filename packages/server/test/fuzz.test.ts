/**
 * Issue 8: one request must never take the service down. Walks every operation of the OpenAPI document the app
 * generates (so later routes are fuzzed too) with fast-check: malformed, oversized, deeply nested, wrong-typed
 * and well-formed edge input in body, query and path, signed in and not; then malformed JSON text, wrong
 * content types and bogus Authorization headers. No response may be a 5xx, every 4xx carries `{error}`, no body
 * leaks a stack or a path, and the process is healthy afterwards.
 * FUZZ_RUNS sets the runs per operation (default 12; `npm run fuzz` runs a long mode), FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { largestInstance } from '../src/bench/largest-instance.js';
import { fillPath, listOperations, operationName, queryString, type ApiOperation } from '../src/bench/openapi-operations.js';
import { describeEachDatabase } from './support/databases.js';
import { BODY_LIMIT, FIELD_CORPUS, toJsonText } from './support/fuzz-arbitraries.js';
import { expectSafeResponse, fuzzRequests, type FuzzRequest } from './support/fuzz-requests.js';
import { APP_ORIGIN, createTestApp, signedInUser, uniqueIp, type SignedIn, type TestApp } from './support/test-app.js';

const DEFAULT_RUNS = 12;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Per test: generous for the default runs, and growing with FUZZ_RUNS in the long mode. */
const TIMEOUT_MS = 60_000 + RUNS * 15_000;
/** Heap kept after the whole fuzz run (after a forced GC): the app holds no per-request state beyond this. */
const HEAP_GROWTH_LIMIT_BYTES = 64 * 1024 * 1024;

/** Heap in use after a full GC (vitest.config.ts gives the API workers --expose-gc). */
function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('the API tests run with --expose-gc (vitest.config.ts); without it the heap check means nothing');
  gc();
  return process.memoryUsage().heapUsed;
}

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '[1,]',
  '{"a":1,}',
  'NaN',
  'Infinity',
  'undefined',
  '\u0000',
  'null',
  '"x"',
  '123',
  'true',
  '[]',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '1'.repeat(100_000),
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `{"a":${'9'.repeat(400)}}`,
  '{"a":1e999}',
  '-',
  '{"a":"\\x41"}',
  '['.repeat(100_000),
  '['.repeat(100_000) + ']'.repeat(100_000),
  `{"name":"${'a'.repeat(BODY_LIMIT)}"}`,
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json, text/plain',
  ';;;',
  'APPLICATION/JSON',
  'application/',
];

function bogusAuthorizations(token: string): string[] {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
  const tampered = `${header}.${Buffer.from('{"sub":"someone-else","exp":99999999999}').toString('base64url')}.${signature}`;
  return [
    '',
    'Bearer',
    'Bearer ',
    `Bearer  ${token}`,
    `bearer ${token}`,
    'Basic dXNlcjpwYXNz',
    'Bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    `Bearer ${token}x`,
    `Bearer ${unsigned}`,
    `Bearer ${tampered}`,
    `Bearer ${header}.${payload}`,
    `Bearer ${'x'.repeat(100_000)}`,
    `Token ${token}`,
    `Bearer ${token}, Bearer ${token}`,
    'Bearer \u00e4\u00f6\u00fc',
    `Bearer ${'a.'.repeat(5_000)}`,
  ];
}

describeEachDatabase('fuzz: one request never takes the service down', (database) => {
  let app: TestApp;
  let me: SignedIn;
  let operations: ApiOperation[];
  let knownIds: string[];
  let heapBefore: number;
  const fuzzIp = uniqueIp();

  beforeAll(async () => {
    app = await createTestApp(database);
    me = await signedInUser(app);
    operations = listOperations(app.server.swagger());
    // Real ids of the fuzz user, so some path values reach the services (update, stop, delete) and not only 404.
    const created = await Promise.all([
      me.call('POST', '/api/supplements', { name: 'Magnesium', dosage: 200, unit: 'mg', remainingSupply: 30 }),
      me.call('POST', '/api/prescriptions', { name: 'Sertraline', dosage: 50, unit: 'mg' }),
      me.call('POST', '/api/otc-medications', { name: 'Ibuprofen', dosage: 200, unit: 'mg' }),
      me.call('POST', '/api/focus-aids', { name: 'Desk plant' }),
      me.call('POST', '/api/focus-sessions/start', { plannedDuration: 25 }),
      me.call('POST', '/api/conditions/custom', { name: 'Night shifts', category: 'lifestyle' }),
      me.call('POST', '/api/goals', { name: 'Calmer evenings', metric: 'restlessness', targetValue: 4, targetType: 'DECREASE' }),
    ]);
    knownIds = created.map((r) => r.json<{ id: string }>().id);
    const dose = await me.call('POST', '/api/supplement-doses', { supplementId: knownIds[0] });
    const tracked = await me.call('POST', '/api/user-conditions', { conditionId: 'adhd' });
    knownIds.push(dose.json<{ dose: { id: string } }>().dose.id, 'default-pomodoro', 'adhd');
    expect(created.map((r) => r.statusCode).concat(dose.statusCode, tracked.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201]);
    heapBefore = heapAfterGc();
  });
  afterAll(() => app.close());

  function send(request: FuzzRequest, authorization?: string) {
    return app.server.inject({
      method: request.method,
      url: request.url,
      headers: {
        origin: APP_ORIGIN,
        ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(authorization === undefined ? {} : { authorization }),
        ...request.headers,
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: fuzzIp,
    });
  }

  /**
   * The fuzz user's bearer token, checked before each operation: should a fuzzed call (a route added later)
   * end the login or the account, the run carries on with a new user instead of reporting 401s as findings.
   */
  async function freshAuthorization(): Promise<string> {
    if ((await me.call('GET', '/api/auth/me')).statusCode !== 200) me = await signedInUser(app);
    return `Bearer ${me.accessToken}`;
  }

  /** Fuzzes each operation; returns the status codes seen per operation, so a test can show the input got through. */
  async function fuzzEveryOperation(runs: number, signedIn: boolean): Promise<Map<string, number[]>> {
    const statuses = new Map<string, number[]>();
    for (const operation of operations) {
      const authorization = signedIn ? await freshAuthorization() : undefined;
      const seen: number[] = [];
      statuses.set(operationName(operation), seen);
      await fc
        .assert(
          fc.asyncProperty(fuzzRequests(operation, knownIds), async (request) => {
            const response = await send(request, authorization);
            seen.push(response.statusCode);
            expectSafeResponse(request, response);
          }),
          // In `npm test` a failure is reported as found (fast); the long mode shrinks it to a minimal counterexample.
          { numRuns: runs, endOnFailure: RUNS <= DEFAULT_RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
        )
        .catch((error: unknown) => {
          throw new Error(`${operationName(operation)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        });
    }
    return statuses;
  }

  it('reads every operation from the app’s own OpenAPI document', () => {
    const names = operations.map(operationName);
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/health', 'POST /api/auth/login', 'POST /api/focus-aids', 'PUT /api/focus-aids/{id}', 'POST /api/entries']),
    );
    expect(operations.length).toBeGreaterThan(50);
  });

  it('signed in: malformed, oversized, nested, wrong-typed and edge input in body, query and path never gets a 5xx', { timeout: TIMEOUT_MS }, async () => {
    const statuses = await fuzzEveryOperation(RUNS, true);
    // The fuzz must get past authentication and validation, or it would test nothing: the token works on every
    // operation, and across the run input is refused (400), misses (404) and succeeds (2xx).
    for (const operation of operations.filter((o) => o.secured)) {
      expect(
        statuses.get(operationName(operation))?.some((s) => s !== 401),
        `${operationName(operation)}: only 401s`,
      ).toBe(true);
    }
    const all = [...statuses.values()].flat();
    expect(all).toContain(400);
    expect(all).toContain(404);
    expect(
      all.some((s) => s >= 200 && s < 300),
      'no request succeeded',
    ).toBe(true);
  });

  it('not signed in: the same input never gets a 5xx', { timeout: TIMEOUT_MS }, async () => {
    await fuzzEveryOperation(Math.max(2, Math.ceil(RUNS / 2)), false);
  });

  it('every path and query parameter and every top-level body field, one at a time, gets each value of a fixed corpus', { timeout: TIMEOUT_MS }, async () => {
    const authorization = await freshAuthorization();
    for (const operation of operations) {
      const pathValues = Object.fromEntries(operation.pathParams.map((p) => [p.name, knownIds[0] ?? 'x']));
      // The base body holds only the required fields (at their largest), so each request differs in one field only.
      const largest = operation.body === null ? undefined : largestInstance(operation.body, 'body', []);
      const required = new Set(operation.body?.required ?? []);
      const body =
        largest !== null && typeof largest === 'object' && !Array.isArray(largest)
          ? Object.fromEntries(Object.entries(largest).filter(([key]) => required.has(key)))
          : largest;
      const fields = Object.keys(operation.body?.properties ?? {});
      // Each request is sent as soon as it is made: a body at its largest (an import's file of tens of MB) is held
      // once at a time, never once per corpus value and field.
      const check = async (request: FuzzRequest) => expectSafeResponse(request, await send(request, authorization));
      for (const value of FIELD_CORPUS) {
        const text = typeof value === 'string' ? value : toJsonText(value);
        for (const p of operation.pathParams) {
          await check({
            method: operation.method,
            url: fillPath(operation.path, { ...pathValues, [p.name]: text }),
            ...(body === undefined ? {} : { payload: toJsonText(body) }),
          });
        }
        for (const p of operation.queryParams) {
          await check({ method: operation.method, url: fillPath(operation.path, pathValues) + queryString({ [p.name]: text }) });
        }
        if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
          for (const key of fields) {
            await check({ method: operation.method, url: fillPath(operation.path, pathValues), payload: toJsonText({ ...body, [key]: value }) });
          }
        }
      }
    }
  });

  it('malformed JSON text, wrong content types and bogus Authorization headers get a 4xx with an error', { timeout: TIMEOUT_MS }, async () => {
    const withBody = operations.filter((o) => o.method !== 'GET');
    for (const operation of withBody) {
      const url = operation.path.replace(/\{[^}]+\}/g, knownIds[0] ?? 'x');
      for (const payload of MALFORMED_JSON) {
        const request: FuzzRequest = { method: operation.method, url, payload };
        expectSafeResponse(request, await send(request, `Bearer ${me.accessToken}`));
      }
      for (const contentType of WRONG_CONTENT_TYPES) {
        const request: FuzzRequest = { method: operation.method, url, payload: '{"name":"x"}', headers: { 'content-type': contentType } };
        expectSafeResponse(request, await send(request, `Bearer ${me.accessToken}`));
      }
    }
    const authorizations = bogusAuthorizations(me.accessToken);
    for (const operation of operations.filter((o) => o.secured)) {
      const url = operation.path.replace(/\{[^}]+\}/g, knownIds[0] ?? 'x');
      for (const authorization of authorizations) {
        const request: FuzzRequest = { method: operation.method, url, headers: { authorization } };
        const response = await send(request);
        expectSafeResponse(request, response);
      }
    }
  });

  it('regression: an icon of 100,000 characters is refused quickly on create and update, signed in or not', async () => {
    const aid = await me.call('POST', '/api/focus-aids', { name: 'Regression aid' });
    const payload = JSON.stringify({ name: 'x', icon: 'ä'.repeat(100_000) });
    for (const [method, url] of [
      ['POST', '/api/focus-aids'],
      ['PUT', `/api/focus-aids/${aid.json<{ id: string }>().id}`],
    ] as const) {
      for (const authorization of [`Bearer ${me.accessToken}`, undefined]) {
        const started = performance.now();
        const request: FuzzRequest = { method, url, payload };
        const response = await send(request, authorization);
        const elapsed = performance.now() - started;
        expectSafeResponse(request, response);
        // Signed out it is a 401 once authentication runs before the body is validated, a 400 before that.
        expect(authorization ? [400] : [400, 401], `${method} ${url} ${authorization ? 'signed in' : 'signed out'}`).toContain(response.statusCode);
        expect(elapsed, `${method} ${url} took ${elapsed.toFixed(0)} ms`).toBeLessThan(1_000);
      }
    }
  });

  it('is still healthy afterwards: health answers 200, the fuzz user still works, and the heap did not explode', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await me.call('GET', '/api/auth/me')).statusCode).toBe(200);
    // Whatever the fuzzed writes stored (an import among them), every read of the fuzz user can still show it.
    const authorization = await freshAuthorization();
    for (const operation of operations.filter((o) => o.method === 'GET' && o.pathParams.length === 0 && o.queryParams.every((p) => !p.required))) {
      const request: FuzzRequest = { method: 'GET', url: operation.path };
      const response = await send(request, authorization);
      expectSafeResponse(request, response);
      expect(response.statusCode, operationName(operation)).toBeLessThan(300);
    }
    const growth = heapAfterGc() - heapBefore;
    expect(growth, `heap grew by ${(growth / 1024 / 1024).toFixed(0)} MiB`).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
  });
});
