/** The substance inventory API: three collections over five types, validation, ownership, expiry alerts. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUBSTANCE_MESSAGES, type Substance } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const fullSupplement = {
  name: 'Magnesium Glycinate',
  brand: 'Pure Labs',
  category: 'Mineral',
  dosage: 200.5,
  unit: 'mg',
  productForm: 'capsule',
  notes: 'Evening, with food',
  expirationDate: '2027-06-30',
  remainingSupply: 60,
  crudeEquivalent: 1500,
  regulatoryNumber: 'NPN 80012345',
  licenseHolder: 'Pure Labs Inc.',
  healthClaim: 'bones',
  allergenInfo: 'Contains soy',
  ingredients: [
    { name: 'Magnesium', amount: 200.125, unit: 'mg', form: 'glycinate', percentage: 48, standardized: false },
    { name: 'Glycine', amount: 0.5, unit: 'g' },
  ],
};

describeEachDatabase('substances', (database) => {
  let app: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    app = await createTestApp(database);
    alice = await signedInUser(app);
    bob = await signedInUser(app);
  });
  afterAll(() => app.close());

  it('creates a supplement with every field and ingredient, and lists it back', async () => {
    const created = await alice.call('POST', '/api/supplements', fullSupplement);
    expect(created.statusCode).toBe(201);
    const body = created.json<Substance>();
    expect(body).toMatchObject({
      ...fullSupplement,
      substanceType: 'SUPPLEMENT',
      totalDoses: 0,
      prescribedBy: null,
      refillsRemaining: null,
      ingredients: [
        { name: 'Magnesium', amount: 200.125, unit: 'mg', form: 'glycinate', percentage: 48, standardized: false },
        { name: 'Glycine', amount: 0.5, unit: 'g', form: null, percentage: null, standardized: false },
      ],
    });
    const list = await alice.call('GET', '/api/supplements');
    expect(list.json<Substance[]>().map((s) => s.id)).toContain(body.id);
    const rows = await app.db.selectFrom('substance_ingredients').selectAll().where('substance_id', '=', body.id).execute();
    expect(rows).toHaveLength(2);
  });

  it('keeps the five types in their three collections', async () => {
    const herbal = await alice.call('POST', '/api/supplements', {
      name: "St John's Wort",
      substanceType: 'HERBAL',
      extractRatio: '4:1',
      standardization: '0.3% hypericin',
    });
    const homeopathic = await alice.call('POST', '/api/supplements', { name: 'Arnica montana', substanceType: 'HOMEOPATHIC', potency: '30C' });
    const rx = await alice.call('POST', '/api/prescriptions', {
      name: 'Sertraline',
      dosage: 50,
      unit: 'mg',
      prescribedBy: 'Dr. Rivera',
      pharmacy: 'Main St Pharmacy',
      refillsRemaining: 3,
    });
    const otc = await alice.call('POST', '/api/otc-medications', { name: 'Ibuprofen', dosage: 200, unit: 'mg' });
    expect([herbal, homeopathic, rx, otc].map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(herbal.json().substanceType).toBe('HERBAL');
    expect(homeopathic.json().potency).toBe('30C');
    expect(rx.json()).toMatchObject({ substanceType: 'PRESCRIPTION', prescribedBy: 'Dr. Rivera', refillsRemaining: 3 });
    expect(otc.json().substanceType).toBe('OTC_MEDICATION');

    const types = async (path: string) => new Set((await alice.call('GET', path)).json<Substance[]>().map((s) => s.substanceType));
    expect(await types('/api/prescriptions')).toEqual(new Set(['PRESCRIPTION']));
    expect(await types('/api/otc-medications')).toEqual(new Set(['OTC_MEDICATION']));
    expect(await types('/api/supplements')).toEqual(new Set(['SUPPLEMENT', 'HERBAL', 'HOMEOPATHIC']));
    // An item is only reachable through its own collection.
    expect((await alice.call('PUT', `/api/supplements/${rx.json().id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await alice.call('DELETE', `/api/otc-medications/${rx.json().id}`)).statusCode).toBe(404);
  });

  it('updates every field, replaces the ingredients, and can change type within the supplement collection', async () => {
    const created = (await alice.call('POST', '/api/supplements', fullSupplement)).json<Substance>();
    const updated = await alice.call('PUT', `/api/supplements/${created.id}`, {
      name: 'Ashwagandha',
      substanceType: 'HERBAL',
      brand: '',
      remainingSupply: 5,
      ingredients: [{ name: 'Withanolides', amount: 12.5, unit: 'percentage', standardized: true }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      name: 'Ashwagandha',
      substanceType: 'HERBAL',
      brand: null,
      dosage: null,
      remainingSupply: 5,
      ingredients: [{ name: 'Withanolides', amount: 12.5, unit: 'percentage', standardized: true }],
    });
    const rows = await app.db.selectFrom('substance_ingredients').selectAll().where('substance_id', '=', created.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps a supplement-collection item its own type when an update names none', async () => {
    const herbal = (await alice.call('POST', '/api/supplements', { name: 'Valerian', substanceType: 'HERBAL' })).json<Substance>();
    const kept = await alice.call('PUT', `/api/supplements/${herbal.id}`, { name: 'Valerian root', dosage: 450, unit: 'mg' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ id: herbal.id, name: 'Valerian root', substanceType: 'HERBAL', dosage: 450 });
    const row = await app.db.selectFrom('substances').select('substance_type').where('id', '=', herbal.id).executeTakeFirstOrThrow();
    expect(row.substance_type).toBe('HERBAL');
    // Named, it changes.
    const changed = await alice.call('PUT', `/api/supplements/${herbal.id}`, { name: 'Valerian root', substanceType: 'SUPPLEMENT' });
    expect(changed.json()).toMatchObject({ substanceType: 'SUPPLEMENT' });
  });

  it('refuses bad input with a 400 naming each field, and saves nothing', async () => {
    const before = (await alice.call('GET', '/api/supplements')).json<Substance[]>().length;
    const cases: Array<[object, string]> = [
      [{ name: '   ' }, 'name'],
      [{}, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'A', dosage: 'ten' }, 'dosage'],
      [{ name: 'A', dosage: -1 }, 'dosage'],
      [{ name: 'A', remainingSupply: 2.5 }, 'remainingSupply'],
      [{ name: 'A', expirationDate: '2027-02-30' }, 'expirationDate'],
      [{ name: 'A', expirationDate: 'soon' }, 'expirationDate'],
      [{ name: 'A', healthClaim: 'miracle' }, 'healthClaim'],
      [{ name: 'A', substanceType: 'PRESCRIPTION' }, 'substanceType'],
      [{ name: 'A', ingredients: [{ name: 'B', amount: 1.0001, unit: 'mg' }] }, 'ingredients.0.amount'],
      [{ name: 'A', ingredients: [{ name: 'B', amount: 1, unit: 'kg' }] }, 'ingredients.0.unit'],
      [{ name: 'A', ingredients: [{ name: '', amount: 1, unit: 'mg' }] }, 'ingredients.0.name'],
      [{ name: 'A', notes: 'n'.repeat(2001) }, 'notes'],
    ];
    for (const [payload, path] of cases) {
      const response = await alice.call('POST', '/api/supplements', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ error: string; details: Array<{ path: string }> }>();
      expect(body.error).toBeTruthy();
      expect(
        body.details.map((d) => d.path),
        JSON.stringify(payload),
      ).toContain(path);
    }
    expect((await alice.call('GET', '/api/supplements')).json<Substance[]>()).toHaveLength(before);
  });

  it('refuses a Canadian NPN or DIN that is not eight digits when the market is Canada, on create and update', async () => {
    const carol = await signedInUser(app);
    const regional = { country: 'CA', market: 'CA', currency: 'CAD', dateFormat: 'ISO', measurementUnits: 'metric' };
    expect(
      (await carol.call('PUT', '/api/settings/profile', { name: 'Carol', email: carol.user.email, timezone: 'UTC', preferences: { regional } })).statusCode,
    ).toBe(200);
    const short = await carol.call('POST', '/api/supplements', { name: 'Vitamin D', regulatoryNumber: '12' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      details: [{ path: 'regulatoryNumber', message: 'Enter the 8-digit NPN or DIN, such as NPN 80012345 or DIN 02123456' }],
    });
    const saved = await carol.call('POST', '/api/supplements', { name: 'Vitamin D', regulatoryNumber: 'NPN 80012345' });
    expect(saved.statusCode).toBe(201);
    const id = saved.json<Substance>().id;
    expect((await carol.call('PUT', `/api/supplements/${id}`, { name: 'Vitamin D', regulatoryNumber: '8001234' })).statusCode).toBe(400);
    expect((await carol.call('GET', `/api/supplements/${id}`)).json<Substance>().regulatoryNumber).toBe('NPN 80012345');
    // Outside Canada the number is the user's own text.
    expect((await alice.call('POST', '/api/supplements', { name: 'Vitamin D3', regulatoryNumber: '12' })).statusCode).toBe(201);
  });

  it("answers 404 for another user's substance on every call, and leaves it untouched", async () => {
    const mine = (await alice.call('POST', '/api/prescriptions', { name: 'Methylphenidate', dosage: 10, unit: 'mg' })).json<Substance>();
    const put = await bob.call('PUT', `/api/prescriptions/${mine.id}`, { name: 'Hijacked' });
    const del = await bob.call('DELETE', `/api/prescriptions/${mine.id}`);
    const get = await bob.call('GET', `/api/prescriptions/${mine.id}`);
    for (const response of [put, del, get]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SUBSTANCE_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    expect((await bob.call('GET', '/api/prescriptions')).json<Substance[]>()).toEqual([]);
    expect((await alice.call('GET', `/api/prescriptions/${mine.id}`)).json().name).toBe('Methylphenidate');
  });

  it('deletes a substance with its ingredients', async () => {
    const created = (await alice.call('POST', '/api/supplements', fullSupplement)).json<Substance>();
    expect((await alice.call('DELETE', `/api/supplements/${created.id}`)).statusCode).toBe(204);
    expect((await alice.call('GET', `/api/supplements/${created.id}`)).statusCode).toBe(404);
    const rows = await app.db.selectFrom('substance_ingredients').selectAll().where('substance_id', '=', created.id).execute();
    expect(rows).toHaveLength(0);
    expect((await alice.call('DELETE', `/api/supplements/${created.id}`)).statusCode).toBe(404);
  });

  it('requires sign-in', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/supplements' });
    expect(response.statusCode).toBe(401);
  });

  it('lists expired and soon-expiring items by the user calendar day', async () => {
    app.clock.set(new Date('2026-11-23T12:00:00.000Z'));
    const carol = await signedInUser(app);
    const make = (name: string, expirationDate: string | null) => carol.call('POST', '/api/supplements', { name, expirationDate });
    await make('Old Fish Oil', '2026-11-01');
    await make('Today Vitamin C', '2026-11-23');
    await make('Tomorrow Zinc', '2026-11-24');
    await make('Month Iron', '2026-12-23');
    await make('Later Calcium', '2026-12-24');
    await make('No Date Biotin', null);
    const response = await carol.call('GET', '/api/supplements/expiration-alerts');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      expired: Array<{ name: string; daysUntilExpiration: number }>;
      expiringSoon: Array<{ name: string; daysUntilExpiration: number }>;
    }>();
    expect(body.expired.map((a) => [a.name, a.daysUntilExpiration])).toEqual([
      ['Old Fish Oil', -22],
      ['Today Vitamin C', 0],
    ]);
    expect(body.expiringSoon.map((a) => [a.name, a.daysUntilExpiration])).toEqual([
      ['Tomorrow Zinc', 1],
      ['Month Iron', 30],
    ]);

    // At the same instant it is already 24 November in Auckland: tomorrow's zinc expires today there.
    const dana = await signedInUser(app, { timezone: 'Pacific/Auckland' });
    await dana.call('POST', '/api/supplements', { name: 'Tomorrow Zinc', expirationDate: '2026-11-24' });
    const there = (await dana.call('GET', '/api/supplements/expiration-alerts')).json<{ expired: Array<{ daysUntilExpiration: number }> }>();
    expect(there.expired.map((a) => a.daysUntilExpiration)).toEqual([0]);
  });
});
