/**
 * The status of a dose period's MedicationStatement, derived from its dates and from when the substance was last
 * taken, never defaulted (docs/data-export.md, "FHIR"):
 * - the period ended before today: `completed` (the dose changed, so that dose is over);
 * - it starts after today (a change dated ahead): `intended`;
 * - it is current and the substance was taken (a dose logged, or an entry marking it taken) within the last
 *   RECENT_USE_DAYS days, or the period itself began within them (a new dose not yet logged): `active`;
 * - it is current but nothing says it was taken for longer than that: `unknown`. The app has no "stopped" flag, so
 *   an item left on the list long after its last use may or may not still be taken; a clinic should ask.
 */
import { addDays } from '../../lib/calendar.js';
import type { MedicationStatementStatus } from './fhir-types.js';

export const RECENT_USE_DAYS = 90;

export function periodStatus(period: { from: string; to: string | null }, today: string, lastTakenDay: string | null): MedicationStatementStatus {
  if (period.from > today) return 'intended';
  if (period.to !== null && period.to < today) return 'completed';
  const recentFrom = addDays(today, -(RECENT_USE_DAYS - 1));
  if (period.from >= recentFrom) return 'active';
  return lastTakenDay !== null && lastTakenDay >= recentFrom ? 'active' : 'unknown';
}
