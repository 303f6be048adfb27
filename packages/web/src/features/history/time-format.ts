/** How History writes times and session types: "9:05 PM" or "21:05" (the user's clock) from a stored "21:05", and a session type's label. */
import { SESSION_TYPE_LABELS, SESSION_TYPES, type SessionType } from '@wellness/contract';
import { formatWallTime } from '@/lib/date-format';

export function formatTime(time: string): string {
  return formatWallTime(time);
}

export function sessionTypeLabel(type: string): string {
  return (SESSION_TYPES as readonly string[]).includes(type) ? SESSION_TYPE_LABELS[type as SessionType] : type;
}

/** "HH:mm" of an instant on this device's clock, for the time field of a dose being edited. */
export function localTimeOf(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** The instant of a calendar day and "HH:mm" on this device's clock, as ISO 8601 UTC. */
export function instantOf(day: string, time: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes).toISOString();
}
