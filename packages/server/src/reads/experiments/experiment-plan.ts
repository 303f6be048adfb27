/**
 * An experiment row read as its plan: the stored protocol parsed, its days, its state on a given local day, and the
 * last day that counts (a stopped experiment ends the day before its stop). Pure, so every reader agrees.
 */
import { experimentProtocolSchema, type ExperimentProtocol, type ExperimentStatus } from '@wellness/contract';
import { addDays } from '../../lib/calendar.js';
import { planDays, type PlannedDay } from '../../lib/experiments/design.js';
import type { ExperimentRow } from './repository.js';

export interface ExperimentPlan {
  row: ExperimentRow;
  protocol: ExperimentProtocol;
  days: PlannedDay[];
  /** The last planned day that counts: the end, or the day before the stop when it came earlier. */
  lastDay: string;
}

export function toPlan(row: ExperimentRow): ExperimentPlan {
  const protocol = experimentProtocolSchema.parse(JSON.parse(row.protocol));
  const days = planDays({ startDate: row.start_date, blockDays: protocol.blockDays, washoutDays: protocol.washoutDays, pairOrders: protocol.pairOrders });
  const stoppedBefore = row.stopped_on === null ? null : addDays(row.stopped_on, -1);
  const lastDay = stoppedBefore !== null && stoppedBefore < row.end_date ? stoppedBefore : row.end_date;
  return { row, protocol, days, lastDay };
}

export function statusOn(row: Pick<ExperimentRow, 'start_date' | 'end_date' | 'stopped_at'>, today: string): ExperimentStatus {
  if (row.stopped_at !== null) return 'stopped';
  if (today < row.start_date) return 'planned';
  if (today > row.end_date) return 'completed';
  return 'running';
}

/** The planned days that still count (a stopped experiment's days from its stop on do not). */
export function countingDays(plan: ExperimentPlan): PlannedDay[] {
  return plan.days.filter((d) => d.date <= plan.lastDay);
}

/** The counting days whose instruction is not to take the substance: reminders stay silent then. */
export function offDaysOf(plan: ExperimentPlan): string[] {
  return countingDays(plan)
    .filter((day) => !day.take)
    .map((day) => day.date);
}

/** `substanceId|date` of the plans' days off from `from` to `to`. */
export function offDayKeys(plans: readonly ExperimentPlan[], from: string, to: string): Set<string> {
  const keys = new Set<string>();
  for (const plan of plans) {
    for (const date of offDaysOf(plan)) if (date >= from && date <= to) keys.add(`${plan.row.substance_id}|${date}`);
  }
  return keys;
}
