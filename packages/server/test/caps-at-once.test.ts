/**
 * Every per-user cap holds when one user's creates arrive at once (two tabs, a retried request, a script): the count
 * and the insert are one step per user, so a burst one short of the cap keeps exactly one more, and the others get
 * the cap's 409 with nothing written.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CONDITION_LIMITS,
  CONDITION_MESSAGES,
  FACTOR_LIMITS,
  FACTOR_MESSAGES,
  FOCUS_AID_MESSAGES,
  GOAL_LIMITS,
  GOAL_MESSAGES,
  MAX_CUSTOM_FOCUS_AIDS,
  MOOD_TAG_LIMITS,
  MOOD_TAG_MESSAGES,
  PUSH_LIMITS,
  PUSH_MESSAGES,
  SUBSTANCE_LIMITS,
  SUBSTANCE_MESSAGES,
} from '@wellness/contract';
import type { Database } from '../src/db/schema.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** How many creates arrive together once the user is one short of the cap. */
const BURST = 6;

interface CappedCreate {
  what: string;
  limit: number;
  message: string;
  table: keyof Database &
    ('substances' | 'goals' | 'focus_aids' | 'custom_conditions' | 'factors' | 'mood_tags' | 'push_subscriptions' | 'custom_supplement_names');
  /** The body of the i-th create (each one distinct, so only the cap can refuse it). */
  create: (user: SignedIn, i: number) => ReturnType<SignedIn['call']>;
}

function subscription(user: SignedIn) {
  return user.call('POST', '/api/push/subscriptions', {
    endpoint: `https://8.8.8.8/push/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}

const CAPPED: CappedCreate[] = [
  {
    what: 'substances',
    limit: SUBSTANCE_LIMITS.items,
    message: SUBSTANCE_MESSAGES.tooMany,
    table: 'substances',
    create: (user, i) =>
      user.call('POST', ['/api/supplements', '/api/prescriptions', '/api/otc-medications'][i % 3] ?? '/api/supplements', { name: `Item ${i}` }),
  },
  {
    what: 'goals',
    limit: GOAL_LIMITS.perUser,
    message: GOAL_MESSAGES.tooMany,
    table: 'goals',
    create: (user, i) => user.call('POST', '/api/goals', { name: `Goal ${i}` }),
  },
  {
    what: 'custom focus aids',
    limit: MAX_CUSTOM_FOCUS_AIDS,
    message: FOCUS_AID_MESSAGES.tooMany,
    table: 'focus_aids',
    create: (user, i) => user.call('POST', '/api/focus-aids', { name: `Aid ${i}`, category: 'audio' }),
  },
  {
    what: 'custom conditions',
    limit: CONDITION_LIMITS.customPerUser,
    message: CONDITION_MESSAGES.tooMany,
    table: 'custom_conditions',
    create: (user, i) => user.call('POST', '/api/conditions/custom', { name: `Condition ${i}`, category: 'lifestyle' }),
  },
  {
    what: 'factors',
    limit: FACTOR_LIMITS.perUser,
    message: FACTOR_MESSAGES.tooMany,
    table: 'factors',
    create: (user, i) => user.call('POST', '/api/factors', { name: `Factor ${i}`, kind: 'yes-no' }),
  },
  {
    what: 'mood tags',
    limit: MOOD_TAG_LIMITS.perUser,
    message: MOOD_TAG_MESSAGES.tooMany,
    table: 'mood_tags',
    create: (user, i) => user.call('POST', '/api/mood-tags', { name: `Tag ${i}` }),
  },
  {
    what: 'push subscriptions',
    limit: PUSH_LIMITS.subscriptionsPerUser,
    message: PUSH_MESSAGES.tooMany,
    table: 'push_subscriptions',
    create: (user) => subscription(user),
  },
  {
    what: 'names of ones own',
    limit: SUBSTANCE_LIMITS.customNames,
    message: SUBSTANCE_MESSAGES.tooManyNames,
    table: 'custom_supplement_names',
    create: (user, i) => user.call('POST', '/api/supplement-names/find-or-create', { name: `Moonbeam dust ${i}`, category: 'Other' }),
  },
];

describeEachDatabase('per-user caps under creates sent at once', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  async function rowsOf(table: CappedCreate['table'], user: SignedIn): Promise<number> {
    const me = await user.call('GET', '/api/auth/me');
    const id = me.json<{ user: { id: string } }>().user.id;
    const { count } = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  it.each(CAPPED)('keeps at most the cap of $what when the last creates arrive together', async ({ limit, message, table, create }) => {
    const me = await signedInUser(app);
    for (let i = 0; i < limit - 1; i += 1) {
      const response = await create(me, i);
      expect(response.statusCode, response.body).toBe(201);
    }
    const burst = await Promise.all(Array.from({ length: BURST }, (_, i) => create(me, limit + i)));
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: BURST - 1 }, () => 409)]);
    for (const refused of burst.filter((response) => response.statusCode === 409)) expect(refused.json()).toMatchObject({ error: message });
    expect(await rowsOf(table, me)).toBe(limit);
  });
});
