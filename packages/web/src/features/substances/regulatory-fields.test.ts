import { describe, expect, it } from 'vitest';
import { MARKETS } from '@wellness/contract';
import { HEALTH_CLAIM_OPTIONS, regulatoryFieldsFor, showsRegulatorySection } from './regulatory-fields';

const names = (market: Parameters<typeof regulatoryFieldsFor>[0]) => regulatoryFieldsFor(market).map((field) => field.name);

describe('regulatory fields by market', () => {
  it('hides the section for the US only', () => {
    expect(showsRegulatorySection('US')).toBe(false);
    expect(names('US')).toEqual([]);
    for (const market of MARKETS.filter((m) => m !== 'US')) expect(showsRegulatorySection(market)).toBe(true);
  });

  it('shows the NPN/DIN number, license holder and crude equivalent in Canada', () => {
    const fields = regulatoryFieldsFor('CA');
    expect(fields.map((f) => f.name)).toEqual(['regulatoryNumber', 'licenseHolder', 'crudeEquivalent']);
    expect(fields[0]).toMatchObject({ label: 'NPN/DIN number', placeholder: 'NPN 80012345 or DIN 02123456' });
    expect(fields[2]?.kind).toBe('number');
  });

  it('shows the health claim and allergen information in the EU', () => {
    expect(names('EU')).toEqual(['healthClaim', 'allergenInfo']);
    expect(HEALTH_CLAIM_OPTIONS.map((o) => o.value)).toEqual(['immune', 'energy', 'bones', 'heart', 'cognitive']);
  });

  it('shows a registration number in Australia (AUSTL placeholder) and Japan', () => {
    expect(regulatoryFieldsFor('AU')).toEqual([{ name: 'regulatoryNumber', label: 'Registration number', kind: 'text', placeholder: 'AUSTL 123456' }]);
    expect(regulatoryFieldsFor('JP')).toEqual([{ name: 'regulatoryNumber', label: 'Registration number', kind: 'text' }]);
  });

  it('shows a generic registration number and allergen information for INTL', () => {
    expect(names('INTL')).toEqual(['regulatoryNumber', 'allergenInfo']);
  });
});
