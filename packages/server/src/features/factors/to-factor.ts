/** A stored factor and its values as the API answers them: one rule for the routes and the backup. */
import { BETTER_DIRECTIONS, FACTOR_ICONS, FACTOR_KINDS, factorValueOf, type Factor, type FactorValue } from '@wellness/contract';
import { storedEnum, storedEnumOrNull } from '../../lib/stored-enum.js';
import type { FactorRow } from './repository.js';

export function toFactor(row: FactorRow): Factor {
  return {
    id: row.id,
    name: row.name,
    kind: storedEnum(FACTOR_KINDS, row.kind, 'factors.kind'),
    unit: row.unit,
    icon: storedEnum(FACTOR_ICONS, row.icon, 'factors.icon'),
    betterDirection: storedEnumOrNull(BETTER_DIRECTIONS, row.better_direction, 'factors.better_direction'),
    describesNightBefore: Number(row.describes_night_before) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toFactorValue(factor: Pick<Factor, 'kind'>, row: { factor_id: string; local_day: string; value: number | string }): FactorValue {
  return { factorId: row.factor_id, date: row.local_day, value: factorValueOf(factor.kind, Number(row.value)) };
}
