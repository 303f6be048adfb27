/**
 * Lists one person can grow are bounded (one request must never slow the server for others): every
 * interaction check reads the whole inventory, and the Daily tab lists every custom aid. At the bound, a clear
 * 409 and nothing written; under it, everything works as before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FOCUS_AID_MESSAGES,
  MAX_CUSTOM_FOCUS_AIDS,
  MAX_REPORTED_RULE_MATCHES,
  SUBSTANCE_LIMITS,
  SUBSTANCE_MESSAGES,
  type FocusAidLists,
  type HealthcareReport,
  type InteractionReportResult,
} from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('inventory limits', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it(`keeps at most ${SUBSTANCE_LIMITS.items} substances across the three collections, and checks them all at once`, async () => {
    const me = await signedInUser(app);
    const paths = ['/api/supplements', '/api/prescriptions', '/api/otc-medications'];
    const ids: string[] = [];
    for (let i = 0; i < SUBSTANCE_LIMITS.items; i++) {
      const created = await me.call('POST', paths[i % 3] ?? '/api/supplements', {
        name: `Item ${i}`,
        ingredients: [{ name: 'Magnesium', unit: 'mg', amount: 100 }],
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json<{ id: string }>().id);
    }
    const over = await me.call('POST', '/api/prescriptions', { name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: SUBSTANCE_MESSAGES.tooMany, code: 'CONFLICT' });
    const rows = await app.db.selectFrom('substances').select('name').where('name', '=', 'One too many').execute();
    expect(rows).toEqual([]);

    const bulk = await me.call('POST', '/api/interactions/bulk-check', { substanceIds: ids });
    expect(bulk.statusCode).toBe(200);
    const tooMany = await me.call('POST', '/api/interactions/bulk-check', { substanceIds: [...ids, 'another'] });
    expect(tooMany.statusCode).toBe(400);

    // Editing still works at the bound, and deleting one makes room again.
    expect((await me.call('PUT', `/api/supplements/${ids[0]}`, { name: 'Item 0 renamed' })).statusCode).toBe(200);
    expect((await me.call('DELETE', `/api/prescriptions/${ids[1]}`)).statusCode).toBe(204);
    expect((await me.call('POST', '/api/prescriptions', { name: 'Now there is room' })).statusCode).toBe(201);
    // Another person's inventory is their own.
    const other = await signedInUser(app);
    expect((await other.call('POST', '/api/supplements', { name: 'Zinc' })).statusCode).toBe(201);
  });

  it('bounds a report of an inventory where everything interacts: the most severe first, and how many more were left out', async () => {
    const me = await signedInUser(app);
    const interacting = [
      'warfarin',
      'aspirin',
      'ibuprofen',
      'naproxen',
      'sertraline',
      'fluoxetine',
      'phenelzine',
      'tramadol',
      'clarithromycin',
      'simvastatin',
      'ketoconazole',
      'amiodarone',
      'ciprofloxacin',
      'tizanidine',
      'methotrexate',
      'trimethoprim',
      'lithium',
      'lisinopril',
      'spironolactone',
      'oxycodone',
      'alprazolam',
      'dextromethorphan',
      'pseudoephedrine',
      'amphetamine',
      'levothyroxine',
      'calcium carbonate',
      'iron',
      'ginkgo',
      'fish oil',
      'clopidogrel',
    ];
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const created = await me.call('POST', '/api/prescriptions', {
        name: `Compound ${i}`,
        ingredients: interacting.map((name) => ({ name, unit: 'mg', amount: 1 })),
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json<{ id: string }>().id);
    }
    const bulk = await me.call('POST', '/api/interactions/bulk-check', { substanceIds: ids });
    expect(bulk.statusCode).toBe(200);
    const report = bulk.json<InteractionReportResult>();
    const shownMatches = report.interactions.reduce((sum, pair) => sum + pair.rules.length, 0);
    expect(shownMatches).toBeLessThanOrEqual(MAX_REPORTED_RULE_MATCHES);
    expect(report.interactions.length).toBeGreaterThan(0);
    // 40 items make 780 pairs; every one interacts, so those not listed are counted, never dropped silently.
    expect(report.interactions.length + report.interactionsNotShown).toBe((40 * 39) / 2);
    expect(report.interactionsNotShown).toBeGreaterThan(0);
    expect(report.interactions[0]?.riskLevel).toBe('CRITICAL');
    expect(bulk.body.length).toBeLessThan(5 * 1024 * 1024);

    const clinician = (await me.call('GET', '/api/interactions/healthcare-report')).json<HealthcareReport>();
    expect(clinician.report.interactionsNotShown).toBe(report.interactionsNotShown);
    // A short list is whole.
    const small = (await me.call('POST', '/api/interactions/bulk-check', { substanceIds: ids.slice(0, 2) })).json<InteractionReportResult>();
    expect(small.interactionsNotShown).toBe(0);
    expect(small.interactions).toHaveLength(1);
  });

  it(`keeps at most ${MAX_CUSTOM_FOCUS_AIDS} custom focus aids`, async () => {
    const me = await signedInUser(app);
    for (let i = 0; i < MAX_CUSTOM_FOCUS_AIDS; i++) {
      expect((await me.call('POST', '/api/focus-aids', { name: `Aid ${i}` })).statusCode).toBe(201);
    }
    const over = await me.call('POST', '/api/focus-aids', { name: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: FOCUS_AID_MESSAGES.tooMany, code: 'CONFLICT' });
    expect((await me.call('GET', '/api/focus-aids')).json<FocusAidLists>().custom).toHaveLength(MAX_CUSTOM_FOCUS_AIDS);
  });

  it(`remembers at most ${SUBSTANCE_LIMITS.customNames} names of one's own, and still answers names it knows`, async () => {
    const me = await signedInUser(app);
    const first = await me.call('POST', '/api/supplement-names/find-or-create', { name: 'Grandma tonic 0' });
    expect(first.statusCode).toBe(201);
    const { id: userId } = await app.db.selectFrom('users').select('id').where('email', '=', me.user.email).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const rows = Array.from({ length: SUBSTANCE_LIMITS.customNames - 1 }, (_, i) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      name: `Grandma tonic ${i + 1}`,
      normalized_name: `grandma tonic ${i + 1}`,
      category: null,
      created_at: now,
    }));
    await app.db.insertInto('custom_supplement_names').values(rows).execute();

    const over = await me.call('POST', '/api/supplement-names/find-or-create', { name: 'Brand new remedy' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: SUBSTANCE_MESSAGES.tooManyNames, code: 'CONFLICT' });
    // A name already remembered, or one from the catalog, is still found.
    expect((await me.call('POST', '/api/supplement-names/find-or-create', { name: 'Grandma tonic 7' })).statusCode).toBe(200);
    expect((await me.call('POST', '/api/supplement-names/find-or-create', { name: 'Magnesium' })).statusCode).toBe(200);
  });
});
