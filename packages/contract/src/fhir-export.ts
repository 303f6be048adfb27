/**
 * The FHIR R4 export (issue 33, docs/data-export.md): `GET /api/exports/fhir?from=&to=` answers a Bundle of type
 * `collection` for a clinic: the dose periods and logged doses as MedicationStatements, the daily ratings and the
 * user's own factors as Observations. The query's days, their bounds and messages, and the app's own code system
 * (its URL identifies codes; nothing is served there) live here; the Bundle itself is checked in a test against the
 * official FHIR R4 JSON schema, so its schema here is loose.
 */
import { z } from 'zod';
import { localDateSchema } from './schedules.js';
import type { TrackingMetric } from './metrics.js';

export const FHIR_EXPORT_LIMITS = {
  /** Without `from`: the 90 days ending `to` (today in the user's zone by default). */
  defaultDays: 90,
  /** The longest range one export covers: about five years. */
  maxDays: 1_830,
} as const;

export const FHIR_EXPORT_MESSAGES = {
  rangeOrder: 'The start of the range must not be after its end',
  rangeTooLong: `Export at most ${FHIR_EXPORT_LIMITS.maxDays.toLocaleString('en-US')} days (about five years) at a time`,
  rangeTooEarly: 'Choose a start day',
  downloadFailed: 'Failed to download the FHIR export. Please try again.',
} as const;

/**
 * The app's own code system: one code per rating metric and one per own factor (`factor-<id>`). The URL names the
 * system, as FHIR asks of a code system; it is not a server anyone can resolve.
 */
export const FHIR_CODE_SYSTEM = 'https://wellness-tracker.example/fhir/CodeSystem/metrics';
export const FHIR_METRIC_CODES: Readonly<Record<TrackingMetric, string>> = {
  focusLevel: 'focus-level',
  productivity: 'productivity',
  taskInitiation: 'task-initiation',
  restlessness: 'restlessness',
  overallRating: 'overall-rating',
  energy: 'energy',
  mood: 'mood',
  anxiety: 'anxiety',
};
export const fhirFactorCode = (factorId: string): string => `factor-${factorId}`;

export const fhirExportQuerySchema = z.object({ from: localDateSchema.optional(), to: localDateSchema.optional() });
export type FhirExportQuery = z.infer<typeof fhirExportQuerySchema>;

/** The Bundle as far as the API documents it; every resource in it validates against the FHIR R4 JSON schema. */
export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  id: z.string(),
  type: z.literal('collection'),
  timestamp: z.string(),
  entry: z.array(z.looseObject({ fullUrl: z.string(), resource: z.looseObject({ resourceType: z.string(), id: z.string() }) })),
});
export type FhirBundle = z.infer<typeof fhirBundleSchema>;
