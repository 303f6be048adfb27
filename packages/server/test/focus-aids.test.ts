/** Focus aids: built-in and custom lists, hide/show, batch toggle, custom-only deletion, effectiveness. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FOCUS_AID_CATEGORIES, FOCUS_AID_MESSAGES, type FocusAid, type FocusAidLists } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('focus aids', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('ships at least twelve active built-in aids across all six categories, each with an icon and a description', async () => {
    const me = await signedInUser(app);
    const lists = (await me.call('GET', '/api/focus-aids')).json<FocusAidLists>();
    expect(lists.default.length).toBeGreaterThanOrEqual(12);
    expect(new Set(lists.default.map((a) => a.category))).toEqual(new Set(FOCUS_AID_CATEGORIES));
    for (const aid of lists.default) {
      expect(aid.icon).not.toBe('');
      expect(aid.description).toBeTruthy();
      expect(aid).toMatchObject({ isActive: true, isDefault: true });
    }
    expect(lists.custom).toEqual([]);
    expect(lists.all).toHaveLength(lists.default.length);
  });

  it('creates a custom aid with the target emoji by default, and requires a name', async () => {
    const me = await signedInUser(app);
    const created = await me.call('POST', '/api/focus-aids', { name: '  Lo-fi playlist ', category: 'audio' });
    expect(created.statusCode).toBe(201);
    expect(created.json<FocusAid>()).toMatchObject({
      name: 'Lo-fi playlist',
      icon: '🎯',
      category: 'audio',
      description: null,
      isActive: true,
      isDefault: false,
    });
    const blank = await me.call('POST', '/api/focus-aids', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      error: FOCUS_AID_MESSAGES.nameRequired,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'name', message: FOCUS_AID_MESSAGES.nameRequired }],
    });
    const lists = (await me.call('GET', '/api/focus-aids')).json<FocusAidLists>();
    expect(lists.custom.map((a) => a.name)).toEqual(['Lo-fi playlist']);
  });

  it('hides and shows built-in and custom aids per user; the daily list holds only active ones', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const custom = (await me.call('POST', '/api/focus-aids', { name: 'Gum', icon: '🍬', category: 'physical', description: 'Chewing gum' })).json<FocusAid>();
    const hideDefault = await me.call('PUT', '/api/focus-aids/default-pomodoro', { isActive: false });
    expect(hideDefault.json<FocusAid>()).toMatchObject({ id: 'default-pomodoro', isActive: false });
    await me.call('PUT', `/api/focus-aids/${custom.id}`, { isActive: false });
    const daily = (await me.call('GET', '/api/daily/focus-aids')).json<{ focusAids: FocusAid[] }>().focusAids.map((a) => a.id);
    expect(daily).not.toContain('default-pomodoro');
    expect(daily).not.toContain(custom.id);
    // Another user's built-in aids are untouched.
    const theirs = (await other.call('GET', '/api/daily/focus-aids')).json<{ focusAids: FocusAid[] }>().focusAids.map((a) => a.id);
    expect(theirs).toContain('default-pomodoro');

    const toggled = (
      await me.call('POST', '/api/focus-aids/batch-toggle', { focusAidIds: ['default-pomodoro', custom.id, 'default-walk'] })
    ).json<FocusAidLists>();
    const state = Object.fromEntries(toggled.all.map((a) => [a.id, a.isActive]));
    expect(state).toMatchObject({ 'default-pomodoro': true, [custom.id]: true, 'default-walk': false });
  });

  it('edits only custom aids, deletes only custom aids, and hides other users’ aids behind 404', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const custom = (await me.call('POST', '/api/focus-aids', { name: 'Desk plant' })).json<FocusAid>();
    const renamed = await me.call('PUT', `/api/focus-aids/${custom.id}`, { name: 'Desk plants', icon: '🪴', description: 'Green things' });
    expect(renamed.json<FocusAid>()).toMatchObject({ name: 'Desk plants', icon: '🪴', description: 'Green things' });
    const renameDefault = await me.call('PUT', '/api/focus-aids/default-walk', { name: 'Run' });
    expect(renameDefault.statusCode).toBe(400);
    const deleteDefault = await me.call('DELETE', '/api/focus-aids/default-walk');
    expect(deleteDefault.statusCode).toBe(400);
    expect(deleteDefault.json()).toEqual({ error: FOCUS_AID_MESSAGES.defaultNotDeletable, code: 'VALIDATION_FAILED' });
    expect((await other.call('PUT', `/api/focus-aids/${custom.id}`, { isActive: false })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/focus-aids/${custom.id}`)).statusCode).toBe(404);
    expect((await other.call('POST', '/api/focus-aids/batch-toggle', { focusAidIds: [custom.id] })).statusCode).toBe(404);
    expect((await me.call('DELETE', `/api/focus-aids/${custom.id}`)).statusCode).toBe(204);
    expect((await me.call('GET', '/api/focus-aids')).json<FocusAidLists>().custom).toEqual([]);
  });

  it('ranks aids by the productivity of entries that used them, with a minimum usage', async () => {
    const me = await signedInUser(app);
    const entry = (productivity: number, aidIds: string[]) =>
      me.call('POST', '/api/entries', {
        type: 'REGULAR',
        overallRating: 5,
        focusLevel: 5,
        taskInitiation: 5,
        restlessness: 5,
        productivity,
        focusAids: aidIds.map((focusAidId) => ({ focusAidId })),
      });
    for (const [p, aids] of [
      [9, ['default-walk']],
      [7, ['default-walk', 'default-pomodoro']],
      [3, ['default-pomodoro']],
      [6, ['default-fidget']],
    ] as const) {
      expect((await entry(p, [...aids])).statusCode).toBe(201);
    }
    const response = await me.call('GET', '/api/focus-aids/effectiveness?period=7days&minUsage=2');
    expect(response.statusCode).toBe(200);
    expect(response.json().aids).toEqual([
      { id: 'default-walk', name: 'Short walk', icon: '🚶', usageCount: 2, avgProductivityScore: 8 },
      { id: 'default-pomodoro', name: 'Pomodoro timer', icon: '🍅', usageCount: 2, avgProductivityScore: 5 },
    ]);
  });
  it('refuses an oversized icon at once, signed in or not, without looking at every character', async () => {
    const me = await signedInUser(app);
    const own = (await me.call('POST', '/api/focus-aids', { name: 'Mine' })).json<FocusAid>();
    const huge = { name: 'x', icon: 'ä'.repeat(100_000) };
    for (const [method, url] of [
      ['POST', '/api/focus-aids'],
      ['PUT', `/api/focus-aids/${own.id}`],
    ] as const) {
      const signedIn = await me.call(method, url, huge);
      expect(signedIn.statusCode).toBe(400);
      expect(signedIn.json().details).toContainEqual({ path: 'icon', message: 'The icon must be a single emoji or a few characters' });
      const anonymous = await app.server.inject({ method, url, payload: huge });
      expect(anonymous.statusCode).toBe(401);
    }
    const lists = (await me.call('GET', '/api/focus-aids')).json<FocusAidLists>();
    expect(lists.custom).toEqual([expect.objectContaining({ id: own.id, icon: '🎯' })]);
  });
});
