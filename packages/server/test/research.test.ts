/**
 * The research library over HTTP (limits 20 for the feed and 10 for a substance's items): the updates feed newest
 * first with its limit and the unread filter, items for the user's own substance matched through its name and
 * ingredients, items for a condition, bookmarks and read marks kept per user, another user's substance or custom
 * condition answered as unknown (404), and validation of limits and ids.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESEARCH_MESSAGES, type Condition, type ResearchListResponse, type ResearchMarkResponse, type Substance } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-05-04T09:00:00.000Z');

async function list(user: SignedIn, url: string): Promise<ResearchListResponse> {
  const response = await user.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResearchListResponse>();
}

async function mark(user: SignedIn, method: 'POST' | 'DELETE', url: string): Promise<ResearchMarkResponse> {
  const response = await user.call(method, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResearchMarkResponse>();
}

async function supplement(user: SignedIn, name: string, ingredients: string[] = []): Promise<Substance> {
  const response = await user.call('POST', '/api/supplements', { name, ingredients: ingredients.map((n) => ({ name: n, amount: 100, unit: 'mg' })) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Substance>();
}

describeEachDatabase('research library', (database) => {
  let app: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = new ManualClock(NOW);
    app = await createTestApp(database, {}, { clock });
  });
  afterAll(() => app.close());

  it('updates: 20 by default, newest year first, every item complete, with the disclaimer', async () => {
    const me = await signedInUser(app);
    const { items, disclaimer } = await list(me, '/api/research/updates');
    expect(disclaimer).toBe('Not medical advice; talk to your clinician');
    expect(items).toHaveLength(20);
    const years = items.map((item) => item.year ?? -1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const item of items) {
      expect(item.url.startsWith('https://')).toBe(true);
      expect(item).toMatchObject({ isRead: false, isBookmarked: false, bookmarkedAt: null });
    }
    expect((await list(me, '/api/research/updates?limit=3')).items.map((i) => i.id)).toEqual(items.slice(0, 3).map((i) => i.id));
    expect((await list(me, '/api/research/updates?limit=50')).items).toHaveLength(50);
  });

  it('unread=true leaves out what this user opened, and only for this user', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    const [first, second] = (await list(me, '/api/research/updates?limit=2')).items;
    if (!first || !second) throw new Error('the library is empty');
    expect(await mark(me, 'POST', `/api/research/${first.id}/read`)).toEqual({ itemId: first.id, isRead: true, isBookmarked: false });
    // Opening twice is harmless.
    expect((await mark(me, 'POST', `/api/research/${first.id}/read`)).isRead).toBe(true);

    const unread = await list(me, '/api/research/updates?unread=true&limit=2');
    expect(unread.items.map((i) => i.id)).not.toContain(first.id);
    expect(unread.items[0]?.id).toBe(second.id);
    expect((await list(me, '/api/research/updates?unread=1&limit=2')).items.map((i) => i.id)).toEqual(unread.items.map((i) => i.id));
    const all = await list(me, '/api/research/updates?unread=false&limit=2');
    for (const everything of ['unread=0', 'unread='])
      expect((await list(me, `/api/research/updates?${everything}&limit=2`)).items, everything).toEqual(all.items);
    expect(all.items[0]).toMatchObject({ id: first.id, isRead: true });
    expect((await list(other, '/api/research/updates?unread=true&limit=1')).items[0]?.id).toBe(first.id);
  });

  it('items for a magnesium supplement: matched through the name and the ingredients, 10 by default', async () => {
    const me = await signedInUser(app);
    const glycinate = await supplement(me, 'Nature Made Magnesium Glycinate 200 mg');
    const ids = (await list(me, `/api/research/supplements/${glycinate.id}`)).items.map((i) => i.id);
    expect(ids).toContain('ods-magnesium-hp');
    expect(ids).toContain('mah-pitre-2021-magnesium-insomnia-ma');
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(ids).not.toContain('ods-zinc-hp');

    const blend = await supplement(me, 'Evening blend', ['Melatonin', 'Magnesium citrate']);
    const blendIds = (await list(me, `/api/research/supplements/${blend.id}?limit=50`)).items.map((i) => i.id);
    expect(blendIds).toEqual(expect.arrayContaining(['ferracioli-oda-2013-melatonin-ma', 'ods-magnesium-hp']));
    expect((await list(me, `/api/research/supplements/${blend.id}?limit=2`)).items).toHaveLength(2);

    const unknown = await supplement(me, 'Grandma’s tonic');
    expect((await list(me, `/api/research/supplements/${unknown.id}`)).items).toEqual([]);
  });

  it('another user’s substance, an unknown one and another user’s custom condition are 404', async () => {
    const owner = await signedInUser(app);
    const intruder = await signedInUser(app);
    const mine = await supplement(owner, 'Magnesium');
    for (const url of [`/api/research/supplements/${mine.id}`, '/api/research/supplements/no-such-id']) {
      const response = await intruder.call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: string }>().error).toBe(RESEARCH_MESSAGES.substanceNotFound);
    }
    const created = await owner.call('POST', '/api/conditions/custom', { name: 'Owner’s own condition', category: 'physical-health' });
    expect(created.statusCode, created.body).toBe(201);
    const custom = created.json<Condition>();
    expect((await intruder.call('GET', `/api/research/conditions/${custom.id}`)).statusCode).toBe(404);
    expect((await list(owner, `/api/research/conditions/${custom.id}`)).items).toEqual([]);
    expect((await intruder.call('GET', '/api/research/conditions/no-such-condition')).statusCode).toBe(404);
  });

  it('items for a catalog condition, strongest evidence first, 10 by default', async () => {
    const me = await signedInUser(app);
    const adhd = await list(me, '/api/research/conditions/adhd');
    expect(adhd.items).toHaveLength(10);
    for (const item of adhd.items) expect(item.conditions.map((c) => c.id)).toContain('adhd');
    expect(['meta-analysis', 'systematic-review']).toContain(adhd.items[0]?.type);
    expect(adhd.items[0]?.conditions).toContainEqual({ id: 'adhd', name: 'ADHD' });
    const insomnia = (await list(me, '/api/research/conditions/insomnia?limit=50')).items.map((i) => i.id);
    expect(insomnia).toContain('drake-2013-caffeine-timing-sleep-rct');
  });

  it('bookmarks are per user, newest first, survive repeats and come off again', async () => {
    const me = await signedInUser(app);
    const other = await signedInUser(app);
    expect((await list(me, '/api/research/bookmarked')).items).toEqual([]);
    expect(await mark(me, 'POST', '/api/research/ods-magnesium-hp/bookmark')).toEqual({ itemId: 'ods-magnesium-hp', isRead: false, isBookmarked: true });
    clock.advance(60_000);
    await mark(me, 'POST', '/api/research/gem-2008-ginkgo-dementia-rct/bookmark');
    await mark(me, 'POST', '/api/research/ods-magnesium-hp/bookmark');

    const bookmarked = await list(me, '/api/research/bookmarked');
    expect(bookmarked.items.map((i) => i.id)).toEqual(['gem-2008-ginkgo-dementia-rct', 'ods-magnesium-hp']);
    expect(bookmarked.items[1]).toMatchObject({ isBookmarked: true, bookmarkedAt: NOW.toISOString() });
    expect((await list(other, '/api/research/bookmarked')).items).toEqual([]);
    const elsewhere = (await list(me, '/api/research/conditions/migraine?limit=50')).items.find((i) => i.id === 'ods-magnesium-hp');
    expect(elsewhere?.isBookmarked).toBe(true);

    expect((await mark(me, 'DELETE', '/api/research/ods-magnesium-hp/bookmark')).isBookmarked).toBe(false);
    expect((await mark(me, 'DELETE', '/api/research/ods-magnesium-hp/bookmark')).isBookmarked).toBe(false);
    expect((await list(me, '/api/research/bookmarked')).items.map((i) => i.id)).toEqual(['gem-2008-ginkgo-dementia-rct']);
  });

  it('refuses bad limits and unknown items, storing nothing', async () => {
    const me = await signedInUser(app);
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'unread=yes']) {
      const response = await me.call('GET', `/api/research/updates?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ details: unknown[] }>().details.length, query).toBeGreaterThan(0);
    }
    expect((await me.call('GET', '/api/research/conditions/adhd?limit=51')).statusCode).toBe(400);
    for (const [method, url] of [
      ['POST', '/api/research/no-such-item/bookmark'],
      ['DELETE', '/api/research/no-such-item/bookmark'],
      ['POST', '/api/research/no-such-item/read'],
    ] as const) {
      const response = await me.call(method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ error: string }>().error).toBe(RESEARCH_MESSAGES.itemNotFound);
    }
    expect((await me.call('POST', `/api/research/${'x'.repeat(101)}/read`)).statusCode).toBe(400);
    expect((await list(me, '/api/research/bookmarked')).items).toEqual([]);
    expect((await list(me, '/api/research/updates?unread=true&limit=50')).items).toHaveLength(50);
  });

  it('needs a signed-in user', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/research/updates' });
    expect(response.statusCode).toBe(401);
  });
});
