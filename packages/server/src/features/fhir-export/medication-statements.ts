/**
 * MedicationStatements (pure): one per substance and dose period (what the user was on, from which day to which,
 * with its status by period-status.ts), and one per logged dose (when it was taken, at the user's offset then).
 * Everything here is self-reported: the patient is the information source.
 */
import type { DosePeriod, SubstanceDoseHistory } from '../../reads/dose-periods/read-dose-periods.js';
import type { LoggedDose } from '../../reads/logged-doses/read-logged-doses.js';
import type { CodeableConcept, Dosage, MedicationStatement, Reference } from './fhir-types.js';
import { periodStatus } from './period-status.js';
import { stableUuid, urnOf } from './resource-ids.js';
import { zonedDateTime } from './zoned-time.js';

export const RXNORM_SYSTEM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

/** An RxNorm ingredient code for a substance, when the knowledge resolves it to exactly one coded ingredient. */
export interface RxNormCode {
  code: string;
  display: string;
}

export interface StatementContext {
  userId: string;
  timeZone: string;
  today: string;
  patient: Reference;
  /** The RxNorm code of a substance by its name and type, or null. */
  rxNormCode(name: string, substanceType: string): RxNormCode | null;
}

export interface StatementEntry {
  fullUrl: string;
  resource: MedicationStatement;
}

function medication(name: string, code: RxNormCode | null): CodeableConcept {
  return code ? { coding: [{ system: RXNORM_SYSTEM, code: code.code, display: code.display }], text: name } : { text: name };
}

/** "20 mg", "20" without a unit, or a sentence when the amount was not recorded. */
function dosage(amount: number | null, unit: string | null, missing: string): Dosage {
  if (amount === null) return { text: missing };
  const text = unit ? `${amount} ${unit}` : String(amount);
  return { text, doseAndRate: [{ doseQuantity: unit ? { value: amount, unit } : { value: amount } }] };
}

const periodKey = (substanceId: string, period: DosePeriod) => `${substanceId}/${period.from}`;

/**
 * One statement per substance and period. `lastTaken` is each substance's last day taken within the recent days
 * (period-status.ts); a period's end is its last day, absent while it is current.
 */
export function periodStatements(histories: readonly SubstanceDoseHistory[], lastTaken: ReadonlyMap<string, string>, ctx: StatementContext): StatementEntry[] {
  return histories.flatMap((history) => {
    const code = ctx.rxNormCode(history.name, history.substanceType);
    return history.periods.map((period): StatementEntry => {
      const id = stableUuid(ctx.userId, 'dose-period', periodKey(history.substanceId, period));
      return {
        fullUrl: urnOf(id),
        resource: {
          resourceType: 'MedicationStatement',
          id,
          status: periodStatus(period, ctx.today, lastTaken.get(history.substanceId) ?? null),
          medicationCodeableConcept: medication(history.name, code),
          subject: ctx.patient,
          effectivePeriod: period.to === null ? { start: period.from } : { start: period.from, end: period.to },
          informationSource: ctx.patient,
          dosage: [dosage(period.dosage, period.unit, 'Dose not recorded')],
        },
      };
    });
  });
}

/** The period of a substance a day falls in, if any. */
function periodOn(history: SubstanceDoseHistory | undefined, day: string): DosePeriod | undefined {
  return history?.periods.find((p) => p.from <= day && (p.to === null || p.to >= day));
}

/**
 * One statement per logged dose: `completed` (it was taken), at the instant with the user's offset then, its amount
 * in the unit of the dose period in effect that day, and part of that period's statement.
 */
export function doseStatements(doses: readonly LoggedDose[], histories: readonly SubstanceDoseHistory[], ctx: StatementContext): StatementEntry[] {
  const bySubstance = new Map(histories.map((h) => [h.substanceId, h]));
  return doses.map((dose): StatementEntry => {
    const id = stableUuid(ctx.userId, 'dose', dose.id);
    const period = periodOn(bySubstance.get(dose.substanceId), dose.localDay);
    const partOf = period && urnOf(stableUuid(ctx.userId, 'dose-period', periodKey(dose.substanceId, period)));
    return {
      fullUrl: urnOf(id),
      resource: {
        resourceType: 'MedicationStatement',
        id,
        status: 'completed',
        ...(partOf ? { partOf: [{ reference: partOf }] } : {}),
        medicationCodeableConcept: medication(dose.substanceName, ctx.rxNormCode(dose.substanceName, dose.substanceType)),
        subject: ctx.patient,
        effectiveDateTime: zonedDateTime(dose.takenAt, ctx.timeZone),
        informationSource: ctx.patient,
        note: [{ text: 'Self-reported: logged by the patient in a personal tracking app.' }],
        dosage: [dosage(dose.dosage, period?.unit ?? null, 'Amount not recorded')],
      },
    };
  });
}
