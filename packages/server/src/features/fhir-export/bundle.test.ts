/**
 * The Bundle's pure builders: which resources come out of which records, their statuses, codes and values, the
 * offsets of a zone across a daylight-saving change, and ids that stay the same from one export to the next.
 */
import { describe, expect, it } from 'vitest';
import { emptyDay } from '../../reads/day-series/day-series.js';
import { NO_FACTORS } from '../../reads/factor-values/factor-series.js';
import { buildFhirBundle, type BundleInput } from './bundle.js';
import type { MedicationStatement, Observation } from './fhir-types.js';
import { zonedDateTime, zonedDay } from './zoned-time.js';

const input = (overrides: Partial<BundleInput> = {}): BundleInput => ({
  userId: 'user-1',
  userName: 'Robin',
  timeZone: 'Europe/Berlin',
  today: '2026-11-21',
  now: '2026-11-21T10:00:00.000Z',
  bundleId: 'bundle-1',
  histories: [
    {
      substanceId: 's1',
      name: 'Methylphenidate',
      substanceType: 'PRESCRIPTION',
      periods: [
        { from: '2026-01-01', to: '2026-11-01', dosage: 10, unit: 'mg' },
        { from: '2026-11-02', to: null, dosage: 20, unit: 'mg' },
      ],
    },
  ],
  lastTaken: new Map([['s1', '2026-11-20']]),
  doses: [
    {
      id: 'd1',
      substanceId: 's1',
      substanceName: 'Methylphenidate',
      substanceType: 'PRESCRIPTION',
      takenAt: '2026-11-20T07:00:00.000Z',
      localDay: '2026-11-20',
      dosage: 20,
    },
  ],
  days: [{ ...emptyDay('2026-11-19'), entries: 1, avgRating: 7.333333, avgFocus: 6 }, emptyDay('2026-11-20')],
  factors: NO_FACTORS,
  rxNormCode: (name) => (name === 'Methylphenidate' ? { code: '6901', display: 'methylphenidate' } : null),
  ...overrides,
});

const resources = (bundleInput: BundleInput) => buildFhirBundle(bundleInput).entry.map((e) => e.resource);

describe('buildFhirBundle', () => {
  it('puts the patient first, then periods, doses and observations', () => {
    const bundle = buildFhirBundle(input());
    expect(bundle).toMatchObject({ resourceType: 'Bundle', id: 'bundle-1', type: 'collection', timestamp: '2026-11-21T10:00:00.000Z' });
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'MedicationStatement',
      'MedicationStatement',
      'MedicationStatement',
      'Observation',
      'Observation',
    ]);
    expect(bundle.entry[0]?.resource).toMatchObject({ name: [{ text: 'Robin' }] });
  });

  it('gives the same ids to the same records in every export, and other ids to another user', () => {
    const ids = (bundleInput: BundleInput) => buildFhirBundle(bundleInput).entry.map((e) => e.fullUrl);
    expect(ids(input())).toEqual(ids(input({ bundleId: 'another', now: '2026-12-01T00:00:00.000Z' })));
    expect(ids(input({ userId: 'user-2' }))).not.toEqual(expect.arrayContaining([ids(input())[0]]));
  });

  it('leaves a blank name out of the patient', () => {
    expect(resources(input({ userName: '  ' }))[0]).toEqual({ resourceType: 'Patient', id: expect.any(String) });
  });

  it('writes the periods with their statuses and dosage, and each dose at its offset within its period', () => {
    const [, old, current, dose] = resources(input()) as [unknown, MedicationStatement, MedicationStatement, MedicationStatement];
    expect([old.status, old.effectivePeriod, old.dosage]).toEqual([
      'completed',
      { start: '2026-01-01', end: '2026-11-01' },
      [{ text: '10 mg', doseAndRate: [{ doseQuantity: { value: 10, unit: 'mg' } }] }],
    ]);
    expect([current.status, current.effectivePeriod]).toEqual(['active', { start: '2026-11-02' }]);
    expect(current.medicationCodeableConcept).toEqual({
      coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '6901', display: 'methylphenidate' }],
      text: 'Methylphenidate',
    });
    expect(dose).toMatchObject({ status: 'completed', effectiveDateTime: '2026-11-20T08:00:00.000+01:00', partOf: [{ reference: `urn:uuid:${current.id}` }] });
    expect(dose.dosage).toEqual([{ text: '20 mg', doseAndRate: [{ doseQuantity: { value: 20, unit: 'mg' } }] }]);
  });

  it('writes a rating only for a metric rated that day, the mean to two decimals', () => {
    const observations = resources(input()).filter((r): r is Observation => r.resourceType === 'Observation');
    expect(observations.map((o) => [o.code.coding?.[0]?.code, o.valueQuantity?.value, o.effectivePeriod.start])).toEqual([
      ['focus-level', 6, '2026-11-19T00:00:00.000+01:00'],
      ['overall-rating', 7.33, '2026-11-19T00:00:00.000+01:00'],
    ]);
  });

  it('writes each kind of own factor as FHIR holds it', () => {
    const factors = {
      factors: [
        { id: 'f1', name: 'Sleep', kind: 'number' as const, unit: 'h', betterDirection: null, describesNightBefore: true },
        { id: 'f2', name: 'Walked', kind: 'yes-no' as const, unit: null, betterDirection: null, describesNightBefore: false },
      ],
      values: new Map([
        ['f1', new Map([['2026-11-20', 7.25]])],
        [
          'f2',
          new Map([
            ['2026-11-20', 0],
            ['2026-11-19', 1],
          ]),
        ],
      ]),
    };
    const observations = resources(input({ days: [], factors })).filter((r): r is Observation => r.resourceType === 'Observation');
    expect(observations.map((o) => [o.code.coding?.[0]?.code, o.effectivePeriod.start.slice(0, 10), o.valueQuantity ?? o.valueBoolean])).toEqual([
      ['factor-f1', '2026-11-20', { value: 7.25, unit: 'h' }],
      ['factor-f2', '2026-11-19', true],
      ['factor-f2', '2026-11-20', false],
    ]);
    expect(observations[0]?.note?.[0]?.text).toMatch(/night/);
  });
});

describe('zoned times', () => {
  it('keeps each end of a daylight-saving day at its own offset', () => {
    // Berlin leaves summer time on 25 October 2026 at 03:00 (+02:00 → +01:00).
    expect(zonedDay('2026-10-25', 'Europe/Berlin')).toEqual({ start: '2026-10-25T00:00:00.000+02:00', end: '2026-10-25T23:59:59.999+01:00' });
    expect(zonedDateTime('2026-07-01T10:00:00.000Z', 'Pacific/Auckland')).toBe('2026-07-01T22:00:00.000+12:00');
  });
});
