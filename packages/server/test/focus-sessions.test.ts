/** Focus sessions: one active per user even under racing starts, running time excluding pauses, today's list. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_MESSAGES, type FocusSession, type TodaySessions } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('focus sessions', (database) => {
  let app: TestApp;
  const clock = new ManualClock(new Date('2026-11-23T14:00:00.000Z'));
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  it('runs start → pause → resume → stop, counting running time only', async () => {
    const me = await signedInUser(app);
    const started = await me.call('POST', '/api/focus-sessions/start', { sessionType: 'READING', plannedDuration: 45, notes: 'Chapter 3' });
    expect(started.statusCode).toBe(201);
    const session = started.json<FocusSession>();
    expect(session).toMatchObject({ type: 'READING', plannedDuration: 45, isActive: true, isPaused: false, duration: 0, notes: 'Chapter 3' });

    clock.advance(10 * 60_000);
    const paused = await me.call('PATCH', `/api/focus-sessions/${session.id}/pause`);
    expect(paused.json<FocusSession>()).toMatchObject({ isPaused: true, duration: 600 });
    clock.advance(5 * 60_000);
    await me.refresh();
    expect((await me.call('GET', '/api/focus-sessions/active')).json<{ session: FocusSession }>().session.duration).toBe(600);
    const resumed = await me.call('PATCH', `/api/focus-sessions/${session.id}/resume`);
    expect(resumed.json<FocusSession>()).toMatchObject({ isPaused: false, pausedSeconds: 300, duration: 600 });
    clock.advance(2 * 60_000);

    const stopped = await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`, { productivity: 7, notes: 'Session completed' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<FocusSession>()).toMatchObject({ isActive: false, duration: 720, productivity: 7, notes: 'Session completed' });
    const row = await app.db.selectFrom('focus_sessions').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(Number(row.duration_seconds)).toBe(720);
    expect((await me.call('GET', '/api/focus-sessions/active')).json()).toEqual({ session: null });
  });

  it('defaults to a 25-minute boring task and stop to productivity 7', async () => {
    const me = await signedInUser(app);
    const session = (await me.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
    expect(session).toMatchObject({ type: 'BORING_TASK', plannedDuration: 25 });
    const stopped = await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<FocusSession>().productivity).toBe(7);
  });

  it('allows one active session: the second start gets the spec message', async () => {
    const me = await signedInUser(app);
    await me.call('POST', '/api/focus-sessions/start', {});
    const second = await me.call('POST', '/api/focus-sessions/start', {});
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: SESSION_MESSAGES.alreadyActive, code: 'CONFLICT' });
  });

  it('leaves exactly one active session when ten starts race', async () => {
    const me = await signedInUser(app);
    const results = await Promise.all(Array.from({ length: 10 }, () => me.call('POST', '/api/focus-sessions/start', { sessionType: 'MEETING' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const user = await app.db.selectFrom('users').select('id').where('email', '=', me.user.email).executeTakeFirstOrThrow();
    const active = await app.db.selectFrom('focus_sessions').select('id').where('user_id', '=', user.id).where('ended_at', 'is', null).execute();
    expect(active).toHaveLength(1);
  });

  it('says there is no active session to stop once it has ended', async () => {
    const me = await signedInUser(app);
    const session = (await me.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
    await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`, {});
    const again = await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SESSION_MESSAGES.noneToStop, code: 'CONFLICT' });
    expect((await me.call('PATCH', `/api/focus-sessions/${session.id}/pause`)).statusCode).toBe(409);
  });

  it("answers 404 for another user's session on every call", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const session = (await owner.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
    for (const [method, url] of [
      ['PATCH', `/api/focus-sessions/${session.id}/pause`],
      ['PATCH', `/api/focus-sessions/${session.id}/resume`],
      ['PATCH', `/api/focus-sessions/${session.id}/stop`],
      ['DELETE', `/api/focus-sessions/${session.id}`],
    ] as const) {
      const response = await other.call(method, url, method === 'PATCH' ? {} : undefined);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await owner.call('GET', '/api/focus-sessions/active')).json<{ session: FocusSession }>().session.id).toBe(session.id);
  });

  it('deleting the active session clears it, so a new one can start', async () => {
    const me = await signedInUser(app);
    const session = (await me.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
    expect((await me.call('DELETE', `/api/focus-sessions/${session.id}`)).statusCode).toBe(204);
    expect((await me.call('GET', '/api/focus-sessions/active')).json()).toEqual({ session: null });
    expect((await me.call('POST', '/api/focus-sessions/start', {})).statusCode).toBe(201);
  });

  it('keeps an active session across a server restart', async () => {
    const me = await signedInUser(app);
    const session = (await me.call('POST', '/api/focus-sessions/start', { sessionType: 'CREATIVE_WORK' })).json<FocusSession>();
    const restarted = await createTestApp(database, {}, { clock });
    try {
      clock.advance(60_000);
      const active = await restarted.server.inject({
        method: 'GET',
        url: '/api/focus-sessions/active',
        headers: { authorization: `Bearer ${me.accessToken}` },
      });
      expect(active.json<{ session: FocusSession }>().session).toMatchObject({ id: session.id, isActive: true, duration: 60 });
    } finally {
      await restarted.close();
    }
  });

  it("lists today's sessions by the user's calendar day in their own time zone", async () => {
    // 23:30 in New York on 22 November is 04:30 UTC on 23 November.
    clock.set(new Date('2026-11-23T04:30:00.000Z'));
    const me = await signedInUser(app, { timezone: 'America/New_York' });
    const lateResponse = await me.call('POST', '/api/focus-sessions/start', {});
    expect(lateResponse.statusCode, lateResponse.body).toBe(201);
    const late = lateResponse.json<FocusSession>();
    expect(late.date).toBe('2026-11-22');
    clock.advance(20 * 60_000);
    await me.refresh();
    expect((await me.call('PATCH', `/api/focus-sessions/${late.id}/stop`, {})).statusCode).toBe(200);
    clock.advance(20 * 60_000); // 05:10 UTC = 00:10 on 23 November in New York
    await me.refresh();
    const early = (await me.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
    expect(early.date).toBe('2026-11-23');
    clock.advance(5 * 60_000);
    await me.refresh();

    const today = (await me.call('GET', '/api/focus-sessions/today')).json<TodaySessions>();
    expect(today.date).toBe('2026-11-23');
    expect(today.sessions.map((s) => s.id)).toEqual([early.id]);
    expect(today.summary).toEqual({ totalTime: 300, count: 1 });
  });

  it('refuses bad input with details', async () => {
    const me = await signedInUser(app);
    const bad = await me.call('POST', '/api/focus-sessions/start', { sessionType: 'NAPPING', plannedDuration: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['plannedDuration', 'sessionType']);
    const session = (await me.call('POST', '/api/focus-sessions/start', {})).json<FocusSession>();
    const badStop = await me.call('PATCH', `/api/focus-sessions/${session.id}/stop`, { productivity: 11 });
    expect(badStop.statusCode).toBe(400);
    expect((await me.call('GET', '/api/focus-sessions/active')).json<{ session: FocusSession }>().session.isActive).toBe(true);
  });
});
