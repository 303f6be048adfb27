/**
 * A user's own factors with their values over a range of calendar days, as Analytics reads them: one value per
 * factor and day, a day without a logged value absent (missing, never 0 or "no"). Pure types and assembly; the
 * queries are in repository.ts.
 */
import { BETTER_DIRECTIONS, FACTOR_KINDS, type BetterDirection, type FactorKind } from '@wellness/contract';
import { storedEnum, storedEnumOrNull } from '../../lib/stored-enum.js';
import type { FactorRow, FactorValueRow } from './repository.js';

export interface FactorInfo {
  readonly id: string;
  readonly name: string;
  readonly kind: FactorKind;
  readonly unit: string | null;
  readonly betterDirection: BetterDirection | null;
  /** The value logged on a date describes the night that ended that morning (sleep). */
  readonly describesNightBefore: boolean;
}

export interface FactorSeries {
  /** The user's factors, by name. */
  readonly factors: readonly FactorInfo[];
  /** factor id → local day → value (yes-no: 1 or 0); only the days with a logged value. */
  readonly values: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/** A user without factors: Analytics' family is then exactly the substances' one. */
export const NO_FACTORS: FactorSeries = { factors: [], values: new Map() };

export function buildFactorSeries(factors: readonly FactorRow[], values: readonly FactorValueRow[]): FactorSeries {
  const byFactor = new Map<string, Map<string, number>>();
  for (const row of values) {
    let days = byFactor.get(row.factor_id);
    if (!days) byFactor.set(row.factor_id, (days = new Map()));
    days.set(row.local_day, Number(row.value));
  }
  return {
    factors: factors.map((row) => ({
      id: row.id,
      name: row.name,
      kind: storedEnum(FACTOR_KINDS, row.kind, 'factors.kind'),
      unit: row.unit,
      betterDirection: storedEnumOrNull(BETTER_DIRECTIONS, row.better_direction, 'factors.better_direction'),
      describesNightBefore: Number(row.describes_night_before) === 1,
    })),
    values: byFactor,
  };
}
