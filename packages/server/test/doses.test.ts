/** Dose logging: supply moves with each dose, today and history in the user's days, ownership, paging, stats. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOSE_KEY_REUSED_MESSAGE,
  DOSE_MESSAGES,
  MAX_TODAY_DOSES,
  type DoseHistory,
  type LogDoseResponse,
  type Substance,
  type TodayDoses,
} from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

describeEachDatabase('doses', (database) => {
  let app: TestApp;
  const clock = new ManualClock(new Date('2026-11-23T15:00:00.000Z'));
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  async function supplement(me: SignedIn, body: object = {}): Promise<Substance> {
    const response = await me.call('POST', '/api/supplements', { name: 'Omega-3', remainingSupply: 3, ...body });
    expect(response.statusCode).toBe(201);
    return response.json<Substance>();
  }

  it('logs a dose, takes one unit of supply, and gives it back when the dose is deleted', async () => {
    const me = await signedInUser(app);
    const omega = await supplement(me);
    const logged = await me.call('POST', '/api/supplement-doses', { supplementId: omega.id, dosage: 1000, notes: 'with breakfast' });
    expect(logged.statusCode).toBe(201);
    const body = logged.json<LogDoseResponse>();
    expect(body).toMatchObject({ remainingSupply: 2, totalDoses: 1, dose: { dosage: 1000, notes: 'with breakfast', date: '2026-11-23' } });
    // The answer is the dose itself too, as every other create answers its object.
    const { dose, remainingSupply: _left, totalDoses: _count, ...itself } = body;
    expect(itself).toEqual(dose);
    expect(itself).toMatchObject({ supplementId: omega.id, dosage: 1000 });
    const stored = (await me.call('GET', `/api/supplements/${omega.id}`)).json<Substance>();
    expect(stored).toMatchObject({ remainingSupply: 2, totalDoses: 1 });

    expect((await me.call('DELETE', `/api/supplement-doses/${body.dose.id}`)).statusCode).toBe(204);
    expect((await me.call('GET', `/api/supplements/${omega.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 3, totalDoses: 0 });
    expect((await me.call('DELETE', `/api/supplement-doses/${body.dose.id}`)).statusCode).toBe(404);
  });

  it('lets only one of two doses logged at once take the last unit, and gives back exactly what was taken', async () => {
    const me = await signedInUser(app);
    const last = await supplement(me, { remainingSupply: 1 });
    const [a, b] = await Promise.all([
      me.call('POST', '/api/supplement-doses', { supplementId: last.id }),
      me.call('POST', '/api/supplement-doses', { supplementId: last.id }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await me.call('GET', `/api/supplements/${last.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 0, totalDoses: 2 });
    for (const logged of [a, b]) {
      expect((await me.call('DELETE', `/api/supplement-doses/${logged.json<{ dose: { id: string } }>().dose.id}`)).statusCode).toBe(204);
    }
    expect((await me.call('GET', `/api/supplements/${last.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 1, totalDoses: 0 });
  });

  it('takes exactly the supply there is when many doses are logged at once, and each answer says what it left', async () => {
    const me = await signedInUser(app);
    const five = await supplement(me, { remainingSupply: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => me.call('POST', '/api/supplement-doses', { supplementId: five.id })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 12 }, () => 201));
    const bodies = answers.map((answer) => answer.json<{ dose: { id: string }; remainingSupply: number; totalDoses: number }>());
    // Every dose saw its own counters: twelve different totals, and the supply left went 4, 3, 2, 1, 0, then stayed 0.
    expect(bodies.map((body) => body.totalDoses).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(bodies.map((body) => body.remainingSupply).sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4]);
    expect((await me.call('GET', `/api/supplements/${five.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 0, totalDoses: 12 });
    const taken = await app.db
      .selectFrom('doses')
      .select((eb) => eb.fn.sum<number | string>('supply_taken').as('taken'))
      .where('substance_id', '=', five.id)
      .executeTakeFirstOrThrow();
    expect(Number(taken.taken)).toBe(5);
    for (const body of bodies) expect((await me.call('DELETE', `/api/supplement-doses/${body.dose.id}`)).statusCode).toBe(204);
    expect((await me.call('GET', `/api/supplements/${five.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 5, totalDoses: 0 });
  });

  it('logs nothing and changes no counter for a substance that is not the user’s', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const theirs = await supplement(other, { remainingSupply: 2 });
    const refused = await me.call('POST', '/api/supplement-doses', { supplementId: theirs.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: DOSE_MESSAGES.supplementNotFound });
    expect((await other.call('GET', `/api/supplements/${theirs.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 2, totalDoses: 0 });
    expect(await app.db.selectFrom('doses').select('id').where('substance_id', '=', theirs.id).execute()).toEqual([]);
  });

  it('keeps an untracked supply null and never takes supply below zero', async () => {
    const me = await signedInUser(app);
    const untracked = await supplement(me, { remainingSupply: null });
    const r1 = await me.call('POST', '/api/supplement-doses', { supplementId: untracked.id });
    expect(r1.json()).toMatchObject({ remainingSupply: null, totalDoses: 1 });

    const last = await supplement(me, { remainingSupply: 1 });
    await me.call('POST', '/api/supplement-doses', { supplementId: last.id });
    const overdrawn = await me.call('POST', '/api/supplement-doses', { supplementId: last.id });
    expect(overdrawn.json()).toMatchObject({ remainingSupply: 0, totalDoses: 2 });
    // Deleting the dose that found the bottle empty gives nothing back.
    await me.call('DELETE', `/api/supplement-doses/${overdrawn.json().dose.id}`);
    expect((await me.call('GET', `/api/supplements/${last.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 0, totalDoses: 1 });
  });

  it("keys today's doses by supplement id in the user's calendar day, each with its doses list", async () => {
    clock.set(new Date('2026-11-23T15:00:00.000Z'));
    const me = await signedInUser(app, { timezone: 'Asia/Tokyo' }); // 00:00 on 24 November in Tokyo
    const a = await supplement(me, { name: 'Magnesium' });
    const b = await supplement(me, { name: 'Vitamin D' });
    await me.call('POST', '/api/supplement-doses', { supplementId: a.id, timestamp: '2026-11-23T14:30:00.000Z' }); // 23:30 on the 23rd in Tokyo
    await me.call('POST', '/api/supplement-doses', { supplementId: a.id });
    await me.call('POST', '/api/supplement-doses', { supplementId: a.id });
    await me.call('POST', '/api/supplement-doses', { supplementId: b.id });
    const today = (await me.call('GET', '/api/supplement-doses/today')).json<TodayDoses>();
    expect(Object.keys(today).sort()).toEqual([a.id, b.id].sort());
    expect(today[a.id]?.doses).toHaveLength(2);
    expect(today[a.id]?.doses.map((dose) => dose.date)).toEqual(['2026-11-24', '2026-11-24']);
    expect(today[b.id]?.doses).toHaveLength(1);
  });

  it("answers at most MAX_TODAY_DOSES of today's doses, the newest, earliest first; the stats say how many today holds", async () => {
    clock.set(new Date('2026-11-23T20:00:00.000Z'));
    const me = await signedInUser(app);
    const a = await supplement(me, { name: 'Water tablet', remainingSupply: null });
    const b = await supplement(me, { name: 'Electrolyte', remainingSupply: null });
    const count = MAX_TODAY_DOSES + 2;
    // One dose a second from 10:00 UTC, alternating substances: the two earliest are the ones left out.
    const at = (i: number) => new Date(Date.parse('2026-11-23T10:00:00.000Z') + i * 1000).toISOString();
    for (let i = 0; i < count; i += 50) {
      const batch = Array.from({ length: Math.min(50, count - i) }, (_, k) =>
        me.call('POST', '/api/supplement-doses', { supplementId: (i + k) % 2 === 0 ? a.id : b.id, timestamp: at(i + k) }),
      );
      for (const logged of await Promise.all(batch)) expect(logged.statusCode).toBe(201);
    }
    const today = (await me.call('GET', '/api/supplement-doses/today')).json<TodayDoses>();
    expect((await me.call('GET', '/api/supplement-doses/stats')).json<{ today: number }>().today).toBe(count);
    const ofA = today[a.id]?.doses.map((d) => d.timestamp) ?? [];
    const ofB = today[b.id]?.doses.map((d) => d.timestamp) ?? [];
    expect(ofA.length + ofB.length).toBe(MAX_TODAY_DOSES);
    expect(ofA[0]).toBe(at(2));
    expect(ofB[0]).toBe(at(3));
    expect(ofA.at(-1)).toBe(at(count - 2));
    expect(ofB.at(-1)).toBe(at(count - 1));
    expect([...ofA].sort()).toEqual(ofA);

    const few = await signedInUser(app);
    const c = await supplement(few, { remainingSupply: null });
    await few.call('POST', '/api/supplement-doses', { supplementId: c.id });
    expect((await few.call('GET', '/api/supplement-doses/today')).json<TodayDoses>()).toEqual({ [c.id]: { doses: [expect.any(Object)] } });
  });

  it('pages the history of one supplement within the chosen window, newest first', async () => {
    clock.set(new Date('2026-11-23T15:00:00.000Z'));
    const me = await signedInUser(app);
    const omega = await supplement(me, { remainingSupply: null });
    for (let day = 0; day < 45; day++) {
      const at = new Date(Date.parse('2026-11-23T08:00:00.000Z') - day * 86_400_000).toISOString();
      expect((await me.call('POST', '/api/supplement-doses', { supplementId: omega.id, timestamp: at })).statusCode).toBe(201);
    }
    const first = (await me.call('GET', `/api/supplement-doses/${omega.id}/history`)).json<DoseHistory>();
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 30, pages: 2 });
    expect(first.doses).toHaveLength(20);
    expect(first.doses[0]?.date).toBe('2026-11-23');
    const second = (await me.call('GET', `/api/supplement-doses/${omega.id}/history?days=30&page=2`)).json<DoseHistory>();
    expect(second.doses).toHaveLength(10);
    expect(second.doses.at(-1)?.date).toBe('2026-10-25');
    const week = (await me.call('GET', `/api/supplement-doses/${omega.id}/history?days=7`)).json<DoseHistory>();
    expect(week.pagination.total).toBe(7);
    const bad = await me.call('GET', `/api/supplement-doses/${omega.id}/history?days=12`);
    expect(bad.statusCode).toBe(400);
  });

  it('edits a dose and refuses doses in the future', async () => {
    const me = await signedInUser(app);
    const omega = await supplement(me);
    const dose = (await me.call('POST', '/api/supplement-doses', { supplementId: omega.id })).json().dose;
    const edited = await me.call('PATCH', `/api/supplement-doses/${dose.id}`, { dosage: 500, notes: 'half dose' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: dose.id, dosage: 500, notes: 'half dose' });
    const future = await me.call('POST', '/api/supplement-doses', {
      supplementId: omega.id,
      timestamp: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].path).toBe('timestamp');
    const bad = await me.call('POST', '/api/supplement-doses', { supplementId: omega.id, dosage: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect((await me.call('GET', `/api/supplements/${omega.id}`)).json<Substance>().totalDoses).toBe(1);
  });

  it("answers 404 for another user's supplement or dose and changes nothing", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const omega = await supplement(owner);
    const dose = (await owner.call('POST', '/api/supplement-doses', { supplementId: omega.id })).json().dose;
    const log = await other.call('POST', '/api/supplement-doses', { supplementId: omega.id });
    expect(log.statusCode).toBe(404);
    expect(log.json()).toEqual({ error: DOSE_MESSAGES.supplementNotFound, code: 'NOT_FOUND' });
    expect((await other.call('PATCH', `/api/supplement-doses/${dose.id}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/supplement-doses/${dose.id}`)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/supplement-doses/${omega.id}/history`)).statusCode).toBe(404);
    expect((await owner.call('GET', `/api/supplements/${omega.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 2, totalDoses: 1 });
  });

  it('counts doses per supplement for today, 7 and 30 days', async () => {
    clock.set(new Date('2026-11-23T15:00:00.000Z'));
    const me = await signedInUser(app);
    const a = await supplement(me, { name: 'A-vitamin', remainingSupply: null });
    await supplement(me, { name: 'B-unused' });
    for (const daysAgo of [0, 0, 3, 10, 40]) {
      await me.call('POST', '/api/supplement-doses', {
        supplementId: a.id,
        timestamp: new Date(Date.parse('2026-11-23T12:00:00.000Z') - daysAgo * 86_400_000).toISOString(),
      });
    }
    const stats = (await me.call('GET', '/api/supplement-doses/stats')).json();
    expect(stats).toMatchObject({ today: 2, last7Days: 3, last30Days: 4 });
    expect(stats.bySupplement).toEqual([
      { supplementId: a.id, name: 'A-vitamin', today: 2, last7Days: 3, last30Days: 4, lastTakenAt: '2026-11-23T12:00:00.000Z' },
      { supplementId: expect.any(String), name: 'B-unused', today: 0, last7Days: 0, last30Days: 0, lastTakenAt: null },
    ]);
  });

  describe('idempotency keys (a queued offline tap, retried)', () => {
    type Logged = LogDoseResponse;

    it('logs one dose per key: a repeat answers the first dose and takes no more supply', async () => {
      const me = await signedInUser(app);
      const omega = await supplement(me, { remainingSupply: 5 });
      const body = { supplementId: omega.id, timestamp: '2026-11-23T14:38:00.000Z', idempotencyKey: 'tap-0f3a9c2e-1' };
      const first = await me.call('POST', '/api/supplement-doses', body);
      expect(first.statusCode).toBe(201);
      const again = await me.call('POST', '/api/supplement-doses', body);
      expect(again.statusCode).toBe(201);
      expect(again.json<Logged>().dose).toEqual(first.json<Logged>().dose);
      expect(again.json<Logged>().id).toBe(first.json<Logged>().dose.id);
      expect(again.json<Logged>()).toMatchObject({ remainingSupply: 4, totalDoses: 1 });
      const today = (await me.call('GET', '/api/supplement-doses/today')).json<TodayDoses>();
      expect(today[omega.id]?.doses.map((dose) => dose.timestamp)).toEqual(['2026-11-23T14:38:00.000Z']);
      expect((await me.call('GET', `/api/supplements/${omega.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 4, totalDoses: 1 });
      // Without a key every tap is its own dose, as before.
      await me.call('POST', '/api/supplement-doses', { supplementId: omega.id });
      await me.call('POST', '/api/supplement-doses', { supplementId: omega.id });
      expect((await me.call('GET', `/api/supplements/${omega.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 2, totalDoses: 3 });
    });

    it('logs one dose when retries race the first attempt', async () => {
      const me = await signedInUser(app);
      const omega = await supplement(me, { remainingSupply: 5 });
      const body = { supplementId: omega.id, idempotencyKey: 'race-7d1b44f0' };
      const answers = await Promise.all([1, 2, 3, 4].map(() => me.call('POST', '/api/supplement-doses', body)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.json<Logged>().dose.id)).size).toBe(1);
      expect((await me.call('GET', `/api/supplements/${omega.id}`)).json<Substance>()).toMatchObject({ remainingSupply: 4, totalDoses: 1 });
    });

    it('keeps keys per user, refuses a key reused for another substance, and refuses malformed keys', async () => {
      const me = await signedInUser(app);
      const other = await signedInUser(app);
      const mine = await supplement(me);
      const second = await supplement(me, { name: 'Magnesium' });
      const theirs = await supplement(other);
      const key = 'shared-key-123';
      expect((await me.call('POST', '/api/supplement-doses', { supplementId: mine.id, idempotencyKey: key })).statusCode).toBe(201);
      const reused = await me.call('POST', '/api/supplement-doses', { supplementId: second.id, idempotencyKey: key });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ error: DOSE_KEY_REUSED_MESSAGE, code: 'CONFLICT' });
      expect((await me.call('GET', `/api/supplements/${second.id}`)).json<Substance>()).toMatchObject({ totalDoses: 0 });
      // Another user's same key is theirs alone: it logs their dose and reveals nothing of mine.
      const theirDose = await other.call('POST', '/api/supplement-doses', { supplementId: theirs.id, idempotencyKey: key });
      expect(theirDose.statusCode).toBe(201);
      expect((await other.call('GET', `/api/supplements/${theirs.id}`)).json<Substance>()).toMatchObject({ totalDoses: 1 });
      // My key cannot replay onto their substance either: 404, as for any id of theirs.
      expect((await me.call('POST', '/api/supplement-doses', { supplementId: theirs.id, idempotencyKey: 'mine-only-456' })).statusCode).toBe(404);
      for (const bad of ['short', 'has space in it', 'x'.repeat(101), 'ünïcode-key']) {
        const refused = await me.call('POST', '/api/supplement-doses', { supplementId: mine.id, idempotencyKey: bad });
        expect(refused.statusCode).toBe(400);
      }
      expect((await me.call('GET', `/api/supplements/${mine.id}`)).json<Substance>()).toMatchObject({ totalDoses: 1 });
    });
  });
});
