/**
 * The experiment as the API shows it, from its plan and what was logged: each day's assignment beside what was taken
 * and rated, progress, and adherence to the assignment. Pure; no estimate of any effect is computed here.
 */
import type { Experiment, ExperimentAdherence, ExperimentDay, ExperimentSummary, ExperimentVersion } from '@wellness/contract';
import { daysBetween } from '../../lib/calendar.js';
import { countingDays, statusOn, type ExperimentPlan } from '../../reads/experiments/experiment-plan.js';

export interface DayRecords {
  /** Local days on which the substance was taken. */
  taken: ReadonlySet<string>;
  /** The day's mean of the outcome metric, for rated days. */
  outcome: ReadonlyMap<string, number>;
}

function progressOf(plan: ExperimentPlan, today: string) {
  const totalDays = plan.days.length;
  const status = statusOn(plan.row, today);
  const daysElapsed = countingDays(plan).filter((day) => day.date < today).length;
  return {
    totalDays,
    daysElapsed,
    today: status === 'running' ? daysBetween(plan.row.start_date, today) + 1 : null,
    daysLeft: status === 'planned' || status === 'running' ? totalDays - daysElapsed : 0,
  };
}

export function experimentDays(plan: ExperimentPlan, records: DayRecords, today: string): ExperimentDay[] {
  return plan.days.map((day) => {
    const counts = day.date <= plan.lastDay;
    const seen = counts && day.date <= today;
    const passed = counts && day.date < today;
    const taken = seen ? records.taken.has(day.date) : null;
    return {
      date: day.date,
      dayNumber: day.dayNumber,
      block: day.block,
      dayInBlock: day.dayInBlock,
      assignment: day.assignment,
      take: day.take,
      taken,
      outcome: seen ? (records.outcome.get(day.date) ?? null) : null,
      followed: passed ? taken === day.take : null,
    };
  });
}

/** Of the days that have passed and count: followed, not followed, and without an outcome rating. */
export function adherenceOf(days: readonly ExperimentDay[]): ExperimentAdherence {
  let followed = 0;
  let notFollowed = 0;
  let withoutOutcome = 0;
  for (const day of days) {
    if (day.followed === null) continue;
    if (day.followed) followed += 1;
    else notFollowed += 1;
    if (day.outcome === null) withoutOutcome += 1;
  }
  return { followed, notFollowed, withoutOutcome };
}

export function toSummary(plan: ExperimentPlan, today: string): ExperimentSummary {
  const { row, protocol } = plan;
  return {
    id: row.id,
    substanceId: row.substance_id,
    substanceName: row.substance_name,
    question: protocol.question,
    outcomeMetric: protocol.outcomeMetric,
    status: statusOn(row, today),
    startDate: row.start_date,
    endDate: row.end_date,
    fingerprint: row.fingerprint,
    lockedAt: row.locked_at,
    stoppedAt: row.stopped_at,
    progress: progressOf(plan, today),
  };
}

export function toExperiment(plan: ExperimentPlan, records: DayRecords, versions: readonly ExperimentVersion[], today: string): Experiment {
  const days = experimentDays(plan, records, today);
  return {
    ...toSummary(plan, today),
    version: plan.row.version,
    protocol: plan.protocol,
    canonicalProtocol: plan.row.protocol,
    versions: [...versions],
    days,
    adherence: adherenceOf(days),
    stopReason: plan.row.stop_reason,
    readAsPlanned: plan.row.stopped_at === null,
    createdAt: plan.row.created_at,
  };
}
