/**
 * How a scheduled dose (an occurrence of a schedule) is told: its state in words and an icon, never colour alone,
 * its wall-clock time, and whether it can still be taken. Shared by the Daily tab's list and History's day view.
 */
import { OCCURRENCE_STATE_LABELS, OCCURRENCE_WINDOW_MINUTES, type Occurrence, type OccurrenceState } from '@wellness/contract';
import type { IconName } from '@/components/icons';
import { formatClockTime, formatWallTime as wallTimeText } from '@/lib/date-format';

export const OCCURRENCE_STATE_ICONS: Record<OccurrenceState, IconName> = {
  upcoming: 'clock',
  due: 'bell',
  taken: 'check',
  late: 'alert',
  skipped: 'skip',
  missed: 'close',
};

/** The tone of a state's badge: a hint beside the words and the icon. */
export type StateTone = 'neutral' | 'attention' | 'done' | 'warning' | 'quiet';
export const OCCURRENCE_STATE_TONES: Record<OccurrenceState, StateTone> = {
  upcoming: 'neutral',
  due: 'attention',
  taken: 'done',
  late: 'warning',
  skipped: 'quiet',
  missed: 'warning',
};

/** Upcoming, due and overdue doses can still be taken, snoozed or skipped. */
export function isOpenOccurrence(occurrence: Pick<Occurrence, 'state'>): boolean {
  return occurrence.state === 'upcoming' || occurrence.state === 'due' || occurrence.state === 'late';
}

/**
 * Whether Take is offered: due and overdue doses, and an upcoming one once its window has opened (two hours before
 * its time; the server may open it later when an earlier dose of the same substance is near, and then says so).
 */
export function canTakeNow(occurrence: Pick<Occurrence, 'state' | 'scheduledAt'>, now: Date): boolean {
  if (occurrence.state === 'due' || occurrence.state === 'late') return true;
  if (occurrence.state !== 'upcoming') return false;
  return now.getTime() >= new Date(occurrence.scheduledAt).getTime() - OCCURRENCE_WINDOW_MINUTES.opensBefore * 60_000;
}

/** A local "HH:MM" in the user's clock ("8:00 AM" or "08:00", lib/date-format.ts); anything else as it is. */
export function formatWallTime(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? wallTimeText(time) : time;
}

/** An instant's clock time on this device, in the user's clock. */
export function formatInstantTime(iso: string): string {
  return formatClockTime(iso);
}

/**
 * The state in words: "Taken at 8:04 AM", "Taken at 9:30 AM (late)", "Skipped: felt sick", "Snoozed until 8:15 AM",
 * else the contract's label ("Due now", "Overdue", "Missed", "Upcoming").
 */
export function occurrenceStatusText(occurrence: Occurrence, now: Date, timeOf: (iso: string) => string = (iso) => formatInstantTime(iso)): string {
  switch (occurrence.state) {
    case 'taken': {
      const at = occurrence.dose ? ` at ${timeOf(occurrence.dose.timestamp)}` : '';
      return `${OCCURRENCE_STATE_LABELS.taken}${at}${occurrence.onTime === false ? ' (late)' : ''}`;
    }
    case 'skipped':
      return occurrence.skipReason ? `${OCCURRENCE_STATE_LABELS.skipped}: ${occurrence.skipReason}` : OCCURRENCE_STATE_LABELS.skipped;
    case 'due':
    case 'late':
    case 'upcoming': {
      const snoozed = occurrence.snoozedUntil !== null && new Date(occurrence.snoozedUntil).getTime() > now.getTime();
      return snoozed && occurrence.snoozedUntil !== null ? `Snoozed until ${timeOf(occurrence.snoozedUntil)}` : OCCURRENCE_STATE_LABELS[occurrence.state];
    }
    default:
      return OCCURRENCE_STATE_LABELS[occurrence.state];
  }
}

/** Earliest first; the same time by substance name. */
export function byScheduledTime(a: Occurrence, b: Occurrence): number {
  return a.scheduledAt.localeCompare(b.scheduledAt) || a.substanceName.localeCompare(b.substanceName);
}
