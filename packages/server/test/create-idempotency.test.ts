/**
 * A form's save sent again after its answer was lost (a dropped connection, a gateway error, a reload and Save
 * again) keeps one record: substances, goals, custom focus aids, experiments, focus sessions added afterwards, custom
 * conditions, factors and mood tags take the key the form chose, and a repeat answers the record kept the first time, racing repeats included. Keys are per
 * user; a create without one creates every time, as before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GOAL_LIMITS, SUBSTANCE_KEY_REUSED_MESSAGE } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-11-23T14:00:00.000Z');

interface KeyedCreate {
  what: string;
  table: 'substances' | 'goals' | 'focus_aids' | 'experiments' | 'focus_sessions' | 'custom_conditions' | 'factors' | 'mood_tags';
  /** Whatever the n-th create needs made first (the experiment's substance); the body of its POST, one of its own. */
  prepare: (user: SignedIn, n: number) => Promise<{ path: string; body: Record<string, unknown> }>;
}

const KEYED: KeyedCreate[] = [
  {
    what: 'a supplement',
    table: 'substances',
    prepare: async (_, n) => ({ path: '/api/supplements', body: { name: `Magnesium ${n}`, dosage: 200, unit: 'mg' } }),
  },
  { what: 'a prescription', table: 'substances', prepare: async (_, n) => ({ path: '/api/prescriptions', body: { name: `Sertraline ${n}` } }) },
  {
    what: 'a goal',
    table: 'goals',
    prepare: async (_, n) => ({ path: '/api/goals', body: { name: `Focus at work ${n}`, metric: 'focusLevel', targetValue: 7 } }),
  },
  {
    what: 'a custom focus aid',
    table: 'focus_aids',
    prepare: async (_, n) => ({ path: '/api/focus-aids', body: { name: `Brown noise ${n}`, category: 'audio' } }),
  },
  {
    what: 'an experiment',
    table: 'experiments',
    prepare: async (user, n) => {
      const item = await user.call('POST', '/api/supplements', { name: `Rhodiola ${n}`, dosage: 200, unit: 'mg' });
      expect(item.statusCode, item.body).toBe(201);
      return {
        path: '/api/experiments',
        body: { substanceId: item.json<{ id: string }>().id, question: 'Does rhodiola help me focus?', outcomeMetric: 'focusLevel' },
      };
    },
  },
  {
    what: 'a past focus session',
    table: 'focus_sessions',
    prepare: async (_, n) => ({ path: '/api/focus-sessions/past', body: { startTime: `2026-11-${10 + n}T09:00:00Z`, durationMinutes: 45, productivity: 8 } }),
  },
  // Unique by name: without the key a repeat made no second row either, but was refused as a name already taken.
  {
    what: 'a custom condition',
    table: 'custom_conditions',
    prepare: async (_, n) => ({ path: '/api/conditions/custom', body: { name: `Long COVID ${n}`, category: 'physical-health' } }),
  },
  { what: 'a factor', table: 'factors', prepare: async (_, n) => ({ path: '/api/factors', body: { name: `Sleep ${n}`, kind: 'number', unit: 'h' } }) },
  { what: 'a mood tag', table: 'mood_tags', prepare: async (_, n) => ({ path: '/api/mood-tags', body: { name: `wired ${n}` } }) },
];

describeEachDatabase('one record per save key', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock: new ManualClock(NOW) });
  });
  afterAll(() => app.close());

  async function idOf(user: SignedIn): Promise<string> {
    return (await user.call('GET', '/api/auth/me')).json<{ user: { id: string } }>().user.id;
  }

  async function rows(table: KeyedCreate['table'], user: SignedIn): Promise<number> {
    const { count } = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', await idOf(user))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  it.each(KEYED)('keeps $what once when the same save is sent again, one after the other or at once', async ({ table, prepare }) => {
    const me = await signedInUser(app);
    const { path, body } = await prepare(me, 1);
    const before = await rows(table, me);

    const first = await me.call('POST', path, { ...body, idempotencyKey: 'save-3f9a1c7e' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await me.call('POST', path, { ...body, idempotencyKey: 'save-3f9a1c7e' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rows(table, me)).toBe(before + 1);

    // Repeats racing the first attempt: whichever rule the losers meet (the unique key, a session's overlap, an
    // experiment's plan on the same substance), they answer the winner.
    const second = await prepare(me, 2);
    const raced = await Promise.all([1, 2, 3].map(() => me.call('POST', second.path, { ...second.body, idempotencyKey: 'race-b41d09e2' })));
    expect(raced.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(raced.map((response) => response.json<{ id: string }>().id)).size).toBe(1);
    const afterRace = await rows(table, me);
    expect(afterRace - before).toBe(2);

    // Another user's same key is theirs alone.
    const other = await signedInUser(app);
    const theirs = await prepare(other, 1);
    const their = await other.call('POST', theirs.path, { ...theirs.body, idempotencyKey: 'save-3f9a1c7e' });
    expect(their.statusCode, their.body).toBe(201);
    expect(their.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);

    // Without a key every save is its own record; a malformed key is refused, naming the field.
    const third = await prepare(me, 3);
    expect((await me.call('POST', third.path, third.body)).statusCode).toBe(201);
    expect(await rows(table, me)).toBe(afterRace + 1);
    const bad = await me.call('POST', path, { ...body, idempotencyKey: 'has space' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'idempotencyKey' }] });
  });

  it('answers a past session sent again with the session it kept, not as overlapping itself', async () => {
    const me = await signedInUser(app);
    const body = { startTime: '2026-11-21T18:00:00Z', durationMinutes: 30, idempotencyKey: 'past-5e2c8a11' };
    const first = await me.call('POST', '/api/focus-sessions/past', body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await me.call('POST', '/api/focus-sessions/past', body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    // A different save of the same time is still refused as an overlap.
    const other = await me.call('POST', '/api/focus-sessions/past', { ...body, idempotencyKey: 'past-other-91' });
    expect(other.statusCode).toBe(409);
  });

  it('answers a repeat at the cap with the record it kept, and refuses a substance key sent to another collection', async () => {
    const me = await signedInUser(app);
    let last: { id: string } | null = null;
    for (let i = 0; i < GOAL_LIMITS.perUser; i += 1) {
      const made = await me.call('POST', '/api/goals', { name: `Goal ${i}`, idempotencyKey: `goal-key-${i}` });
      expect(made.statusCode, made.body).toBe(201);
      last = made.json<{ id: string }>();
    }
    const repeat = await me.call('POST', '/api/goals', { name: `Goal ${GOAL_LIMITS.perUser - 1}`, idempotencyKey: `goal-key-${GOAL_LIMITS.perUser - 1}` });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json<{ id: string }>().id).toBe(last?.id);
    expect((await me.call('POST', '/api/goals', { name: 'One more', idempotencyKey: 'goal-key-new' })).statusCode).toBe(409);

    expect((await me.call('POST', '/api/supplements', { name: 'Zinc', idempotencyKey: 'item-key-77' })).statusCode).toBe(201);
    const elsewhere = await me.call('POST', '/api/otc-medications', { name: 'Ibuprofen', idempotencyKey: 'item-key-77' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ error: SUBSTANCE_KEY_REUSED_MESSAGE, code: 'CONFLICT' });
  });
});
