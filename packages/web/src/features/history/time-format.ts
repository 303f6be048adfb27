/** How History writes times and session types: "9:05 PM" or "21:05" (the user's clock) from a stored "21:05", and a session type's label. */
import { SESSION_TYPE_LABELS, SESSION_TYPES, type SessionType } from '@wellness/contract';
import { formatWallTime, instantAt, wallClock } from '@/lib/date-format';

export function formatTime(time: string): string {
  return formatWallTime(time);
}

export function sessionTypeLabel(type: string): string {
  return (SESSION_TYPES as readonly string[]).includes(type) ? SESSION_TYPE_LABELS[type as SessionType] : type;
}

/** "HH:mm" of an instant on the user's clock, for the time field of a dose being edited. */
export function localTimeOf(iso: string): string {
  return wallClock(new Date(iso));
}

/** The instant of a calendar day and "HH:mm" on the user's clock, as ISO 8601 UTC. */
export function instantOf(day: string, time: string): string {
  return instantAt(day, time).toISOString();
}
