/**
 * When a substance's supply runs out at its expected use. With a fixed schedule, the supply covers its next scheduled
 * doses one unit each (as logging a dose takes one unit); the run-out date is the day of the first dose it cannot
 * cover (today when not one dose is left). Without one (or as needed), the last RUN_OUT_RECENT_DAYS days' logged doses
 * give the daily rate. Nothing is forecast without a supply, without use, when the schedule ends before the supply does,
 * or more than a century ahead.
 */
import { RUN_OUT_RECENT_DAYS, type RunOut } from '@wellness/contract';
import { addDays, daysBetween } from '../calendar.js';
import { expandOccurrences } from './occurrences.js';
import { scheduledOn, type ScheduleRule } from './schedule-rule.js';

/** How far the schedule is walked; past it the rate of the walked days is extrapolated ("around"). */
const WALK_DAYS = 366;
/**
 * A run-out further away than a century is no forecast: nothing to refill, and past the year 9999 (a supply of 100 000
 * at one dose a month reaches it) the date is not even YYYY-MM-DD (addDays would write "+010016-0…").
 */
const HORIZON_DAYS = 36_525;

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
  // The rate comes from the whole days walked (tomorrow on), not today's remainder: counting today's doses still ahead
  // as a full day's made a daily schedule run out a day late from the evening on (2 a day, 2000 left: day 1002, not 1001).
  let scheduled = 0;
  for (let offset = 1; offset < WALK_DAYS; offset += 1) {
    const date = addDays(input.today, offset);
    if (!scheduledOn(rule, date)) continue;
    if (rule.times.length > covered) return forecast(date, input.today, 'schedule', input.refillLeadDays);
    covered -= rule.times.length;
    scheduled += rule.times.length;
  }
  if (scheduled === 0) return null;
  const offset = WALK_DAYS + Math.floor((covered * (WALK_DAYS - 1)) / scheduled);
  if (offset > HORIZON_DAYS) return null;
  const date = addDays(input.today, offset);
  // The supply outlasts the schedule: nothing to refill.
  if (rule.endDate !== null && rule.endDate < date) return null;
  return forecast(date, input.today, 'schedule', input.refillLeadDays);
}

export function forecastRunOut(input: RunOutInput): RunOut | null {
  const supply = input.remainingSupply;
  if (supply === null || supply < 0) return null;
  const rule = input.schedule;
  if (rule && rule.kind === 'fixed') {
    const runOut = fromSchedule(input, rule, supply);
    // With not one dose left the supply has run out now, not on the day of the next scheduled dose (which could be
    // tomorrow or next week): "0 left, runs out in 6 days" would understate it. No forecast stays none (schedule over).
    return runOut !== null && Math.floor(supply) === 0 ? forecast(input.today, input.today, 'schedule', input.refillLeadDays) : runOut;
  }
  if (input.recentDoses <= 0) return null;
  // supply × days / doses, not supply / (doses / days): the rounded daily rate made 23 left at 23 doses a month
  // 29.999… days, floored to 29. Both are whole numbers, so the quotient floors exactly.
  const days = Math.floor((supply * RUN_OUT_RECENT_DAYS) / input.recentDoses);
  if (days > HORIZON_DAYS) return null;
  return forecast(addDays(input.today, days), input.today, 'recent-use', input.refillLeadDays);
}
