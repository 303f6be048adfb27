/**
 * The FHIR export's range as the card asks for it (docs/data-export.md, "FHIR"): the 90 days ending today by default,
 * checked here as the server checks it so a wrong range says why before any request, and the request's path.
 */
import { FHIR_EXPORT_LIMITS, FHIR_EXPORT_MESSAGES } from '@wellness/contract';

export interface FhirRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The default range: the FHIR_EXPORT_LIMITS.defaultDays days ending `today` (YYYY-MM-DD). */
export function defaultFhirRange(today: string): FhirRange {
  return { from: dayOf(dayNumber(today) - (FHIR_EXPORT_LIMITS.defaultDays - 1)), to: today };
}

/** Why the range cannot be exported, or null when it can. */
export function fhirRangeProblem(range: FhirRange): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.from) || !/^\d{4}-\d{2}-\d{2}$/.test(range.to)) return 'Choose a start and an end day';
  if (range.from > range.to) return FHIR_EXPORT_MESSAGES.rangeOrder;
  if (dayNumber(range.to) - dayNumber(range.from) + 1 > FHIR_EXPORT_LIMITS.maxDays) return FHIR_EXPORT_MESSAGES.rangeTooLong;
  return null;
}

export function fhirExportPath(range: FhirRange): string {
  return `/exports/fhir?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** The name the file is saved under: the same the server's attachment header gives. */
export const fhirFileName = (range: FhirRange): string => `wellness-fhir-${range.from}-to-${range.to}.json`;
