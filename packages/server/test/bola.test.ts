/**
 * The BOLA matrix (api-decisions: another user's ids are always 404): every route of the app whose path names a
 * record is tried by a second signed-in user with the owner's ids and a valid body. It must answer 404 with an
 * error and nothing of the owner's, leave the owner's record exactly as it was, and the second user's lists must
 * never show it. The routes come from the app itself (support/route-table.ts); how to make each record is in
 * support/bola-fixtures.ts, and a parameterised route with neither a fixture nor a written exemption fails here.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOLA_EXEMPT, BOLA_FIXTURES, LIST_QUERIES, type MethodCase, type Params, type RouteFixture } from './support/bola-fixtures.js';
import { describeEachDatabase, testDatabases } from './support/databases.js';
import { collectRoutes, fillPath, isParameterised, parameterNames, type HttpMethod } from './support/route-table.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const [firstDatabase] = testDatabases();
if (!firstDatabase) throw new Error('no test database');
const routes = await collectRoutes(firstDatabase);
const parameterised = routes.filter((route) => isParameterised(route.path));

/** Parameterless GETs under /api (documentation aside): every list, summary and report a user can read. */
const listRoutes = routes.filter((route) => route.method === 'GET' && !isParameterised(route.path) && route.path.startsWith('/api/') && !route.path.startsWith('/api/docs'));

function caseFor(fixture: RouteFixture, method: HttpMethod): MethodCase | undefined {
  // HEAD is Fastify's twin of GET, answered by the same handler.
  return fixture.methods[method] ?? (method === 'HEAD' ? fixture.methods.GET : undefined);
}

function send(user: SignedIn, method: HttpMethod, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return user.client.request({
    method,
    url,
    headers: { authorization: `Bearer ${user.accessToken}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The 404 every caller gets for a record that is not theirs: an error message and nothing that names the record. */
function expectNotFound(response: LightMyRequestResponse, method: HttpMethod, secrets: string[], what: string): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(404);
  if (method === 'HEAD') return;
  const body = response.json<Record<string, unknown>>();
  expect(typeof body['error'], `${what}: error body ${response.body}`).toBe('string');
  for (const secret of secrets) expect(response.body, `${what} leaks ${secret}`).not.toContain(secret);
}

/** The bodies of all of `user`'s list routes, keyed by path; each must answer 200, or the sweep proves nothing. */
async function readLists(user: SignedIn): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const route of listRoutes) {
    const response = await send(user, 'GET', `${route.path}${LIST_QUERIES[route.path] ?? ''}`, undefined);
    expect(response.statusCode, `GET ${route.path}: ${response.body}`).toBe(200);
    bodies.set(route.path, response.body);
  }
  return bodies;
}

describeEachDatabase('BOLA matrix', (database) => {
  let app: TestApp;
  let intruder: SignedIn;
  beforeAll(async () => {
    app = await createTestApp(database);
    intruder = await signedInUser(app, { name: 'Intruder' });
  });
  afterAll(() => app.close());

  it('every parameterised route has a fixture for each of its methods, or a written reason to be exempt', () => {
    expect(parameterised.length, 'the route table was read').toBeGreaterThan(5);
    const missing = parameterised
      .filter((route) => !(route.path in BOLA_EXEMPT))
      .filter((route) => {
        const fixture = BOLA_FIXTURES[route.path];
        return !fixture || !caseFor(fixture, route.method);
      })
      .map((route) => `${route.method} ${route.path}`);
    expect(missing, `add these to BOLA_FIXTURES in test/support/bola-fixtures.ts (or to BOLA_EXEMPT with a reason): ${missing.join(', ')}`).toEqual([]);
    for (const [path, reason] of Object.entries(BOLA_EXEMPT)) expect(reason.trim().length, `exemption of ${path} needs a reason`).toBeGreaterThan(20);
  });

  it('the fixture table and the exemptions name only routes that exist', () => {
    const known = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const stale = Object.entries(BOLA_FIXTURES)
      .flatMap(([path, fixture]) => Object.keys(fixture.methods).map((method) => `${method} ${path}`))
      .filter((route) => !known.has(route));
    const staleExempt = Object.keys(BOLA_EXEMPT).filter((path) => !routes.some((route) => route.path === path));
    expect([...stale, ...staleExempt]).toEqual([]);
  });

  for (const route of parameterised) {
    const fixture = BOLA_FIXTURES[route.path];
    const methodCase = fixture && caseFor(fixture, route.method);
    if (!fixture || !methodCase) continue;

    it(`${route.method} ${route.path}: another user's ids answer 404 and change nothing; unknown ids 404; the owner's call works`, async () => {
      const owner = await signedInUser(app, { name: 'Owner' });
      const marker = `m${randomUUID()}`;
      const params = await fixture.resource.create(owner, marker);
      const url = fillPath(route.path, params);
      const secrets = [marker, ...Object.values(params)];
      const before = await fixture.resource.read(owner, params);

      const attempt = await send(intruder, route.method, url, methodCase.body);
      expectNotFound(attempt, route.method, secrets, `${route.method} ${url} by another user`);
      expect(await fixture.resource.read(owner, params), 'the owner’s record after another user’s call').toEqual(before);

      const intruderLists = await readLists(intruder);
      for (const [path, body] of intruderLists) {
        for (const secret of secrets) expect(body, `another user's GET ${path} shows the owner's ${secret}`).not.toContain(secret);
      }
      const ownerLists = [...(await readLists(owner)).values()];
      expect(ownerLists.some((body) => Object.values(params).some((id) => body.includes(id))), 'some list shows the record to its owner, so the check above can fail').toBe(true);

      const unknown: Params = Object.fromEntries(parameterNames(route.path).map((name) => [name, randomUUID()]));
      const unknownUrl = fillPath(route.path, unknown);
      expectNotFound(await send(owner, route.method, unknownUrl, methodCase.body), route.method, [marker], `${route.method} ${unknownUrl} (no such record)`);
      expect(await fixture.resource.read(owner, params), 'the owner’s record after a call with an unknown id').toEqual(before);

      const own = await send(owner, route.method, url, methodCase.body);
      expect(own.statusCode, `the owner's own ${route.method} ${url}: ${own.body}`).toBe(methodCase.ownerStatus);
    });
  }
});
