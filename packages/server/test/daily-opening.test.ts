/**
 * The Daily tab's opening reads in one request (`GET /api/daily/opening`): each read answered with the status and
 * the very bytes its own GET gives the same user, never stale after a write, one failing read beside answered ones;
 * only the tab's opening reads, each once, signed in; described in the OpenAPI document.
 */
import { DAILY_OPENING_MAX_QUERY_LENGTH, DAILY_OPENING_PATHS, FACTOR_CATALOG, type DailyOpeningResponse, type ErrorBody } from '@wellness/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-11-20T09:30:00.000Z');
const TODAY = '2026-11-20';
const FACTOR_VALUES = `/factors/values?from=2026-11-06&to=${TODAY}`;
/** Every opening read, as the web's daily-opening-paths.ts sends them. */
const ALL = [...DAILY_OPENING_PATHS, FACTOR_VALUES];

const batchUrl = (paths: readonly string[]) => `/api/daily/opening?paths=${encodeURIComponent(paths.join(','))}`;

const sleep = FACTOR_CATALOG.find((f) => f.key === 'sleep-hours');
if (!sleep) throw new Error('The catalog has lost its sleep factor');
const { key: _key, hint: _hint, ...sleepBody } = sleep;

describeEachDatabase('the Daily tab’s opening reads in one request', (database) => {
  const clock = new ManualClock(NOW);
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  async function ok(me: SignedIn, method: 'POST' | 'PUT', url: string, body: unknown) {
    const response = await me.call(method, url, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: string }>();
  }

  /** A user with something in most of the reads: a substance and a dose, a running session, a factor and its value. */
  async function busyUser(): Promise<SignedIn> {
    clock.set(NOW);
    const me = await signedInUser(app, { timezone: 'UTC' });
    const magnesium = await ok(me, 'POST', '/api/supplements', { name: 'Magnesium', dosage: 200, unit: 'mg', remainingSupply: 60 });
    await ok(me, 'POST', '/api/supplement-doses', { supplementId: magnesium.id });
    const factor = await ok(me, 'POST', '/api/factors', sleepBody);
    await ok(me, 'PUT', `/api/factors/${factor.id}/values/${TODAY}`, { value: 7.5 });
    await ok(me, 'POST', '/api/focus-sessions/start', { sessionType: 'READING', plannedDuration: 45 });
    clock.set(new Date(NOW.getTime() + 90_000));
    return me;
  }

  async function batch(me: SignedIn, paths: readonly string[] = ALL): Promise<DailyOpeningResponse> {
    const response = await me.call('GET', batchUrl(paths));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DailyOpeningResponse>();
  }

  /** Each answer against its own GET, asked right after: same status, same bytes. */
  async function expectSameAsOwnGets(me: SignedIn, answers: DailyOpeningResponse['answers']): Promise<void> {
    for (const answer of answers) {
      const own = await me.call('GET', `/api${answer.path}`);
      expect({ path: answer.path, status: answer.status, body: answer.body }).toEqual({ path: answer.path, status: own.statusCode, body: own.body });
    }
  }

  it('answers each read with the status and the bytes its own GET gives, in the order asked', async () => {
    const me = await busyUser();
    const { answers } = await batch(me);
    expect(answers.map((answer) => answer.path)).toEqual(ALL);
    expect(answers.every((answer) => answer.status === 200 && answer.retryAfter === undefined)).toBe(true);
    // Not empty answers that would trivially match: the user's data is in them.
    const body = (path: string) => answers.find((answer) => answer.path === path)?.body ?? '';
    expect(body('/daily/supplements')).toContain('Magnesium');
    expect(body('/focus-sessions/active')).toContain('READING');
    expect(body(FACTOR_VALUES)).toContain('7.5');
    await expectSameAsOwnGets(me, answers);
    // The other order, a subset: the same answers again (now from the read cache, which the batch goes through).
    const subset = ['/supplement-doses/today', '/auth/me', FACTOR_VALUES];
    const again = await batch(me, subset);
    expect(again.answers.map((answer) => answer.path)).toEqual(subset);
    await expectSameAsOwnGets(me, again.answers);
  });

  it('is never stale after a write', async () => {
    const me = await busyUser();
    const before = await batch(me, ['/supplement-doses/today', '/daily/supplements', '/entries/daily-summary']);
    const supplements = JSON.parse(before.answers[1]?.body ?? '') as { supplements: Array<{ id: string }> };
    await ok(me, 'POST', '/api/supplement-doses', { supplementId: supplements.supplements[0]?.id });
    const after = await batch(me, ['/supplement-doses/today', '/daily/supplements', '/entries/daily-summary']);
    for (const [index, answer] of after.answers.entries()) expect(answer.body, answer.path).not.toBe(before.answers[index]?.body);
    expect(after.answers[2]?.body).toContain('"dosesCount":2');
    await expectSameAsOwnGets(me, after.answers);
  });

  it('answers a read that fails with its own status and body beside the others', async () => {
    const me = await busyUser();
    // The shape is allowed; the factor-values read itself refuses a day that does not exist.
    const badRange = '/factors/values?from=2026-13-45&to=2026-11-20';
    const { answers } = await batch(me, ['/auth/me', badRange, '/mood-tags']);
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 200]);
    expect(JSON.parse(answers[1]?.body ?? '')).toMatchObject({ code: 'VALIDATION_FAILED' });
    await expectSameAsOwnGets(me, answers);
  });

  it('shows each user their own answers only', async () => {
    const owner = await busyUser();
    const other = await signedInUser(app, { timezone: 'UTC' });
    const { answers } = await batch(other);
    expect(answers.some((answer) => answer.body.includes('Magnesium') || answer.body.includes(owner.user.email))).toBe(false);
    expect(answers.find((answer) => answer.path === '/auth/me')?.body).toContain(other.user.email);
  });

  it('refuses a caller without a valid session with 401, as every signed-in read', async () => {
    const response = await app.server.inject({ method: 'GET', url: batchUrl(ALL) });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>()).toMatchObject({ code: 'UNAUTHORIZED' });
    const forged = await app.server.inject({ method: 'GET', url: batchUrl(ALL), headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.statusCode).toBe(401);
  });

  describe('refuses with 400 anything but the opening reads, each once', () => {
    const refused: Array<[string, string]> = [
      ['no paths', '/api/daily/opening'],
      ['an empty list', '/api/daily/opening?paths='],
      ['a read that is not an opening read', batchUrl(['/auth/me', '/entries'])],
      ['an opening read with another query', batchUrl(['/preferences?x=1'])],
      ['a factor-values read with more in its query', batchUrl([`${FACTOR_VALUES}&limit=1`])],
      ['a path outside the API', batchUrl(['/../../etc/passwd'])],
      ['the batch itself', batchUrl(['/daily/opening'])],
      ['a read asked twice', batchUrl(['/auth/me', '/auth/me'])],
      ['more reads than there are', batchUrl([...ALL, '/factors/values?from=2026-11-01&to=2026-11-02'])],
      ['a parameter past its length', `/api/daily/opening?paths=${'a'.repeat(DAILY_OPENING_MAX_QUERY_LENGTH + 1)}`],
    ];
    it.each(refused)('%s', async (_what, url) => {
      const me = await busyUser();
      const response = await me.call('GET', url);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) as string });
      expect(body.details?.length).toBeGreaterThan(0);
      // A made-up path is never echoed back.
      expect(response.body).not.toContain('passwd');
    });
  });

  it('is described at /api/docs', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = response.json<{ paths: Record<string, { get?: { parameters?: Array<{ name: string }>; responses?: Record<string, unknown> } }> }>();
    const operation = spec.paths['/api/daily/opening']?.get;
    expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(['paths']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']));
  });
});
