/**
 * The FHIR R4 export through the API on each database (issue 33): a seeded user with substances (one dose edited),
 * doses, entries on several days and factor values of each kind, in a zone thirteen hours ahead of UTC. The Bundle
 * and each resource in it are validated against the official FHIR R4 JSON schema; the content (resources per type,
 * statuses, codes, offsets, days without ratings), the range rules, another user's data and 401 are checked.
 */
import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FHIR_CODE_SYSTEM, FHIR_EXPORT_MESSAGES, fhirFactorCode, type ErrorBody, type Factor, type Substance } from '@wellness/contract';
import { ManualClock } from '../src/lib/clock.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

/** 23:30 UTC on 20 November is already 21 November, 12:30, in Auckland (UTC+13 in summer), the users' zone. */
const NOW = new Date('2026-11-20T23:30:00.000Z');
const ZONE = 'Pacific/Auckland';
const DAY_MS = 86_400_000;
const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

interface Resource {
  resourceType: string;
  id: string;
  status?: string;
  [field: string]: unknown;
}
interface Bundle {
  resourceType: 'Bundle';
  type: string;
  entry: { fullUrl: string; resource: Resource }[];
}
interface Coding {
  system: string;
  code: string;
  display?: string;
}
interface Statement extends Resource {
  medicationCodeableConcept: { text: string; coding?: Coding[] };
  effectivePeriod?: { start: string; end?: string };
  effectiveDateTime?: string;
  partOf?: { reference: string }[];
  subject: { reference: string };
  informationSource: { reference: string };
  dosage: { text: string }[];
}
interface Observation extends Resource {
  code: { coding: Coding[] };
  effectivePeriod: { start: string; end: string };
  valueQuantity?: { value: number; unit: string; system?: string; code?: string };
  valueBoolean?: boolean;
}

const validator = new JSONSchemaValidator();

describeEachDatabase('FHIR export', (database) => {
  let app: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  const ids: Record<string, string> = {};

  /** Moves the clock (days before NOW) and keeps the session's token fresh. */
  async function at(user: SignedIn, daysBefore: number): Promise<void> {
    app.clock.set(new Date(NOW.getTime() - daysBefore * DAY_MS));
    await user.refresh();
  }
  async function created<T>(response: { statusCode: number; body: string; json<U>(): U }): Promise<T> {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  }

  beforeAll(async () => {
    app = await createTestApp(database, {}, { clock: new ManualClock(NOW) });
    me = await signedInUser(app, { timezone: ZONE, name: 'Robin Example' });
    other = await signedInUser(app, { timezone: ZONE, name: 'Other Person' });

    // Two hundred days ago: three substances; Magnesium is never taken again (a current period, long unused).
    await at(me, 200);
    ids['mph'] = (await created<Substance>(await me.call('POST', '/api/prescriptions', { name: 'Methylphenidate', dosage: 10, unit: 'mg' }))).id;
    ids['adderall'] = (await created<Substance>(await me.call('POST', '/api/prescriptions', { name: 'Adderall', dosage: 20, unit: 'mg' }))).id;
    ids['magnesium'] = (await created<Substance>(await me.call('POST', '/api/supplements', { name: 'Magnesium', dosage: 200, unit: 'mg' }))).id;
    // Ten days ago the methylphenidate dose went up: two periods.
    await at(me, 10);
    expect((await me.call('PUT', `/api/prescriptions/${ids['mph']}`, { name: 'Methylphenidate', dosage: 20, unit: 'mg' })).statusCode).toBe(200);

    await at(me, 0);
    const dose = (supplementId: string | undefined, timestamp: string, dosage?: number) =>
      me.call('POST', '/api/supplement-doses', { supplementId, timestamp, ...(dosage === undefined ? {} : { dosage }) });
    for (const response of [
      await dose(ids['mph'], '2026-11-19T19:00:00.000Z', 20), // 20 November 08:00 in Auckland
      await dose(ids['mph'], '2026-11-20T19:00:00.000Z'), // 21 November 08:00
      await dose(ids['adderall'], '2026-11-01T20:00:00.000Z', 20), // 2 November 09:00
    ]) {
      expect(response.statusCode, response.body).toBe(201);
    }

    // Entries on three days; 19 November has two, so its means are of two ratings; 18 November has none.
    const entry = (date: string, time: string, ratings: Record<string, number>) => me.call('POST', '/api/entries', { date, time, ...ratings });
    for (const response of [
      await entry('2026-11-17', '09:00', { overallRating: 6, focusLevel: 5, taskInitiation: 4, restlessness: 3, productivity: 7 }),
      await entry('2026-11-19', '09:00', { overallRating: 8, focusLevel: 7, taskInitiation: 6, restlessness: 2, productivity: 8 }),
      await entry('2026-11-19', '18:00', { overallRating: 5, focusLevel: 4, taskInitiation: 6, restlessness: 4, productivity: 6, mood: 6 }),
      await entry('2026-11-20', '09:00', { overallRating: 7, focusLevel: 6, taskInitiation: 5, restlessness: 4, productivity: 6 }),
    ]) {
      expect(response.statusCode, response.body).toBe(201);
    }

    const factor = async (body: Record<string, unknown>) => (await created<Factor>(await me.call('POST', '/api/factors', body))).id;
    ids['sleep'] = await factor({ name: 'Sleep', kind: 'number', unit: 'h', describesNightBefore: true });
    ids['coffee'] = await factor({ name: 'Coffees', kind: 'count' });
    ids['pain'] = await factor({ name: 'Pain', kind: 'scale' });
    ids['exercise'] = await factor({ name: 'Exercised', kind: 'yes-no' });
    const value = (id: string | undefined, date: string, v: number | boolean) => me.call('PUT', `/api/factors/${id}/values/${date}`, { value: v });
    for (const response of [
      await value(ids['sleep'], '2026-11-19', 7.5),
      await value(ids['coffee'], '2026-11-19', 2),
      await value(ids['pain'], '2026-11-20', 3),
      await value(ids['exercise'], '2026-11-20', true),
      await value(ids['exercise'], '2026-11-19', false),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
    }

    // Another user's records, which must never appear.
    await at(other, 0);
    const theirs = await created<Substance>(await other.call('POST', '/api/prescriptions', { name: 'Atomoxetine', dosage: 40, unit: 'mg' }));
    expect((await other.call('POST', '/api/supplement-doses', { supplementId: theirs.id })).statusCode).toBe(201);
    expect(
      (
        await other.call('POST', '/api/entries', {
          date: '2026-11-18',
          time: '10:00',
          overallRating: 2,
          focusLevel: 2,
          taskInitiation: 2,
          restlessness: 2,
          productivity: 2,
        })
      ).statusCode,
    ).toBe(201);
    await at(me, 0);
  });
  afterAll(() => app.close());

  async function exportBundle(query = ''): Promise<Bundle> {
    const response = await me.call('GET', `/api/exports/fhir${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Bundle>();
  }
  const ofType = <T extends Resource>(bundle: Bundle, type: string) => bundle.entry.map((e) => e.resource).filter((r): r is T => r.resourceType === type);

  it('answers a FHIR Bundle download that validates, whole and resource by resource, against the FHIR R4 schema', async () => {
    const response = await me.call('GET', '/api/exports/fhir?from=2026-08-24&to=2026-11-21');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="wellness-fhir-2026-08-24-to-2026-11-21.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const bundle = response.json<Bundle>();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(validator.validate(bundle)).toEqual([]);
    for (const { resource } of bundle.entry) expect(validator.validate(resource), `${resource.resourceType} ${resource.id}`).toEqual([]);
    // The validator does catch a broken resource.
    expect(validator.validate({ resourceType: 'Observation', status: 'not-a-status', code: {} }).length).toBeGreaterThan(0);

    // Stable ids, each entry's fullUrl its id's URN, and every reference resolving inside the Bundle.
    const urls = new Set(bundle.entry.map((e) => e.fullUrl));
    expect(urls.size).toBe(bundle.entry.length);
    for (const e of bundle.entry) expect(e.fullUrl).toBe(`urn:uuid:${e.resource.id}`);
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    for (const ref of references) expect(urls.has(ref.slice('"reference":"'.length, -1)), ref).toBe(true);
    expect((await exportBundle('?from=2026-08-24&to=2026-11-21')).entry.map((e) => e.fullUrl)).toEqual(bundle.entry.map((e) => e.fullUrl));
  });

  it('writes the patient, a statement per dose period with its status and code, and one per logged dose', async () => {
    const bundle = await exportBundle('?from=2026-08-24&to=2026-11-21');
    const [patient, ...morePatients] = ofType(bundle, 'Patient');
    expect(morePatients).toEqual([]);
    expect(patient).toMatchObject({ name: [{ text: 'Robin Example' }] });
    const patientRef = `urn:uuid:${patient?.id}`;

    const statements = ofType<Statement>(bundle, 'MedicationStatement');
    const periods = statements.filter((s) => s.effectivePeriod);
    const doses = statements.filter((s) => s.effectiveDateTime);
    expect(periods.length + doses.length).toBe(statements.length);
    expect(periods.map((s) => [s.medicationCodeableConcept.text, s.status, s.effectivePeriod, s.dosage[0]?.text])).toEqual([
      // The substances by name; 200 days ago in Auckland was 4 May.
      ['Adderall', 'active', { start: '2026-05-05' }, '20 mg'],
      ['Magnesium', 'unknown', { start: '2026-05-05' }, '200 mg'],
      ['Methylphenidate', 'completed', { start: '2026-05-05', end: '2026-11-10' }, '10 mg'],
      ['Methylphenidate', 'active', { start: '2026-11-11' }, '20 mg'],
    ]);
    for (const s of statements) {
      expect(s.subject.reference).toBe(patientRef);
      expect(s.informationSource.reference).toBe(patientRef);
    }
    const coding = (s: Statement | undefined) => s?.medicationCodeableConcept.coding;
    expect(coding(periods.find((s) => s.medicationCodeableConcept.text === 'Methylphenidate'))).toEqual([
      { system: RXNORM, code: '6901', display: 'methylphenidate' },
    ]);
    // A combination product and a supplement the knowledge has no code for: the name only.
    expect(coding(periods.find((s) => s.medicationCodeableConcept.text === 'Adderall'))).toBeUndefined();
    expect(coding(periods.find((s) => s.medicationCodeableConcept.text === 'Magnesium'))).toBeUndefined();

    expect(doses.map((s) => [s.medicationCodeableConcept.text, s.status, s.effectiveDateTime, s.dosage[0]?.text])).toEqual([
      ['Adderall', 'completed', '2026-11-02T09:00:00.000+13:00', '20 mg'],
      ['Methylphenidate', 'completed', '2026-11-20T08:00:00.000+13:00', '20 mg'],
      ['Methylphenidate', 'completed', '2026-11-21T08:00:00.000+13:00', 'Amount not recorded'],
    ]);
    const current = periods.find((s) => s.medicationCodeableConcept.text === 'Methylphenidate' && s.status === 'active');
    expect(doses[1]?.partOf).toEqual([{ reference: `urn:uuid:${current?.id}` }]);
    expect(coding(doses[1])).toEqual([{ system: RXNORM, code: '6901', display: 'methylphenidate' }]);
  });

  it('writes one Observation per day and rated metric, the day mean in the app code system, none for a day without ratings', async () => {
    const bundle = await exportBundle('?from=2026-11-15&to=2026-11-21');
    const ratings = ofType<Observation>(bundle, 'Observation').filter((o) => !o.code.coding[0]?.code.startsWith('factor-'));
    const byDay = new Map<string, Observation[]>();
    for (const o of ratings) byDay.set(o.effectivePeriod.start.slice(0, 10), [...(byDay.get(o.effectivePeriod.start.slice(0, 10)) ?? []), o]);
    expect([...byDay.keys()].sort()).toEqual(['2026-11-17', '2026-11-19', '2026-11-20']);
    expect(byDay.get('2026-11-17')).toHaveLength(5);
    expect(byDay.get('2026-11-19')).toHaveLength(6);
    expect(byDay.get('2026-11-20')).toHaveLength(5);
    const value = (day: string, code: string) => byDay.get(day)?.find((o) => o.code.coding[0]?.code === code)?.valueQuantity;
    expect(value('2026-11-19', 'overall-rating')).toEqual({ value: 6.5, unit: '{score}', system: 'http://unitsofmeasure.org', code: '{score}' });
    expect(value('2026-11-19', 'focus-level')?.value).toBe(5.5);
    expect(value('2026-11-19', 'restlessness')?.value).toBe(3);
    expect(value('2026-11-19', 'mood')?.value).toBe(6);
    for (const o of ratings) {
      expect(o).toMatchObject({ status: 'final', category: [{ coding: [{ code: 'survey' }] }] });
      expect(o.code.coding[0]?.system).toBe(FHIR_CODE_SYSTEM);
    }
    expect(byDay.get('2026-11-20')?.[0]?.effectivePeriod).toEqual({ start: '2026-11-20T00:00:00.000+13:00', end: '2026-11-20T23:59:59.999+13:00' });
  });

  it('writes the own factors: a number or count in its unit, a scale as a score, yes-no as a boolean', async () => {
    const bundle = await exportBundle('?from=2026-11-15&to=2026-11-21');
    const factors = ofType<Observation>(bundle, 'Observation').filter((o) => o.code.coding[0]?.code.startsWith('factor-'));
    const pick = (key: string, day: string) =>
      factors.find((o) => o.code.coding[0]?.code === fhirFactorCode(ids[key] ?? '') && o.effectivePeriod.start.startsWith(day));
    expect(factors).toHaveLength(5);
    expect(pick('sleep', '2026-11-19')?.valueQuantity).toEqual({ value: 7.5, unit: 'h' });
    expect(pick('sleep', '2026-11-19')?.code.coding[0]).toEqual({ system: FHIR_CODE_SYSTEM, code: fhirFactorCode(ids['sleep'] ?? ''), display: 'Sleep' });
    expect(pick('coffee', '2026-11-19')?.valueQuantity).toEqual({ value: 2, unit: '{count}', system: 'http://unitsofmeasure.org', code: '{count}' });
    expect(pick('pain', '2026-11-20')?.valueQuantity).toEqual({ value: 3, unit: '{score}', system: 'http://unitsofmeasure.org', code: '{score}' });
    expect(pick('exercise', '2026-11-20')?.valueBoolean).toBe(true);
    expect(pick('exercise', '2026-11-19')?.valueBoolean).toBe(false);
  });

  it('defaults to the 90 days ending today, and holds nothing of another user', async () => {
    const response = await me.call('GET', '/api/exports/fhir');
    expect(response.headers['content-disposition']).toBe('attachment; filename="wellness-fhir-2026-08-24-to-2026-11-21.json"');
    expect(response.body).not.toContain('Atomoxetine');
    expect(response.body).not.toContain('Other Person');
    const theirs = await other.call('GET', '/api/exports/fhir');
    const bundle = theirs.json<Bundle>();
    expect(validator.validate(bundle)).toEqual([]);
    const types = bundle.entry.map((e) => e.resource.resourceType);
    expect([
      types.filter((t) => t === 'Patient').length,
      types.filter((t) => t === 'MedicationStatement').length,
      types.filter((t) => t === 'Observation').length,
    ]).toEqual([1, 2, 5]);
    for (const name of ['Methylphenidate', 'Robin Example', 'Magnesium', 'Sleep']) expect(theirs.body).not.toContain(name);
    // A narrow range before anything was logged has the patient and the periods that held then, and nothing else.
    const early = await exportBundle('?from=2026-06-01&to=2026-06-30');
    expect(early.entry.map((e) => e.resource.resourceType)).toEqual(['Patient', 'MedicationStatement', 'MedicationStatement', 'MedicationStatement']);
  });

  it('refuses a range that ends before it starts, runs past five years or is not made of days, and asks for a session', async () => {
    const refused = async (query: string, path: string, message?: string) => {
      const response = await me.call('GET', `/api/exports/fhir${query}`);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.details?.map((d) => d.path)).toContain(path);
      if (message) expect(body.error).toBe(message);
    };
    await refused('?from=2026-11-21&to=2026-11-20', 'from', FHIR_EXPORT_MESSAGES.rangeOrder);
    await refused('?from=2021-01-01&to=2026-11-21', 'from', FHIR_EXPORT_MESSAGES.rangeTooLong);
    await refused('?from=2026-02-30', 'from');
    await refused('?to=yesterday', 'to');
    await refused('?to=0000-01-05', 'from', FHIR_EXPORT_MESSAGES.rangeTooEarly);
    expect((await me.call('GET', '/api/exports/fhir?from=2021-11-18&to=2026-11-21')).statusCode).toBe(200);
    expect((await app.server.inject({ method: 'GET', url: '/api/exports/fhir' })).statusCode).toBe(401);
  });
});
