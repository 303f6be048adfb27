/**
 * Goals: defaults, validation with details, replace and delete, priority order, the cap, another
 * user's goal and condition answered as unknown (404), and progress computed from the user's own entries over the
 * last 14 calendar days in the user's time zone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONDITION_MESSAGES, GOAL_LIMITS, GOAL_MESSAGES, type Condition, type Goal } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** 20:00 UTC on 14 March is already 09:00 on 15 March in Auckland (UTC+13), the user's zone below. */
const NOW = new Date('2026-03-14T20:00:00.000Z');
const ZONE = 'Pacific/Auckland';

const goalsOf = async (user: SignedIn) => {
  const response = await user.call('GET', '/api/goals');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ goals: Goal[] }>().goals;
};

async function createGoal(user: SignedIn, body: Record<string, unknown>): Promise<Goal> {
  const response = await user.call('POST', '/api/goals', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Goal>();
}

async function entry(user: SignedIn, date: string, ratings: Partial<Record<'focusLevel' | 'restlessness' | 'productivity', number>>): Promise<void> {
  const response = await user.call('POST', '/api/entries', {
    type: 'REGULAR',
    date,
    overallRating: 5,
    focusLevel: 5,
    taskInitiation: 5,
    restlessness: 5,
    productivity: 5,
    ...ratings,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describeEachDatabase('goals', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock: new ManualClock(NOW) });
  });
  afterAll(() => app.close());

  it('creates a goal with the defaults of the spec, and no progress to measure without a metric', async () => {
    const me = await signedInUser(app);
    const goal = await createGoal(me, { name: '  Take breaks  ' });
    expect(goal).toMatchObject({
      name: 'Take breaks',
      description: null,
      category: 'SYMPTOM_MANAGEMENT',
      targetValue: null,
      targetType: 'INCREASE',
      priority: 'MEDIUM',
      metric: null,
      conditionId: null,
      condition: null,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      progress: { status: 'NO_METRIC', windowDays: 14, ratedDays: 0, average: null, targetMet: null },
    });
    expect(await goalsOf(me)).toEqual([goal]);
  });

  it('validates with details: name required, enums, a target from 1 to 10 for a goal with a metric', async () => {
    const me = await signedInUser(app);
    const empty = await me.call('POST', '/api/goals', {
      name: ' ',
      category: 'FITNESS',
      targetType: 'UP',
      priority: 'URGENT',
      metric: 'sleep',
      targetValue: 'high',
    });
    expect(empty.statusCode).toBe(400);
    const paths = empty.json<{ details: Array<{ path: string }> }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'category', 'targetType', 'priority', 'metric', 'targetValue']));
    expect(empty.json().details).toContainEqual({ path: 'name', message: GOAL_MESSAGES.nameRequired });

    for (const targetValue of [undefined, null, 0, 11]) {
      const response = await me.call('POST', '/api/goals', { name: 'Focus', metric: 'focusLevel', targetValue });
      expect(response.statusCode, `target ${String(targetValue)}`).toBe(400);
      expect(response.json().details).toEqual([{ path: 'targetValue', message: GOAL_MESSAGES.targetForMetric }]);
    }
    // Without a metric any target from 0 up is a plain number the user aims for.
    expect((await createGoal(me, { name: 'Walk', targetValue: 8000 })).targetValue).toBe(8000);
    expect((await me.call('POST', '/api/goals', { name: 'Walk', targetValue: -1 })).statusCode).toBe(400);
    expect((await me.call('POST', '/api/goals', { name: 'x'.repeat(GOAL_LIMITS.name + 1) })).statusCode).toBe(400);
    expect(await goalsOf(me)).toHaveLength(1);
  });

  it('replaces a goal as a whole with PUT, deletes it, and answers an unknown id 404', async () => {
    const me = await signedInUser(app);
    const goal = await createGoal(me, {
      name: 'Calmer evenings',
      description: 'Less restless after work',
      category: 'MOOD_WELLBEING',
      metric: 'restlessness',
      targetValue: 4,
      targetType: 'DECREASE',
      priority: 'HIGH',
      conditionId: 'anxiety',
    });
    expect(goal).toMatchObject({ conditionId: 'anxiety', condition: { id: 'anxiety', name: 'Anxiety' }, priority: 'HIGH', targetType: 'DECREASE' });

    app.clock.advance(60_000);
    const replaced = await me.call('PUT', `/api/goals/${goal.id}`, { name: 'Calm evenings', metric: 'focusLevel', targetValue: 6.5 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    // Left out: back to the defaults.
    expect(replaced.json<Goal>()).toMatchObject({
      id: goal.id,
      name: 'Calm evenings',
      description: null,
      category: 'SYMPTOM_MANAGEMENT',
      metric: 'focusLevel',
      targetValue: 6.5,
      targetType: 'INCREASE',
      priority: 'MEDIUM',
      conditionId: null,
      createdAt: goal.createdAt,
      updatedAt: app.clock.now().toISOString(),
    });
    const invalid = await me.call('PUT', `/api/goals/${goal.id}`, { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect((await goalsOf(me))[0]?.name).toBe('Calm evenings');

    expect((await me.call('PUT', '/api/goals/no-such-goal', { name: 'x' })).json()).toEqual({ error: GOAL_MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await me.call('DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(204);
    expect((await me.call('DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(404);
    expect(await goalsOf(me)).toEqual([]);
  });

  it('links a goal only to a condition the user can see: the catalog or their own custom ones', async () => {
    const me = await signedInUser(app);
    const custom = (
      await me.call('POST', '/api/conditions/custom', { name: 'Desk job back', category: 'physical-health', color: '#123456' })
    ).json<Condition>();
    const linked = await createGoal(me, { name: 'Stretch', conditionId: custom.id });
    expect(linked.condition).toEqual({ id: custom.id, name: 'Desk job back', color: '#123456' });
    const unknown = await me.call('POST', '/api/goals', { name: 'Stretch', conditionId: 'made-up' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: CONDITION_MESSAGES.notFound, code: 'NOT_FOUND', details: [{ path: 'conditionId', message: 'Unknown condition' }] });
  });

  it('hides another user’s goals: absent from lists, 404 on PUT and DELETE exactly as an unknown id, and left unchanged', async () => {
    const owner = await signedInUser(app);
    const intruder = await signedInUser(app);
    const secret = await createGoal(owner, { name: 'Owner private goal', description: 'owner-marker' });
    for (const method of ['PUT', 'DELETE'] as const) {
      const foreign = await intruder.call(method, `/api/goals/${secret.id}`, method === 'PUT' ? { name: 'Taken over' } : undefined);
      const unknown = await intruder.call(method, '/api/goals/8d5b3a9e-0000-4000-8000-000000000000', method === 'PUT' ? { name: 'Taken over' } : undefined);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(unknown.body);
    }
    expect(await goalsOf(intruder)).toEqual([]);
    expect(await goalsOf(owner)).toEqual([secret]);
  });

  it('lists goals highest priority first, then oldest first', async () => {
    const me = await signedInUser(app);
    await createGoal(me, { name: 'Low one', priority: 'LOW' });
    app.clock.advance(1000);
    await createGoal(me, { name: 'Medium one' });
    app.clock.advance(1000);
    await createGoal(me, { name: 'High one', priority: 'HIGH' });
    app.clock.advance(1000);
    await createGoal(me, { name: 'Second medium' });
    expect((await goalsOf(me)).map((g) => g.name)).toEqual(['High one', 'Medium one', 'Second medium', 'Low one']);
  });

  it(`caps goals at ${GOAL_LIMITS.perUser} per user with a 409 that says what to do`, async () => {
    const me = await signedInUser(app);
    for (let i = 0; i < GOAL_LIMITS.perUser; i += 1) await createGoal(me, { name: `Goal ${i}` });
    const over = await me.call('POST', '/api/goals', { name: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: GOAL_MESSAGES.tooMany, code: 'CONFLICT' });
  });

  it('measures progress from the user’s own entries over the last 14 days of their zone, missing days left out', async () => {
    const me = await signedInUser(app, { timezone: ZONE });
    const other = await signedInUser(app, { timezone: ZONE });
    const focus = await createGoal(me, { name: 'Sharper focus', metric: 'focusLevel', targetValue: 7 });
    const restless = await createGoal(me, { name: 'Less restless', metric: 'restlessness', targetValue: 4, targetType: 'DECREASE' });
    const energy = await createGoal(me, { name: 'More energy', metric: 'energy', targetValue: 6 });

    // Nothing yet.
    expect(focus.progress).toMatchObject({ status: 'NOT_ENOUGH_DATA', ratedDays: 0, average: null });
    expect(focus.progress.summary).toBe('Not enough data yet: none of the last 14 days has a Focus Level rating. Progress shows after 3 rated days.');
    expect(energy.progress).toMatchObject({ status: 'NOT_ENOUGH_DATA', ratedDays: 0, average: null });

    // Today in Auckland is 15 March, so the window is 2 to 15 March. 1 March is outside it; a day ahead cannot be
    // recorded at all (entries are never dated in the future).
    await entry(me, '2026-03-01', { focusLevel: 1 });
    const ahead = await me.call('POST', '/api/entries', {
      type: 'REGULAR',
      date: '2026-03-16',
      overallRating: 5,
      focusLevel: 1,
      taskInitiation: 5,
      restlessness: 5,
      productivity: 5,
    });
    expect(ahead.statusCode).toBe(400);
    await entry(me, '2026-03-02', { focusLevel: 8, restlessness: 3 });
    // Two entries on one day count as one day, their mean.
    await entry(me, '2026-03-10', { focusLevel: 6, restlessness: 5 });
    await entry(me, '2026-03-10', { focusLevel: 8, restlessness: 5 });
    // Another user's ratings never count.
    for (const day of ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']) await entry(other, day, { focusLevel: 1 });

    let [focusNow] = (await goalsOf(me)).filter((g) => g.id === focus.id);
    expect(focusNow?.progress).toMatchObject({ status: 'NOT_ENOUGH_DATA', ratedDays: 2 });
    expect(focusNow?.progress.summary).toBe('Not enough data yet: 2 of the last 14 days have a Focus Level rating. Progress shows after 3 rated days.');

    await entry(me, '2026-03-15', { focusLevel: 6, restlessness: 6 });
    const goals = await goalsOf(me);
    [focusNow] = goals.filter((g) => g.id === focus.id);
    // Days 2, 10 and 15 March: (8 + 7 + 6) / 3 = 7.0, meeting the target of 7.
    expect(focusNow?.progress).toEqual({
      status: 'MET',
      windowDays: 14,
      ratedDays: 3,
      average: 7,
      targetMet: true,
      summary: 'On track: Focus Level averaged 7.0 over the last 14 days (3 days rated), at or above your target of 7.',
    });
    const restlessNow = goals.find((g) => g.id === restless.id);
    // (3 + 5 + 6) / 3 = 4.7, above the target of 4 for a goal to decrease it.
    expect(restlessNow?.progress).toMatchObject({ status: 'NOT_MET', average: 4.7, targetMet: false });
    expect(restlessNow?.progress.summary).toBe('Restlessness averaged 4.7 over the last 14 days (3 days rated), above your target of 4.');
    // Energy is one of the optional metrics entries record since migration 0008; nobody rated it here.
    expect(goals.find((g) => g.id === energy.id)?.progress).toMatchObject({ status: 'NOT_ENOUGH_DATA', ratedDays: 0 });

    // A day later (16 March in Auckland) the entry of 2 March leaves the window, and 16 March can be rated.
    app.clock.advance(24 * 60 * 60 * 1000);
    await me.refresh();
    await entry(me, '2026-03-16', { focusLevel: 1 });
    const later = (await goalsOf(me)).find((g) => g.id === focus.id);
    // Days 10, 15 and 16 March: (7 + 6 + 1) / 3 = 4.7.
    expect(later?.progress).toMatchObject({ status: 'NOT_MET', ratedDays: 3, average: 4.7 });
    app.clock.set(NOW);
    await me.refresh();
  });
});
