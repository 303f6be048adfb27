/**
 * The scheduled doses of a local date range: one occurrence per scheduled day and time, with the instant it falls on in
 * the user's zone and the window a dose settles it in. Times are wall-clock: 08:00 stays 08:00 across a daylight-saving
 * change and after the user moves to another zone (the zone is the user's current one).
 */
import { OCCURRENCE_WINDOW_MINUTES } from '@wellness/contract';
import { addDays, dayRange } from '../calendar.js';
import { instantOfLocal, localMinuteOfDay, minutesOf } from './local-time.js';
import { scheduledOn, type ScheduleRule } from './schedule-rule.js';

const MINUTE_MS = 60_000;

export interface ScheduledOccurrence {
  id: string;
  substanceId: string;
  date: string;
  time: string;
  at: number;
  /** A dose from here (inclusive) settles it. */
  opensAt: number;
  /** A dose before here settles it; from here, unsettled, it is missed. */
  closesAt: number;
  /** The end of the on-time window (inclusive). */
  onTimeUntil: number;
}

/** `<substanceId>_<YYYYMMDD>_<HHMM>`: stable, so a reminder, a mark and a retried tap name the same occurrence. */
export function occurrenceId(substanceId: string, date: string, time: string): string {
  return `${substanceId}_${date.replaceAll('-', '')}_${time.replace(':', '')}`;
}

export function parseOccurrenceId(id: string): { substanceId: string; date: string; time: string } | null {
  const match = /^(.+)_(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})$/.exec(id);
  if (!match) return null;
  const [, substanceId, y, m, d, hh, mm] = match;
  if (!substanceId || !y || !m || !d || !hh || !mm) return null;
  return { substanceId, date: `${y}-${m}-${d}`, time: `${hh}:${mm}` };
}

/** The bare instants of the schedule's doses on the days from `from` to `to`, in time order. */
function instants(rule: ScheduleRule, from: string, to: string, timeZone: string) {
  const out: Array<{ date: string; time: string; at: number }> = [];
  for (const date of dayRange(from, to)) {
    if (!scheduledOn(rule, date)) continue;
    for (const time of rule.times) out.push({ date, time, at: instantOfLocal(date, time, timeZone).getTime() });
  }
  // A DST gap can move a time past the next one (02:30 → 03:30 beside a 03:00 dose); keep time order.
  out.sort((a, b) => a.at - b.at);
  // It can also move a time onto another (02:30 → 03:30 beside a 03:30 dose). Two doses on one instant cannot both
  // have a window around their time (the midpoint cut would close the first at its own time, missed as it falls due),
  // so the dose from the gap, whose time the clock never shows anyway, moves to the next free minute. Real times keep
  // their instant; this only happens on the day of a gap and touches only that day's doses.
  if (new Set(out.map((o) => o.at)).size < out.length) {
    const inGap = (o: { time: string; at: number }) => localMinuteOfDay(o.at, timeZone) !== minutesOf(o.time);
    const taken = new Set(out.filter((o) => !inGap(o)).map((o) => o.at));
    for (const o of out.filter(inGap)) {
      while (taken.has(o.at)) o.at += MINUTE_MS;
      taken.add(o.at);
    }
    out.sort((a, b) => a.at - b.at);
  }
  return out;
}

/**
 * The occurrences on the local days from `from` to `to`. A window opens OCCURRENCE_WINDOW_MINUTES.opensBefore before
 * the time and closes closesAfter after it, each cut at the midpoint to the neighbouring occurrence of the same
 * substance, so one dose never settles two occurrences and every dose has at most one to settle.
 */
export function expandOccurrences(rule: ScheduleRule, from: string, to: string, timeZone: string): ScheduledOccurrence[] {
  if (rule.kind !== 'fixed' || from > to) return [];
  // Two days either side give the first and last occurrence their neighbours: a neighbour matters within a window's
  // reach (12 hours after, so 24 hours away), which a late dose's next can be two calendar days on (Saturday 23:01 and
  // Monday 00:00 are 23 h 59 min apart across the spring clock change); one day would miss it.
  const all = instants(rule, addDays(from, -2), addDays(to, 2), timeZone);
  const out: ScheduledOccurrence[] = [];
  all.forEach((o, i) => {
    if (o.date < from || o.date > to) return;
    const previous = all[i - 1];
    const next = all[i + 1];
    let opensAt = o.at - OCCURRENCE_WINDOW_MINUTES.opensBefore * MINUTE_MS;
    let closesAt = o.at + OCCURRENCE_WINDOW_MINUTES.closesAfter * MINUTE_MS;
    if (previous) opensAt = Math.max(opensAt, Math.ceil((previous.at + o.at) / 2));
    if (next) closesAt = Math.min(closesAt, Math.ceil((o.at + next.at) / 2));
    const onTimeUntil = Math.min(o.at + OCCURRENCE_WINDOW_MINUTES.onTimeAfter * MINUTE_MS, closesAt - 1);
    out.push({
      id: occurrenceId(rule.substanceId, o.date, o.time),
      substanceId: rule.substanceId,
      date: o.date,
      time: o.time,
      at: o.at,
      opensAt,
      closesAt,
      onTimeUntil,
    });
  });
  return out;
}
