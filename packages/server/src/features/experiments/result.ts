/**
 * The result of an experiment, read once its last block has ended: the planned analysis (lib/experiments/analysis.ts)
 * of the outcome, the same model on each secondary outcome (exploratory, no conclusion), the outcome by block and the
 * words. A stopped experiment gets no estimate at all: its result cannot be read as planned.
 */
import { EXPERIMENT_MESSAGES, METRIC_TABLE, type ExperimentResult, type TrackingMetric } from '@wellness/contract';
import { analyseExperiment, EXPERIMENT_PRIOR } from '../../lib/experiments/analysis.js';
import { mean } from '../../lib/statistics/descriptive.js';
import type { ExperimentPlan } from '../../reads/experiments/experiment-plan.js';
import type { MetricRecords } from './day-records.js';
import { adherenceOf, experimentDays } from './experiment-view.js';
import { resultSummary } from './result-summary.js';

function analyse(plan: ExperimentPlan, outcomes: ReadonlyMap<string, number>, metric: TrackingMetric, randomization: boolean) {
  return analyseExperiment({
    randomization,
    days: plan.days.map((day) => ({
      dayNumber: day.dayNumber,
      block: day.block,
      pair: day.pair,
      blockAssignment: day.blockAssignment,
      assignment: day.assignment,
      outcome: outcomes.get(day.date) ?? null,
    })),
    pairOrders: plan.protocol.pairOrders,
    minimumEffect: plan.protocol.minimumEffect,
    lowerIsBetter: METRIC_TABLE[metric].direction === 'lower-is-better',
  });
}

function blocksOf(plan: ExperimentPlan, outcomes: ReadonlyMap<string, number>): ExperimentResult['blocks'] {
  const blocks = new Map<number, { assignment: 'on' | 'off'; dates: string[]; values: number[] }>();
  for (const day of plan.days) {
    const block = blocks.get(day.block) ?? { assignment: day.blockAssignment, dates: [], values: [] };
    block.dates.push(day.date);
    const value = outcomes.get(day.date);
    if (day.assignment !== 'washout' && value !== undefined) block.values.push(value);
    blocks.set(day.block, block);
  }
  return [...blocks].map(([block, b]) => ({
    block,
    assignment: b.assignment,
    startDate: b.dates[0] ?? '',
    endDate: b.dates[b.dates.length - 1] ?? '',
    mean: mean(b.values),
    days: b.values.length,
  }));
}

export function composeResult(plan: ExperimentPlan, records: MetricRecords, today: string): ExperimentResult {
  const { protocol, row } = plan;
  const adherence = adherenceOf(experimentDays(plan, records, today));
  const base = {
    experimentId: row.id,
    outcomeMetric: protocol.outcomeMetric,
    minimumEffect: protocol.minimumEffect,
    adherence,
    fingerprint: row.fingerprint,
    prior: EXPERIMENT_PRIOR,
  };
  if (row.stopped_at !== null) {
    return {
      ...base,
      status: 'stopped',
      readAsPlanned: false,
      estimate: null,
      ci95: null,
      probabilityAboveMinimum: null,
      randomizationP: null,
      conclusion: 'inconclusive',
      daysUsed: 0,
      blocks: [],
      secondary: [],
      summary: row.stop_reason === null ? EXPERIMENT_MESSAGES.stoppedNotReadable : `${EXPERIMENT_MESSAGES.stoppedNotReadable} Reason given: ${row.stop_reason}`,
    };
  }
  const primary = analyse(plan, records.outcome, protocol.outcomeMetric, true);
  return {
    ...base,
    status: 'completed',
    readAsPlanned: true,
    estimate: primary.estimate,
    ci95: primary.ci95,
    probabilityAboveMinimum: primary.probabilityAboveMinimum,
    randomizationP: primary.randomizationP,
    conclusion: primary.conclusion,
    daysUsed: primary.daysUsed,
    blocks: blocksOf(plan, records.outcome),
    secondary: protocol.secondaryMetrics.map((metric) => {
      const result = analyse(plan, records.byMetric.get(metric) ?? new Map(), metric, false);
      return { metric, estimate: result.estimate, ci95: result.ci95 };
    }),
    summary: resultSummary({
      substanceName: row.substance_name,
      metric: protocol.outcomeMetric,
      estimate: primary.estimate,
      ci95: primary.ci95,
      probabilityAboveMinimum: primary.probabilityAboveMinimum,
      minimumEffect: protocol.minimumEffect,
      conclusion: primary.conclusion,
      daysUsed: primary.daysUsed,
      notFollowed: adherence.notFollowed,
      blinded: protocol.blinded,
    }),
  };
}
