/**
 * The per-substance, per-day taken sets built from readTakenDayRows: a day is "taken" with a dose logged or an
 * entry listing the substance as taken; the dose count is kept for the timeline.
 */
import type { TakenDayRow } from './repository.js';

export interface TakenDay {
  doses: number;
  taken: true;
}

/** substance id → day → what was taken. */
export type TakenDays = Map<string, Map<string, TakenDay>>;

export function buildTakenDays(rows: readonly TakenDayRow[]): TakenDays {
  const out: TakenDays = new Map();
  for (const row of rows) {
    let days = out.get(row.substance_id);
    if (!days) out.set(row.substance_id, (days = new Map()));
    const day = days.get(row.local_day) ?? { doses: 0, taken: true as const };
    day.doses += Number(row.doses);
    days.set(row.local_day, day);
  }
  return out;
}
