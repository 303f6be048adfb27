/**
 * The clinician report v2 (docs/clinician-report.md): for a range of days, the substances with their start, dose
 * periods, adherence and supply; the interaction findings; the daily ratings; the effects Analytics claims over the
 * same days; the self-experiments' results; the side-effect notes. Reads come from reads/; what other features
 * compute (the interaction report, the family of claims, an experiment's result) is passed in by app.ts. Dose
 * periods come from the shared read reads/dose-periods/.
 */
import {
  CLINICIAN_REPORT_LIMITS,
  SUBSTANCE_TYPES,
  type ClinicianReport,
  type ClinicianReportQuery,
  type ExperimentResult,
  type InteractionReportResult,
  type ReportEffects,
  type ReportExperiment,
  type ReportSubstance,
} from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { calendarDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { readDays } from '../../reads/day-series/read-days.js';
import { readDosePeriods } from '../../reads/dose-periods/read-dose-periods.js';
import { statusOn } from '../../reads/experiments/experiment-plan.js';
import { experimentsMeeting, type ExperimentRow } from '../../reads/experiments/repository.js';
import { listSubstances } from '../../reads/inventory/repository.js';
import { reportItemOf, toSubstance } from '../../reads/inventory/to-substance.js';
import { countAdherence } from '../../reads/schedules/adherence-counts.js';
import { listSchedules } from '../../reads/schedules/repository.js';
import { readRunOuts } from '../../reads/schedules/run-outs.js';
import { readSettledOccurrences } from '../../reads/schedules/settled-occurrences.js';
import { taggedEntries } from '../../reads/tagged-entries/repository.js';
import { readTakenDays } from '../../reads/taken-days/read-taken-days.js';
import { firstTakenDays } from '../../reads/taken-days/repository.js';
import { loggedAdherence } from './logged-adherence.js';
import { ratingSeries } from './rating-series.js';
import { reportRange, type ReportRange } from './report-range.js';
import { sideEffectNotes } from './side-effect-notes.js';
import { sideEffectRule } from './side-effect-tags.js';

/** The report names the patient, so it needs their name and address besides the owner. */
export type ReportOwner = Owner & { name: string; email: string };

/** What the report needs from other features, composed in app.ts. */
export interface ClinicianReportSources {
  /** The interaction findings over the user's inventory, as the interactions feature reports them (unchecked included). */
  interactionReport(owner: ReportOwner): Promise<InteractionReportResult>;
  /** Analytics' family of claims over exactly these days, only the claims that hold. */
  foundEffects(owner: Owner, range: { from: string; to: string }): Promise<ReportEffects>;
  /** A completed or stopped experiment's result, as the experiments feature computes it. */
  experimentResult(owner: Owner, id: string): Promise<ExperimentResult>;
}

/** The most tagged entries read for the side-effect notes: far above what is listed, and bounded. */
const TAGGED_ENTRIES_READ = 5000;

export type ClinicianReportService = ReturnType<typeof createClinicianReportService>;

export function createClinicianReportService(deps: { db: Db; clock: Clock; sources: ClinicianReportSources }) {
  const { db, clock, sources } = deps;

  async function experimentResults(owner: Owner, range: ReportRange, today: string): Promise<ReportExperiment[]> {
    const ended = (await experimentsMeeting(db, owner.id, range.from, range.to))
      .map((row) => ({ row, status: statusOn(row, today) }))
      .filter((e): e is { row: ExperimentRow; status: 'completed' | 'stopped' } => e.status === 'completed' || e.status === 'stopped')
      .slice(0, CLINICIAN_REPORT_LIMITS.experiments);
    // One after the other: each result is a worker's analysis, and the pool's queue is shared with every user.
    const results: ReportExperiment[] = [];
    for (const { row, status } of ended) results.push(await experimentOf(owner, row, status));
    return results;
  }

  async function experimentOf(owner: Owner, row: ExperimentRow, status: 'completed' | 'stopped'): Promise<ReportExperiment> {
    const base = { id: row.id, substanceName: row.substance_name, status, startDate: row.start_date, endDate: row.end_date, stoppedOn: row.stopped_on };
    try {
      const result = await sources.experimentResult(owner, row.id);
      return {
        ...base,
        outcomeMetric: result.outcomeMetric,
        conclusion: result.conclusion,
        estimate: result.estimate,
        ci95: result.ci95,
        daysUsed: result.daysUsed,
        summary: result.summary,
      };
    } catch (error) {
      // A busy analysis pool is said on the page; anything else is a fault and fails the report.
      if (!(error instanceof AppError) || error.kind !== 'unavailable') throw error;
      return {
        ...base,
        outcomeMetric: 'productivity',
        conclusion: null,
        estimate: null,
        ci95: null,
        daysUsed: null,
        summary: 'The result could not be computed just now; it is shown with the experiment in Analytics.',
      };
    }
  }

  return {
    async report(owner: ReportOwner, query: ClinicianReportQuery): Promise<ClinicianReport> {
      const now = clock.now();
      const today = calendarDayIn(now, owner.timezone);
      const range = reportRange(query, today);
      const span = { from: range.from, to: range.to };
      const [items, schedules, firsts, taken, days, tagged, dosePeriods] = await Promise.all([
        listSubstances(db, owner.id, SUBSTANCE_TYPES),
        listSchedules(db, owner.id),
        firstTakenDays(db, owner.id),
        readTakenDays(db, owner.id, span),
        readDays(db, owner, span, now),
        taggedEntries(db, owner.id, span, TAGGED_ENTRIES_READ),
        readDosePeriods(db, owner, span),
      ]);
      const [settled, runOuts, interactions, effects] = await Promise.all([
        readSettledOccurrences(db, owner.id, owner.timezone, schedules, range.from, range.to, now.getTime()),
        readRunOuts(
          db,
          owner,
          now,
          items.map(({ row }) => ({ id: row.id, remainingSupply: row.remaining_supply === null ? null : Number(row.remaining_supply) })),
        ),
        sources.interactionReport(owner),
        sources.foundEffects(owner, span),
      ]);
      const scheduled = new Map(countAdherence(schedules, settled).map((a) => [a.substanceId, a]));
      const periodsOf = new Map(dosePeriods.map((p) => [p.substanceId, p.periods]));

      const substances = items.map((item): ReportSubstance => {
        const s = toSubstance(item);
        const periods = periodsOf.get(s.id) ?? [];
        const starts = [periods[0]?.from, firsts.get(s.id)].filter((d): d is string => d !== undefined);
        const startDate = starts.length === 0 ? null : starts.reduce((a, b) => (a < b ? a : b));
        const plan = scheduled.get(s.id);
        return {
          ...reportItemOf(s),
          startDate,
          dosePeriods: periods,
          adherence: plan
            ? {
                basis: 'schedule',
                scheduled: plan.scheduled,
                onTime: plan.onTime,
                late: plan.late,
                missed: plan.missed,
                skipped: plan.skipped,
                share: plan.adherence,
              }
            : loggedAdherence(span, startDate, taken.get(s.id)?.keys() ?? []),
          remainingSupply: s.remainingSupply,
          runOut: runOuts.get(s.id) ?? null,
        };
      });

      const rule = sideEffectRule(query.sideEffectTag);
      const sideEffects = sideEffectNotes(tagged, rule);
      return {
        generatedAt: now.toISOString(),
        range,
        patient: { name: owner.name, email: owner.email },
        substances,
        interactions,
        ratings: { days: days.map((d) => d.day), metrics: ratingSeries(days) },
        effects,
        experiments: await experimentResults(owner, range, today),
        sideEffects: {
          rule: rule.rule,
          tags: rule.rule === 'chosen' ? (query.sideEffectTag ?? []) : sideEffects.tags,
          notes: sideEffects.notes,
          notListed: sideEffects.notListed,
        },
      };
    },
  };
}
