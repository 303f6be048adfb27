/**
 * Each substance's dose history as periods of local days (issue 33): the clinician report and the FHIR export say
 * which dosage held from which day to which. Pure: the stored changes (repository.ts) become periods here.
 */
import type { SubstanceType } from '@wellness/contract';
import { addDays } from '../../lib/calendar.js';

export interface DosePeriod {
  /** First local day (the user's zone) the dose held. */
  from: string;
  /** Last local day it held; null: still current. */
  to: string | null;
  dosage: number | null;
  unit: string | null;
}

export interface SubstanceDoseHistory {
  substanceId: string;
  name: string;
  substanceType: SubstanceType;
  /** Oldest first; only the periods that overlap the range asked for. */
  periods: DosePeriod[];
}

export interface Dose {
  dosage: number | null;
  unit: string | null;
}

/**
 * Whether two doses are the same: same dosage and same unit, compared as stored ("mg" and "MG" differ, as the
 * form keeps what was typed). An edit that leaves the dose the same adds no history row, and two rows in a row
 * with the same dose are one period.
 */
export function sameDose(a: Dose, b: Dose): boolean {
  return a.dosage === b.dosage && a.unit === b.unit;
}

export interface SubstanceInfo {
  id: string;
  name: string;
  substanceType: SubstanceType;
  /** The local day it was created on: its only period's start when it has no history row (never expected). */
  createdDay: string;
  dose: Dose;
}

export interface DoseChangeInfo extends Dose {
  substanceId: string;
  localDay: string;
}

/** One substance's periods, oldest first: each change holds until the day before the next; equal neighbours merge. */
export function periodsOf(changes: readonly DoseChangeInfo[]): DosePeriod[] {
  const sorted = [...changes].sort((a, b) => (a.localDay < b.localDay ? -1 : a.localDay > b.localDay ? 1 : 0));
  const periods: DosePeriod[] = [];
  for (const change of sorted) {
    const last = periods.at(-1);
    if (last && sameDose(last, change)) continue;
    if (last) last.to = addDays(change.localDay, -1);
    periods.push({ from: change.localDay, to: null, dosage: change.dosage, unit: change.unit });
  }
  return periods;
}

const overlaps = (period: DosePeriod, range: { from: string; to: string }) => period.from <= range.to && (period.to === null || period.to >= range.from);

/**
 * The substances with a period overlapping the range (from ≤ to, both local days), each with only those periods;
 * a substance created after the range, or none at all in it, is left out. Substances keep the order given.
 */
export function buildDoseHistories(
  substances: readonly SubstanceInfo[],
  changes: readonly DoseChangeInfo[],
  range: { from: string; to: string },
): SubstanceDoseHistory[] {
  if (range.from > range.to) return [];
  const bySubstance = new Map<string, DoseChangeInfo[]>();
  for (const change of changes) {
    const list = bySubstance.get(change.substanceId);
    if (list) list.push(change);
    else bySubstance.set(change.substanceId, [change]);
  }
  const histories: SubstanceDoseHistory[] = [];
  for (const substance of substances) {
    const own = bySubstance.get(substance.id) ?? [{ substanceId: substance.id, localDay: substance.createdDay, ...substance.dose }];
    const periods = periodsOf(own).filter((period) => overlaps(period, range));
    if (periods.length > 0) histories.push({ substanceId: substance.id, name: substance.name, substanceType: substance.substanceType, periods });
  }
  return histories;
}
