/**
 * When a substance's supply runs out at its expected use. With a fixed schedule, the supply covers its next scheduled
 * doses one unit each (as logging a dose takes one unit); the run-out date is the day of the first dose it cannot
 * cover. Without one (or as needed), the last RUN_OUT_RECENT_DAYS days' logged doses give the daily rate. Nothing is
 * forecast without a supply, without use, or when the schedule ends before the supply does.
 */
import { RUN_OUT_RECENT_DAYS, type RunOut } from '@wellness/contract';
import { addDays, daysBetween } from '../calendar.js';
import { expandOccurrences } from './occurrences.js';
import { scheduledOn, type ScheduleRule } from './schedule-rule.js';

/** How far the schedule is walked; past it the rate of the walked days is extrapolated ("around"). */
const WALK_DAYS = 366;

export interface RunOutInput {
  remainingSupply: number | null;
  /** The substance's fixed or as-needed schedule, if any. */
  schedule: ScheduleRule | null;
  refillLeadDays: number;
  /** Doses of the substance logged in the last RUN_OUT_RECENT_DAYS days (today included). */
  recentDoses: number;
  /** Scheduled occurrences from now on that are already settled (taken today ahead of time): not to be counted again. */
  settledAhead: ReadonlySet<string>;
  today: string;
  now: number;
  timeZone: string;
}

function forecast(date: string, today: string, basis: RunOut['basis'], leadDays: number): RunOut {
  const refillBy = addDays(date, -leadDays);
  return { date, daysLeft: Math.max(0, daysBetween(today, date)), basis, refillBy: refillBy < today ? today : refillBy };
}

function fromSchedule(input: RunOutInput, rule: ScheduleRule, supply: number): RunOut | null {
  // Today needs instants (some of its doses may be past or taken); later days only their count of times.
  const todayAhead = expandOccurrences(rule, input.today, input.today, input.timeZone).filter(
    (o) => o.closesAt > input.now && !input.settledAhead.has(o.id),
  ).length;
  let covered = Math.floor(supply);
  if (todayAhead > covered) return forecast(input.today, input.today, 'schedule', input.refillLeadDays);
  covered -= todayAhead;
  let scheduled = todayAhead;
  for (let offset = 1; offset < WALK_DAYS; offset += 1) {
    const date = addDays(input.today, offset);
    if (!scheduledOn(rule, date)) continue;
    if (rule.times.length > covered) return forecast(date, input.today, 'schedule', input.refillLeadDays);
    covered -= rule.times.length;
    scheduled += rule.times.length;
  }
  if (scheduled === 0) return null;
  const date = addDays(input.today, WALK_DAYS + Math.floor(covered / (scheduled / WALK_DAYS)));
  // The supply outlasts the schedule: nothing to refill.
  if (rule.endDate !== null && rule.endDate < date) return null;
  return forecast(date, input.today, 'schedule', input.refillLeadDays);
}

export function forecastRunOut(input: RunOutInput): RunOut | null {
  const supply = input.remainingSupply;
  if (supply === null || supply < 0) return null;
  const rule = input.schedule;
  if (rule && rule.kind === 'fixed') return fromSchedule(input, rule, supply);
  if (input.recentDoses <= 0) return null;
  const perDay = input.recentDoses / RUN_OUT_RECENT_DAYS;
  return forecast(addDays(input.today, Math.floor(supply / perDay)), input.today, 'recent-use', input.refillLeadDays);
}
