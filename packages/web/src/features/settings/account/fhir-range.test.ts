import { describe, expect, it } from 'vitest';
import { FHIR_EXPORT_MESSAGES } from '@wellness/contract';
import { defaultFhirRange, fhirExportPath, fhirFileName, fhirRangeProblem } from './fhir-range';

describe('FHIR export range', () => {
  it('defaults to the 90 days ending today, across a month and a year', () => {
    expect(defaultFhirRange('2026-11-21')).toEqual({ from: '2026-08-24', to: '2026-11-21' });
    expect(defaultFhirRange('2027-01-15')).toEqual({ from: '2026-10-18', to: '2027-01-15' });
  });

  it('refuses an empty day, a start after the end and more than about five years', () => {
    expect(fhirRangeProblem({ from: '', to: '2026-11-21' })).toBe('Choose a start and an end day');
    expect(fhirRangeProblem({ from: '2026-11-22', to: '2026-11-21' })).toBe(FHIR_EXPORT_MESSAGES.rangeOrder);
    expect(fhirRangeProblem({ from: '2021-01-01', to: '2026-11-21' })).toBe(FHIR_EXPORT_MESSAGES.rangeTooLong);
    expect(fhirRangeProblem({ from: '2021-11-18', to: '2026-11-21' })).toBeNull();
    expect(fhirRangeProblem({ from: '2026-11-21', to: '2026-11-21' })).toBeNull();
  });

  it('asks for the range and names the file as the server does', () => {
    const range = { from: '2026-08-24', to: '2026-11-21' };
    expect(fhirExportPath(range)).toBe('/exports/fhir?from=2026-08-24&to=2026-11-21');
    expect(fhirFileName(range)).toBe('wellness-fhir-2026-08-24-to-2026-11-21.json');
  });
});
