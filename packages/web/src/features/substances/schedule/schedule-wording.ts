/**
 * What the Substances tab says about a schedule: its times and days in words, the next dose it plans, and the
 * adherence line ("Taken 26 of 28 scheduled doses in 30 days (93 %)") with its on time / late / missed / skipped
 * breakdown. Pure, so the tests can pin the wording.
 */
import { SCHEDULE_WEEKDAY_LABELS, SCHEDULE_WEEKDAYS, type Schedule, type SubstanceAdherence, type ScheduleWeekday } from '@wellness/contract';

/** "every day", "Mon, Wed, Fri", "weekdays", "every 3 days", or "as needed". */
export function repeatText(schedule: Pick<Schedule, 'kind' | 'weekdays' | 'everyNDays'>): string {
  if (schedule.kind === 'as-needed') return 'as needed';
  if (schedule.everyNDays !== null) return schedule.everyNDays === 1 ? 'every day' : `every ${schedule.everyNDays} days`;
  if (schedule.weekdays === null || schedule.weekdays.length === SCHEDULE_WEEKDAYS.length) return 'every day';
  const days = SCHEDULE_WEEKDAYS.filter((day) => schedule.weekdays?.includes(day));
  if (days.length === 5 && !days.includes('sat') && !days.includes('sun')) return 'weekdays';
  if (days.length === 2 && days.includes('sat') && days.includes('sun')) return 'weekends';
  return days.map((day) => SCHEDULE_WEEKDAY_LABELS[day]).join(', ');
}

/** "8:00 AM and 8:00 PM, every day" with the times written by `formatTime`; "As needed" for an as-needed schedule. */
export function scheduleSummary(schedule: Pick<Schedule, 'kind' | 'times' | 'weekdays' | 'everyNDays'>, formatTime: (time: string) => string): string {
  if (schedule.kind === 'as-needed') return 'As needed, no reminders';
  const times = schedule.times.map(formatTime);
  const listed = times.length <= 2 ? times.join(' and ') : `${times.slice(0, -1).join(', ')} and ${times.at(-1) ?? ''}`;
  return `${listed}, ${repeatText(schedule)}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const WEEKDAY_OF_UTC: readonly ScheduleWeekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Whether the schedule has doses on a calendar day (ignoring its times). */
export function scheduledOn(schedule: Pick<Schedule, 'kind' | 'weekdays' | 'everyNDays' | 'startDate' | 'endDate'>, isoDay: string): boolean {
  if (schedule.kind !== 'fixed' || isoDay < schedule.startDate || (schedule.endDate !== null && isoDay > schedule.endDate)) return false;
  if (schedule.everyNDays !== null) return (dayNumber(isoDay) - dayNumber(schedule.startDate)) % schedule.everyNDays === 0;
  if (schedule.weekdays !== null) {
    const weekday = WEEKDAY_OF_UTC[new Date(`${isoDay}T00:00:00Z`).getUTCDay()];
    return weekday !== undefined && schedule.weekdays.includes(weekday);
  }
  return true;
}

export interface NextDose {
  date: string;
  time: string;
}

/**
 * The first scheduled day and time after `now` (a local day and "HH:MM" on this device's clock), looking at most
 * `horizonDays` ahead; null for an as-needed schedule or one that has ended.
 */
export function nextDose(
  schedule: Pick<Schedule, 'kind' | 'times' | 'weekdays' | 'everyNDays' | 'startDate' | 'endDate'>,
  today: string,
  nowTime: string,
  horizonDays = 400,
): NextDose | null {
  if (schedule.kind !== 'fixed' || schedule.times.length === 0) return null;
  const times = [...schedule.times].sort();
  const first = Math.max(dayNumber(today), dayNumber(schedule.startDate));
  for (let day = first; day <= dayNumber(today) + horizonDays; day += 1) {
    const iso = isoOfDayNumber(day);
    if (schedule.endDate !== null && iso > schedule.endDate) return null;
    if (!scheduledOn(schedule, iso)) continue;
    const time = iso === today ? times.find((candidate) => candidate > nowTime) : times[0];
    if (time !== undefined) return { date: iso, time };
  }
  return null;
}

/** Whole percent, rounded down only at the top so 99.6 % never reads as 100 % with a dose missed. */
export function percentOf(ratio: number): number {
  const percent = Math.round(ratio * 100);
  return percent === 100 && ratio < 1 ? 99 : percent;
}

/** "Taken 26 of 28 scheduled doses in 30 days (93 %)" (a no-break space before %); null when nothing was scheduled yet. */
export function adherenceSentence(adherence: Pick<SubstanceAdherence, 'scheduled' | 'onTime' | 'late' | 'adherence'>, days: number): string | null {
  if (adherence.scheduled === 0 || adherence.adherence === null) return null;
  const taken = adherence.onTime + adherence.late;
  const noun = adherence.scheduled === 1 ? 'scheduled dose' : 'scheduled doses';
  // A no-break space keeps "93 %" on one line.
  return `Taken ${taken} of ${adherence.scheduled} ${noun} in ${days} days (${percentOf(adherence.adherence)}\u00a0%)`;
}

/** "24 on time · 2 late · 1 missed · 1 skipped", leaving out the zeros (but always on time). */
export function adherenceBreakdown(adherence: Pick<SubstanceAdherence, 'onTime' | 'late' | 'missed' | 'skipped'>): string {
  const parts = [`${adherence.onTime} on time`];
  if (adherence.late > 0) parts.push(`${adherence.late} late`);
  if (adherence.missed > 0) parts.push(`${adherence.missed} missed`);
  if (adherence.skipped > 0) parts.push(`${adherence.skipped} skipped`);
  return parts.join(' · ');
}
