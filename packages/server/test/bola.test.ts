/**
 * The BOLA matrix (another user's ids always answer 404, like missing ones): every route of the app whose path names a
 * record is tried by a second signed-in user with the owner's ids and a valid body. It must answer 404 with an
 * error and nothing of the owner's, exactly as for an id that does not exist, leave the owner's record exactly as
 * it was, and the second user's lists must never show it. Ids inside bodies get the same treatment. The routes
 * come from the app itself (support/route-table.ts); how to make each record is in support/bola-fixtures.ts and
 * support/bola-body-fixtures.ts, and a route with neither a fixture nor a written exemption fails here. A route with
 * an id in both its path and its body (PUT /api/goals/:id with a conditionId) has its body case name the caller's
 * own record in the path.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOLA_BODY_FIXTURES } from './support/bola-body-fixtures.js';
import { BOLA_EXEMPT, BOLA_FIXTURES, LIST_QUERIES, type MethodCase, type RouteFixture } from './support/bola-fixtures.js';
import type { Params } from './support/bola-resources.js';
import { describeEachDatabase, testDatabases } from './support/databases.js';
import { collectRoutes, fillPath, isParameterised, parameterNames, type HttpMethod } from './support/route-table.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const [firstDatabase] = testDatabases();
if (!firstDatabase) throw new Error('no test database');
const routes = await collectRoutes(firstDatabase);
const parameterised = routes.filter((route) => isParameterised(route.path));
const withIdFields = routes.filter((route) => route.idFields.length > 0);

/** Parameterless GETs under /api (documentation aside): every list, summary and report a user can read. */
const listRoutes = routes.filter(
  (route) => route.method === 'GET' && !isParameterised(route.path) && route.path.startsWith('/api/') && !route.path.startsWith('/api/docs'),
);

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

/** What a caller gets for a record that is not theirs: the status (404 unless said otherwise), an error message, nothing that names the record. */
function expectRefused(response: LightMyRequestResponse, method: HttpMethod, secrets: string[], what: string, status = 404): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
  if (method === 'HEAD') return;
  if (status >= 400) expect(typeof response.json<Record<string, unknown>>()['error'], `${what}: error body ${response.body}`).toBe('string');
  for (const secret of secrets) expect(response.body, `${what} leaks ${secret}`).not.toContain(secret);
}

/** Ids shaped like real ones that name nothing. */
function randomParams(names: string[]): Params {
  return Object.fromEntries(names.map((name) => [name, randomUUID()]));
}

/** A response with the given ids blanked, to compare the answers for a foreign id and an unknown one. */
function blanked(response: LightMyRequestResponse, ids: string[]): string {
  return ids.reduce((body, id) => body.replaceAll(id, '<id>'), `${response.statusCode} ${response.body}`);
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

  /** None of the intruder's lists shows the owner's record, while some list of the owner's does (so this can fail). */
  async function expectListsHide(owner: SignedIn, params: Params, secrets: string[]): Promise<void> {
    for (const [path, body] of await readLists(intruder)) {
      for (const secret of secrets) expect(body, `another user's GET ${path} shows the owner's ${secret}`).not.toContain(secret);
    }
    const ownerLists = [...(await readLists(owner)).values()];
    expect(
      ownerLists.some((body) => Object.values(params).some((id) => body.includes(id))),
      'some list shows the record to its owner',
    ).toBe(true);
  }

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
      expectRefused(attempt, route.method, secrets, `${route.method} ${url} by another user`);
      expect(await fixture.resource.read(owner, params), 'the owner’s record after another user’s call').toEqual(before);

      await expectListsHide(owner, params, secrets);

      const unknown = randomParams(parameterNames(route.path));
      const unknownUrl = fillPath(route.path, unknown);
      const ids = [...Object.values(params), ...Object.values(unknown)];
      const intruderUnknown = await send(intruder, route.method, unknownUrl, methodCase.body);
      expect(blanked(attempt, ids), 'another user’s id is answered exactly like an id that does not exist').toBe(blanked(intruderUnknown, ids));
      expectRefused(await send(owner, route.method, unknownUrl, methodCase.body), route.method, [marker], `${route.method} ${unknownUrl} (no such record)`);
      expect(await fixture.resource.read(owner, params), 'the owner’s record after calls with an unknown id').toEqual(before);

      const own = await send(owner, route.method, url, methodCase.body);
      expect(own.statusCode, `the owner's own ${route.method} ${url}: ${own.body}`).toBe(methodCase.ownerStatus);
    });
  }

  it('every id field in a body or query has a case in BOLA_BODY_FIXTURES', () => {
    const missing = withIdFields.flatMap((route) =>
      route.idFields.filter((field) => !BOLA_BODY_FIXTURES[`${route.method} ${route.path}`]?.[field]).map((field) => `${route.method} ${route.path} ${field}`),
    );
    expect(missing, `add these to BOLA_BODY_FIXTURES in test/support/bola-body-fixtures.ts: ${missing.join(', ')}`).toEqual([]);
    const known = new Set(withIdFields.flatMap((route) => route.idFields.map((field) => `${route.method} ${route.path} ${field}`)));
    const stale = Object.entries(BOLA_BODY_FIXTURES)
      .flatMap(([route, fields]) => Object.keys(fields).map((field) => `${route} ${field}`))
      .filter((key) => !known.has(key));
    expect(stale, 'cases for id fields the app does not have').toEqual([]);
  });

  for (const route of withIdFields) {
    for (const field of route.idFields) {
      const idCase = BOLA_BODY_FIXTURES[`${route.method} ${route.path}`]?.[field];
      if (!idCase) continue;

      it(`${route.method} ${route.path} with another user's id in ${field}: answered as for an unknown id, changes nothing; the owner's call works`, async () => {
        const owner = await signedInUser(app, { name: 'Owner' });
        const marker = `m${randomUUID()}`;
        const params = await idCase.resource.create(owner, marker);
        const secrets = [marker, ...Object.values(params)];
        const before = await idCase.resource.read(owner, params);
        const call = async (caller: SignedIn, named: Params) => {
          const { body, query, path } = await idCase.request(caller, named);
          return send(caller, route.method, `${path ? fillPath(route.path, path) : route.path}${query ?? ''}`, body);
        };

        const foreign = await call(intruder, params);
        expectRefused(foreign, route.method, secrets, `${route.method} ${route.path} naming another user's record in ${field}`, idCase.status);
        const unknownParams = randomParams(Object.keys(params));
        const unknown = await call(intruder, unknownParams);
        const ids = [...Object.values(params), ...Object.values(unknownParams)];
        expect(blanked(foreign, ids), 'another user’s id is answered exactly like an id that does not exist').toBe(blanked(unknown, ids));
        expect(await idCase.resource.read(owner, params), 'the owner’s record after another user’s call').toEqual(before);
        await expectListsHide(owner, params, secrets);

        const own = await call(owner, params);
        expect(own.statusCode, `the owner's own ${route.method} ${route.path}: ${own.body}`).toBe(idCase.ownerStatus);
      });
    }
  }
});
