/**
 * Times as the export writes them: instants and calendar days in the user's zone, each with the zone's offset at
 * that moment (a day in a daylight-saving change keeps each end's own offset).
 */
import { DateTime } from 'luxon';

/** An ISO instant (UTC) as a FHIR dateTime in the zone, e.g. 2026-11-21T08:30:00.000+13:00. */
export function zonedDateTime(instant: string, timeZone: string): string {
  const local = DateTime.fromISO(instant, { zone: 'utc' }).setZone(timeZone);
  const text = local.toISO();
  if (!local.isValid || text === null) throw new Error(`Cannot place ${instant} in ${timeZone}`);
  return text;
}

/** The whole calendar day in the zone, from its first to its last millisecond, with the offsets. */
export function zonedDay(day: string, timeZone: string): { start: string; end: string } {
  const start = DateTime.fromISO(day, { zone: timeZone }).startOf('day');
  const first = start.toISO();
  const last = start.endOf('day').toISO();
  if (!start.isValid || first === null || last === null) throw new Error(`Cannot place ${day} in ${timeZone}`);
  return { start: first, end: last };
}
