/**
 * Conditions: the shipped catalog with the user's custom conditions, filtered by category; custom
 * conditions per user (validated, capped, deletable); tracking a condition (409 when already tracked, 404 for an
 * unknown or another user's condition), stopping it, and "current condition" over the tracked list.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CONDITION_CATEGORIES,
  CONDITION_LIMITS,
  CONDITION_MESSAGES,
  conditionNameTakenMessage,
  currentCondition,
  DEFAULT_CONDITION_COLOR,
  type Condition,
  type Goal,
  type UserCondition,
} from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const conditionsOf = async (user: SignedIn, query = '') => {
  const response = await user.call('GET', `/api/conditions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conditions: Condition[] }>().conditions;
};

const trackedOf = async (user: SignedIn) => {
  const response = await user.call('GET', '/api/user-conditions');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ userConditions: UserCondition[] }>().userConditions;
};

async function createCustom(user: SignedIn, body: Record<string, unknown>): Promise<Condition> {
  const response = await user.call('POST', '/api/conditions/custom', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Condition>();
}

describeEachDatabase('conditions', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('lists the catalog of at least 24 conditions in all three categories, and filters by category', async () => {
    const me = await signedInUser(app);
    const all = await conditionsOf(me);
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.every((c) => !c.isCustom)).toBe(true);
    expect(all.find((c) => c.id === 'adhd')).toMatchObject({ name: 'ADHD', category: 'mental-health', isCustom: false });
    for (const category of CONDITION_CATEGORIES) {
      const some = await conditionsOf(me, `?category=${category}`);
      expect(some.length, category).toBeGreaterThan(0);
      expect(some.every((c) => c.category === category)).toBe(true);
    }
    // The category chips' "all", and the empty value api-decisions §4 writes (`?category=`), list every category.
    for (const everything of ['?category=all', '?category='])
      expect(
        (await conditionsOf(me, everything)).map((c) => c.id),
        everything,
      ).toEqual(all.map((c) => c.id));
    const bad = await me.call('GET', '/api/conditions?category=sports');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: 'category' })] });
  });

  it('creates a custom condition with the default color, validates it, and shows it only to its owner', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const created = await createCustom(me, {
      name: '  Hay fever ',
      category: 'physical-health',
      defaultMetrics: ['energy', 'energy', 'mood'],
      defaultTags: ['Tired', 'Sneezy', 'tired', 'Tired'],
    });
    expect(created).toMatchObject({
      name: 'Hay fever',
      description: '',
      category: 'physical-health',
      defaultMetrics: ['energy', 'mood'],
      // The user's own words join the eight mood tags.
      defaultTags: ['Tired', 'Sneezy'],
      color: DEFAULT_CONDITION_COLOR,
      isCustom: true,
    });
    expect((await conditionsOf(me)).at(-1)).toEqual(created);
    expect((await conditionsOf(me, '?category=physical-health')).map((c) => c.id)).toContain(created.id);
    expect((await conditionsOf(me, '?category=lifestyle')).map((c) => c.id)).not.toContain(created.id);
    expect((await conditionsOf(other)).map((c) => c.id)).not.toContain(created.id);

    const colored = await createCustom(me, { name: 'Tinnitus', category: 'physical-health', color: '#0F766E', description: 'Ringing in the ears' });
    expect(colored).toMatchObject({ color: '#0f766e', description: 'Ringing in the ears' });

    const invalid = await me.call('POST', '/api/conditions/custom', {
      name: '   ',
      category: 'hobbies',
      color: 'teal',
      defaultMetrics: ['sleepHours'],
      defaultTags: ['   '],
    });
    expect(invalid.statusCode).toBe(400);
    const paths = invalid.json<{ details: Array<{ path: string; message: string }> }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'category', 'color', 'defaultMetrics.0', 'defaultTags.0']));
    expect(invalid.json().details).toContainEqual({ path: 'name', message: CONDITION_MESSAGES.nameRequired });
    const noCategory = await me.call('POST', '/api/conditions/custom', { name: 'Asthma' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().details).toEqual([expect.objectContaining({ path: 'category' })]);
    const tooLong = await me.call('POST', '/api/conditions/custom', { name: 'x'.repeat(CONDITION_LIMITS.name + 1), category: 'lifestyle' });
    expect(tooLong.statusCode).toBe(400);
    expect((await conditionsOf(me)).filter((c) => c.isCustom)).toHaveLength(2);
  });

  it('refuses a custom condition named like a catalog condition or one of the user’s own (409), but not like another user’s', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const clash = await me.call('POST', '/api/conditions/custom', { name: 'adhd', category: 'mental-health' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: conditionNameTakenMessage('ADHD'), code: 'CONFLICT' });
    await createCustom(me, { name: 'Eczema', category: 'physical-health' });
    expect((await me.call('POST', '/api/conditions/custom', { name: 'ECZEMA ', category: 'lifestyle' })).statusCode).toBe(409);
    await createCustom(other, { name: 'Eczema', category: 'physical-health' });
  });

  it('tracks catalog and custom conditions, refuses tracking one twice (409) and stops tracking (204, then 404)', async () => {
    const me = await signedInUser(app);
    const custom = await createCustom(me, { name: 'Night shifts', category: 'lifestyle', defaultMetrics: ['energy'] });

    const adhd = await me.call('POST', '/api/user-conditions', {
      conditionId: 'adhd',
      customMetrics: ['mood', 'mood'],
      settings: { reminder: 'morning', dose: 2 },
    });
    expect(adhd.statusCode, adhd.body).toBe(201);
    expect(adhd.json<UserCondition>()).toMatchObject({
      conditionId: 'adhd',
      condition: { id: 'adhd', name: 'ADHD', isCustom: false },
      customMetrics: ['mood'],
      settings: { reminder: 'morning', dose: 2 },
    });
    expect(adhd.json<UserCondition>().startedAt).toBe(app.clock.now().toISOString());
    app.clock.advance(1000);
    const mine = await me.call('POST', '/api/user-conditions', { conditionId: custom.id });
    expect(mine.statusCode).toBe(201);
    expect(mine.json<UserCondition>()).toMatchObject({ conditionId: custom.id, condition: custom, customMetrics: [], settings: {} });

    const again = await me.call('POST', '/api/user-conditions', { conditionId: 'adhd' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: CONDITION_MESSAGES.alreadyTracked, code: 'CONFLICT' });
    expect((await me.call('POST', '/api/user-conditions', { conditionId: custom.id })).statusCode).toBe(409);

    const tracked = await trackedOf(me);
    expect(tracked.map((t) => t.conditionId)).toEqual(['adhd', custom.id]);
    expect(tracked[0]).toEqual(adhd.json());

    expect((await me.call('DELETE', '/api/user-conditions/adhd')).statusCode).toBe(204);
    const twice = await me.call('DELETE', '/api/user-conditions/adhd');
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: CONDITION_MESSAGES.notTracked, code: 'NOT_FOUND' });
    expect((await trackedOf(me)).map((t) => t.conditionId)).toEqual([custom.id]);
    // Tracking again after stopping works.
    expect((await me.call('POST', '/api/user-conditions', { conditionId: 'adhd' })).statusCode).toBe(201);
  });

  it('tracks a condition once even when two requests race (the database decides)', async () => {
    const me = await signedInUser(app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => me.call('POST', '/api/user-conditions', { conditionId: 'migraine' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await trackedOf(me)).map((t) => t.conditionId)).toEqual(['migraine']);
  });

  it('validates a tracking request with details', async () => {
    const me = await signedInUser(app);
    const bad = await me.call('POST', '/api/user-conditions', { customMetrics: ['focus'], settings: { nested: { a: 1 } } });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ details: Array<{ path: string }> }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['conditionId', 'customMetrics.0', 'settings.nested']));
    const manySettings = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    const tooMany = await me.call('POST', '/api/user-conditions', { conditionId: 'anxiety', settings: manySettings });
    expect(tooMany.statusCode).toBe(400);
    expect(await trackedOf(me)).toEqual([]);
  });

  it('answers another user’s custom condition exactly like an unknown one (404), everywhere', async () => {
    const owner = await signedInUser(app);
    const intruder = await signedInUser(app);
    const secret = await createCustom(owner, { name: 'Owner secret condition', category: 'mental-health' });
    await owner.call('POST', '/api/user-conditions', { conditionId: secret.id });

    const foreign = await intruder.call('POST', '/api/user-conditions', { conditionId: secret.id });
    const unknown = await intruder.call('POST', '/api/user-conditions', { conditionId: 'no-such-condition' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.json()).toMatchObject({ error: CONDITION_MESSAGES.notFound, details: [{ path: 'conditionId', message: 'Unknown condition' }] });

    expect((await intruder.call('DELETE', `/api/user-conditions/${secret.id}`)).body).toBe(
      (await intruder.call('DELETE', '/api/user-conditions/no-such')).body,
    );
    const foreignDelete = await intruder.call('DELETE', `/api/conditions/custom/${secret.id}`);
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.body).toBe((await intruder.call('DELETE', '/api/conditions/custom/no-such')).body);
    const foreignGoal = await intruder.call('POST', '/api/goals', { name: 'Borrowed', conditionId: secret.id });
    expect(foreignGoal.statusCode).toBe(404);
    expect(foreignGoal.body).toBe((await intruder.call('POST', '/api/goals', { name: 'Borrowed', conditionId: 'no-such' })).body);

    expect(JSON.stringify(await conditionsOf(intruder))).not.toContain(secret.id);
    expect(await trackedOf(intruder)).toEqual([]);
    expect((await trackedOf(owner)).map((t) => t.conditionId)).toEqual([secret.id]);
    expect((await conditionsOf(owner)).map((c) => c.id)).toContain(secret.id);
  });

  it('deletes a custom condition: its tracking ends with it and linked goals lose the link; catalog conditions cannot be deleted', async () => {
    const me = await signedInUser(app);
    const custom = await createCustom(me, { name: 'Shift work sleep', category: 'lifestyle' });
    await me.call('POST', '/api/user-conditions', { conditionId: custom.id });
    app.clock.advance(1000);
    await me.call('POST', '/api/user-conditions', { conditionId: 'insomnia' });
    const goal = (await me.call('POST', '/api/goals', { name: 'Sleep before midnight', conditionId: custom.id })).json<Goal>();
    expect(goal).toMatchObject({ conditionId: custom.id, condition: { id: custom.id, name: 'Shift work sleep', color: DEFAULT_CONDITION_COLOR } });

    expect((await me.call('DELETE', `/api/conditions/custom/${custom.id}`)).statusCode).toBe(204);
    expect((await conditionsOf(me)).map((c) => c.id)).not.toContain(custom.id);
    expect((await trackedOf(me)).map((t) => t.conditionId)).toEqual(['insomnia']);
    const goals = (await me.call('GET', '/api/goals')).json<{ goals: Goal[] }>().goals;
    expect(goals).toEqual([expect.objectContaining({ id: goal.id, name: 'Sleep before midnight', conditionId: null, condition: null })]);
    expect((await me.call('DELETE', `/api/conditions/custom/${custom.id}`)).statusCode).toBe(404);

    const catalog = await me.call('DELETE', '/api/conditions/custom/adhd');
    expect(catalog.statusCode).toBe(400);
    expect(catalog.json()).toEqual({ error: CONDITION_MESSAGES.catalogNotDeletable, code: 'VALIDATION_FAILED' });
  });

  it(`caps custom conditions at ${CONDITION_LIMITS.customPerUser} per user with a 409 that says what to do`, async () => {
    const me = await signedInUser(app);
    for (let i = 0; i < CONDITION_LIMITS.customPerUser; i += 1) {
      const response = await me.call('POST', '/api/conditions/custom', { name: `Condition ${i}`, category: 'lifestyle' });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await me.call('POST', '/api/conditions/custom', { name: 'One too many', category: 'lifestyle' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: CONDITION_MESSAGES.tooMany, code: 'CONFLICT' });
    // Deleting one makes room again.
    const first = (await conditionsOf(me)).find((c) => c.name === 'Condition 0');
    expect((await me.call('DELETE', `/api/conditions/custom/${first?.id ?? ''}`)).statusCode).toBe(204);
    expect((await me.call('POST', '/api/conditions/custom', { name: 'One too many', category: 'lifestyle' })).statusCode).toBe(201);
  });

  it('makes ADHD the current condition when tracked, else the first one tracked', async () => {
    const me = await signedInUser(app);
    await me.call('POST', '/api/user-conditions', { conditionId: 'better-sleep' });
    app.clock.advance(1000);
    await me.call('POST', '/api/user-conditions', { conditionId: 'anxiety' });
    expect(currentCondition(await trackedOf(me))?.conditionId).toBe('better-sleep');
    await me.call('POST', '/api/user-conditions', { conditionId: 'adhd' });
    expect(currentCondition(await trackedOf(me))?.condition.name).toBe('ADHD');
  });

  it('requires sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/conditions'],
      ['POST', '/api/conditions/custom'],
      ['DELETE', '/api/conditions/custom/x'],
      ['GET', '/api/user-conditions'],
      ['POST', '/api/user-conditions'],
      ['DELETE', '/api/user-conditions/adhd'],
    ] as const) {
      expect((await app.server.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
