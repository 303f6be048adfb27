/**
 * Which regulatory fields the form shows for a market: none for the US (the section is
 * hidden); Canada the NPN/DIN number, license holder and crude equivalent; the EU a health claim and allergen
 * information; Australia and Japan a registration number. The spec says nothing of INTL: it gets a generic
 * registration number and allergen information, the two fields that mean something in any market.
 */
import { HEALTH_CLAIMS, type Market } from '@wellness/contract';
import type { HealthClaim } from './substance-form-values';

interface FieldText {
  label: string;
  placeholder?: string;
  hint?: string;
}

export type RegulatoryFieldSpec =
  | (FieldText & { kind: 'text'; name: 'regulatoryNumber' | 'licenseHolder' | 'allergenInfo' })
  | (FieldText & { kind: 'number'; name: 'crudeEquivalent' })
  | (FieldText & { kind: 'health-claim'; name: 'healthClaim' });

export type RegulatoryFieldName = RegulatoryFieldSpec['name'];

export const MARKET_LABELS: Record<Market, string> = {
  US: 'United States',
  EU: 'European Union',
  CA: 'Canada',
  AU: 'Australia',
  JP: 'Japan',
  INTL: 'International',
};

export const HEALTH_CLAIM_LABELS: Record<HealthClaim, string> = {
  immune: 'Immune support',
  energy: 'Energy',
  bones: 'Bone health',
  heart: 'Heart health',
  cognitive: 'Cognitive function',
};
export const HEALTH_CLAIM_OPTIONS = HEALTH_CLAIMS.map((value) => ({ value, label: HEALTH_CLAIM_LABELS[value] }));

const registrationNumber = (placeholder?: string): RegulatoryFieldSpec => ({
  name: 'regulatoryNumber',
  label: 'Registration number',
  kind: 'text',
  ...(placeholder ? { placeholder } : {}),
});
const allergenInfo: RegulatoryFieldSpec = { name: 'allergenInfo', label: 'Allergen information', kind: 'text' };

export function regulatoryFieldsFor(market: Market): RegulatoryFieldSpec[] {
  switch (market) {
    case 'US':
      return [];
    case 'CA':
      return [
        { name: 'regulatoryNumber', label: 'NPN/DIN number', kind: 'text', placeholder: 'NPN 80012345 or DIN 02123456' },
        { name: 'licenseHolder', label: 'License holder', kind: 'text' },
        { name: 'crudeEquivalent', label: 'Crude equivalent', kind: 'number', hint: 'The amount of crude herb the extract equals.' },
      ];
    case 'EU':
      return [{ name: 'healthClaim', label: 'Health claim', kind: 'health-claim' }, allergenInfo];
    case 'AU':
      return [registrationNumber('AUSTL 123456')];
    case 'JP':
      return [registrationNumber()];
    case 'INTL':
      return [registrationNumber(), allergenInfo];
  }
}

/** Shown only when the market is not US. */
export function showsRegulatorySection(market: Market): boolean {
  return regulatoryFieldsFor(market).length > 0;
}
