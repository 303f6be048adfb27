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

  it('suggests medicines for prescriptions and OTC medications, brand and generic together, supplements by default', async () => {
    const me = await signedInUser(app);
    const typed = async (q: string, type?: string) =>
      (await me.call('GET', `/api/supplement-autocomplete/autocomplete?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ''}`)).json<{
        suggestions: AutocompleteSuggestion[];
      }>().suggestions;
    expect((await typed('sertr', 'PRESCRIPTION'))[0]).toEqual({
      name: 'Sertraline',
      category: null,
      isExisting: false,
      brand: 'Zoloft',
      label: 'Zoloft (sertraline)',
    });
    expect((await typed('tylenol', 'OTC_MEDICATION'))[0]).toMatchObject({ name: 'Acetaminophen', brand: 'Tylenol', label: 'Tylenol (acetaminophen)' });
    // No type: the supplement catalog, exactly as before the type existed.
    expect(await typed('sertr')).toEqual([]);
    expect(await typed('magnesium')).toEqual(await typed('magnesium', 'SUPPLEMENT'));
    expect((await typed('magnesium'))[0]).toEqual({ name: 'Magnesium', category: 'Mineral', isExisting: false });
    expect((await me.call('GET', '/api/supplement-autocomplete/autocomplete?q=sertr&type=PILL')).statusCode).toBe(400);
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
