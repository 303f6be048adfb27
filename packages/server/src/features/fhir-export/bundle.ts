/**
 * The export's Bundle (pure): the Patient first (every other resource's subject and source), then the dose
 * periods' and the logged doses' MedicationStatements, then the ratings' and the factors' Observations.
 */
import type { SubstanceDoseHistory } from '../../reads/dose-periods/read-dose-periods.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { FactorSeries } from '../../reads/factor-values/factor-series.js';
import type { LoggedDose } from '../../reads/logged-doses/read-logged-doses.js';
import type { Bundle, BundleEntry } from './fhir-types.js';
import { doseStatements, periodStatements, type RxNormCode } from './medication-statements.js';
import { factorObservations, ratingObservations } from './observations.js';
import { stableUuid, urnOf } from './resource-ids.js';

export interface BundleInput {
  userId: string;
  /** The account's name; left out of the Patient when blank (FHIR strings are never empty). */
  userName: string;
  timeZone: string;
  today: string;
  /** When the export was made (ISO instant) and its own id. */
  now: string;
  bundleId: string;
  histories: readonly SubstanceDoseHistory[];
  /** Each substance's last day taken within the recent days (period-status.ts). */
  lastTaken: ReadonlyMap<string, string>;
  doses: readonly LoggedDose[];
  days: readonly DayActivity[];
  factors: FactorSeries;
  rxNormCode(name: string, substanceType: string): RxNormCode | null;
}

export function buildFhirBundle(input: BundleInput): Bundle {
  const patientId = stableUuid(input.userId, 'patient', input.userId);
  const patient = { reference: urnOf(patientId) };
  const name = input.userName.trim();
  const statementCtx = { userId: input.userId, timeZone: input.timeZone, today: input.today, patient, rxNormCode: input.rxNormCode };
  const observationCtx = { userId: input.userId, timeZone: input.timeZone, patient };
  const entry: BundleEntry[] = [
    { fullUrl: patient.reference, resource: { resourceType: 'Patient', id: patientId, ...(name ? { name: [{ text: name }] } : {}) } },
    ...periodStatements(input.histories, input.lastTaken, statementCtx),
    ...doseStatements(input.doses, input.histories, statementCtx),
    ...ratingObservations(input.days, observationCtx),
    ...factorObservations(input.factors, observationCtx),
  ];
  return { resourceType: 'Bundle', id: input.bundleId, type: 'collection', timestamp: input.now, entry };
}
