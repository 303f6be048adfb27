/** Autocomplete over the user's library and the shipped catalog, name validation, and find-or-create. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AutocompleteSuggestion } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('supplement names', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const suggestions = async (call: (m: 'GET', u: string) => Promise<{ json: <T>() => T }>, q: string, limit?: number) =>
    (await call('GET', `/api/supplement-autocomplete/autocomplete?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`)).json<{
      suggestions: AutocompleteSuggestion[];
    }>().suggestions;

  it('starts at two trimmed characters and defaults to ten suggestions', async () => {
    const me = await signedInUser(app);
    expect(await suggestions(me.call, ' m ')).toEqual([]);
    const many = await suggestions(me.call, 'vi');
    expect(many.length).toBe(10);
    expect(await suggestions(me.call, 'vi', 3)).toHaveLength(3);
  });

  it("puts the user's own names first as 'In your library', without repeating them from the catalog", async () => {
    const me = await signedInUser(app);
    await me.call('POST', '/api/supplements', { name: 'Magnesium Glycinate', category: 'Mineral' });
    const list = await suggestions(me.call, 'magnes');
    expect(list[0]).toEqual({ name: 'Magnesium Glycinate', category: 'Mineral', isExisting: true });
    expect(list.filter((s) => s.name.toLowerCase() === 'magnesium glycinate')).toHaveLength(1);
    expect(list.slice(1).every((s) => !s.isExisting)).toBe(true);
    // Another user's library never shows.
    const other = await signedInUser(app);
    expect((await suggestions(other.call, 'magnes')).some((s) => s.isExisting)).toBe(false);
  });

  it('validates names against the catalog and the library', async () => {
    const me = await signedInUser(app);
    const known = (await me.call('POST', '/api/supplement-names/validate', { name: '  omega 3 ' })).json();
    expect(known).toMatchObject({ valid: true, isKnown: true, normalizedName: 'Omega-3', message: null });
    const unknown = (await me.call('POST', '/api/supplement-names/validate', { name: 'Moonbeam Dust' })).json();
    expect(unknown).toMatchObject({ valid: true, isKnown: false, isExisting: false });
    expect(unknown.message).toMatch(/Not in our catalog/);
    const digits = (await me.call('POST', '/api/supplement-names/validate', { name: '1234' })).json();
    expect(digits.valid).toBe(false);
    expect((await me.call('POST', '/api/supplement-names/validate', { name: '' })).statusCode).toBe(400);
  });

  it('finds catalog names and creates a custom name once, then offers it in autocomplete', async () => {
    const me = await signedInUser(app);
    const catalog = await me.call('POST', '/api/supplement-names/find-or-create', { name: 'fish oil' });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.json()).toMatchObject({ created: false });
    const created = await me.call('POST', '/api/supplement-names/find-or-create', { name: 'Moonbeam  Dust', category: 'Other' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ name: 'Moonbeam Dust', category: 'Other', created: true });
    const again = await me.call('POST', '/api/supplement-names/find-or-create', { name: 'moonbeam dust' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ name: 'Moonbeam Dust', category: 'Other', created: false });
    expect(await suggestions(me.call, 'moonb')).toEqual([{ name: 'Moonbeam Dust', category: 'Other', isExisting: true }]);
  });
});
