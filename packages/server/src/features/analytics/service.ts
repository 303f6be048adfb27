/**
 * Analytics: every call reads its period in one or two queries over the shared reads (the day series,
 * the taken days) and hands the rows to the pure composers of this folder; the statistics are lib/statistics'.
 */
import {
  CONDITION_MESSAGES,
  type AilmentAnalysisResponse,
  SUBSTANCE_TYPES,
  ANALYTICS_MESSAGES,
  type DashboardResponse,
  type DoseResponseResponse,
  type EffectiveAidsResponse,
  type FactorEffectsResponse,
  type Period,
  type ReportEffects,
  type Substance,
  type SupplementEffectivenessResponse,
  type SupplementInsightsResponse,
  type SupplementTimelineResponse,
  type TimelineMetric,
  type WeeklyTrendsResponse,
} from '@wellness/contract';
import type { Db } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { readWithheld } from '../../reads/experiments/withheld.js';
import { withheldDoseResponse, withheldInsights, withoutWithheld } from './withheld.js';
import { addDays, calendarDayIn, daysBetween, minuteOfDayIn } from '../../lib/calendar.js';
import type { Clock } from '../../lib/clock.js';
import type { Owner } from '../../lib/owner.js';
import { MIN_DAYS_PER_SIDE, MIN_RATED_DAYS } from '../../lib/statistics/minimums.js';
import { activeDays } from '../../reads/day-series/active-days.js';
import { firstRecordDay } from '../../reads/day-series/first-record.js';
import { lastDaysFrom, periodFirstDay } from '../../reads/day-series/periods.js';
import { readDays } from '../../reads/day-series/read-days.js';
import { readFactorSeries } from '../../reads/factor-values/read-factor-series.js';
import { findSubstance, findSubstancesByIds, listSubstances } from '../../reads/inventory/repository.js';
import { toSubstance } from '../../reads/inventory/to-substance.js';
import { firstTakenDay } from '../../reads/taken-days/repository.js';
import { readTakenDays } from '../../reads/taken-days/read-taken-days.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';
import { ailmentAnalysis } from './ailment-analysis.js';
import { claimFamily, FAMILY_METHOD } from './claim-family.js';
import { rankAids, type AidInfo } from './aid-ranking.js';
import { composeDashboard } from './dashboard.js';
import { TREND_WINDOW } from './recent-trends.js';
import { DOSE_WINDOW_MIN_DAYS, doseResponse } from './dose-response.js';
import { factorEffects } from './factor-effects.js';
import { reportEffects } from './found-effects.js';
import { timedObservations } from './timed-observations.js';
import { substanceEffectiveness } from './effectiveness.js';
import { substanceInsights } from './insights.js';
import * as repo from './repository.js';
import { streaks } from './streaks.js';
import { substanceTimeline } from './timeline.js';
import { weeklyTrends } from './weekly-trends.js';

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** A condition the user can see (catalog or their own), with the metrics it asks for; the conditions feature provides it. */
export type FindCondition = (owner: Owner, id: string) => Promise<{ id: string; name: string; metrics: readonly string[] } | undefined>;

/** The taken days, and the same without the substances whose experiment runs today (no peeking), with those. */
async function takenOutsideExperiments(db: Db, owner: Owner, range: { from: string; to: string }, today: string) {
  const [all, withheld] = await Promise.all([readTakenDays(db, owner.id, range), readWithheld(db, owner.id, today)]);
  return { all, taken: withoutWithheld(all, withheld), withheld };
}

/** What the period's family of claims is built from: the days, the taken days outside experiments, the own factors. */
async function familyInputs(db: Db, owner: Owner, range: { from: string; to: string }, today: string, now: Date) {
  const [series, taken, factors] = await Promise.all([
    readDays(db, owner, range, now),
    takenOutsideExperiments(db, owner, range, today),
    readFactorSeries(db, owner.id, range),
  ]);
  return { series, factors, ...taken };
}

/** The substances with doses among the taken days, with their dose counts (those compared by effectiveness and ailment analysis). */
async function dosedSubstances(db: Db, owner: Owner, taken: TakenDays) {
  const doseCounts = new Map<string, number>();
  for (const [id, days] of taken) {
    let doses = 0;
    for (const day of days.values()) doses += day.doses;
    if (doses > 0) doseCounts.set(id, doses);
  }
  const found = await findSubstancesByIds(db, owner.id, [...doseCounts.keys()]);
  return { doseCounts, substances: found.map(({ row }) => ({ id: row.id, name: row.name, brand: row.brand })) };
}

/** The names of the substances among the taken days, for sentences. */
async function substanceNamesOf(db: Db, owner: Owner, taken: TakenDays): Promise<Map<string, string>> {
  const named = await findSubstancesByIds(db, owner.id, [...taken.keys()]);
  return new Map(named.map(({ row }) => [row.id, row.name]));
}

export function createAnalyticsService(deps: {
  db: Db;
  clock: Clock;
  aidCatalog: (owner: Owner) => Promise<ReadonlyMap<string, AidInfo>>;
  findCondition: FindCondition;
}) {
  const { db, clock, aidCatalog, findCondition } = deps;
  const notFound = () => new AppError('not_found', ANALYTICS_MESSAGES.supplementNotFound);

  function todayOf(owner: Owner): { now: Date; today: string } {
    const now = clock.now();
    return { now, today: calendarDayIn(now, owner.timezone) };
  }

  /** The period's days: from its first day (the first record for `all`, today when there is none) to today. */
  async function periodRange(owner: Owner, period: Period, today: string): Promise<{ from: string; to: string }> {
    const from = periodFirstDay(period, today) ?? (await firstRecordDay(db, owner.id)) ?? today;
    return { from: from > today ? today : from, to: today };
  }

  return {
    async dashboard(owner: Owner, period: Period): Promise<DashboardResponse> {
      const { now, today } = todayOf(owner);
      const active = await activeDays(db, owner.id);
      const from = periodFirstDay(period, today) ?? active[0] ?? today;
      const length = daysBetween(from, today) + 1;
      const previousFrom = period === 'all' ? from : addDays(from, -length);
      // The recent trends need the last 14 days, whatever the period.
      const recentFrom = addDays(today, -2 * TREND_WINDOW + 1);
      const series = await readDays(db, owner, { from: previousFrom < recentFrom ? previousFrom : recentFrom, to: today }, now);
      return composeDashboard({
        period,
        today,
        current: series.filter((d) => d.day >= from),
        previous: period === 'all' ? null : series.filter((d) => d.day < from && d.day >= previousFrom),
        activeDays: active,
        recent: series.filter((d) => d.day >= recentFrom),
      });
    },

    /** The current and longest streak of tracked days, without the rest of the dashboard (the account summary's). */
    async streaks(owner: Owner): Promise<{ currentStreak: number; longestStreak: number }> {
      const { today } = todayOf(owner);
      return streaks(await activeDays(db, owner.id), today);
    },

    async effectiveAids(owner: Owner, period: Period): Promise<EffectiveAidsResponse> {
      const { today } = todayOf(owner);
      const from = periodFirstDay(period, today);
      const [usages, overall, aids] = await Promise.all([
        repo.aidUsageSince(db, owner.id, from),
        repo.overallProductivitySince(db, owner.id, from),
        aidCatalog(owner),
      ]);
      return { period, aids: rankAids(usages, overall, aids) };
    },

    async weeklyTrends(owner: Owner, period: Period): Promise<WeeklyTrendsResponse> {
      const { now, today } = todayOf(owner);
      const series = await readDays(db, owner, await periodRange(owner, period, today), now);
      return { period, days: weeklyTrends(series) };
    },

    async effectiveness(owner: Owner, period: Period): Promise<SupplementEffectivenessResponse> {
      const { now, today } = todayOf(owner);
      const range = await periodRange(owner, period, today);
      const { series, taken, withheld, factors } = await familyInputs(db, owner, range, today, now);
      const { doseCounts, substances } = await dosedSubstances(db, owner, taken);
      const family = claimFamily(series, taken, factors);
      return {
        period,
        supplements: substanceEffectiveness(series, taken, substances, doseCounts, family),
        minimums: { ratedDays: MIN_RATED_DAYS, daysPerSide: MIN_DAYS_PER_SIDE },
        family: { size: family.size, claims: family.claims, q: family.q, method: FAMILY_METHOD },
        withheld,
      };
    },

    /** Own factors, ratings and substances related to each other (issue 32), decided in the period's one family. */
    async factorEffects(owner: Owner, period: Period): Promise<FactorEffectsResponse> {
      const { now, today } = todayOf(owner);
      const range = await periodRange(owner, period, today);
      const { series, taken, withheld, factors } = await familyInputs(db, owner, range, today, now);
      const names = await substanceNamesOf(db, owner, taken);
      return { period, ...factorEffects(claimFamily(series, taken, factors), names), withheld };
    },

    /** The claims of the one family over the clinician report's own days: only what holds is printed. */
    async foundEffects(owner: Owner, range: { from: string; to: string }): Promise<ReportEffects> {
      const { now, today } = todayOf(owner);
      const { series, taken, withheld, factors } = await familyInputs(db, owner, range, today, now);
      return reportEffects(range, claimFamily(series, taken, factors), await substanceNamesOf(db, owner, taken), withheld);
    },

    async substancesWithDoses(owner: Owner): Promise<Substance[]> {
      return (await listSubstances(db, owner.id, SUBSTANCE_TYPES)).filter(({ row }) => Number(row.total_doses) > 0).map((item) => toSubstance(item));
    },

    async timeline(owner: Owner, input: { substanceId?: string | undefined; days: number; metrics: TimelineMetric[] }): Promise<SupplementTimelineResponse> {
      const { now, today } = todayOf(owner);
      const range = { from: lastDaysFrom(today, input.days), to: today };
      if (input.substanceId !== undefined && !(await findSubstance(db, owner.id, input.substanceId))) throw notFound();
      const [series, taken] = await Promise.all([readDays(db, owner, range, now), readTakenDays(db, owner.id, range, input.substanceId)]);
      const names = await substanceNamesOf(db, owner, taken);
      return substanceTimeline(series, taken, names, input.metrics);
    },

    /** Every substance with doses in the last `days` days, compared on each metric the condition asks for. */
    async ailmentAnalysis(owner: Owner, conditionId: string, days: number): Promise<AilmentAnalysisResponse> {
      const condition = await findCondition(owner, conditionId);
      if (!condition) throw new AppError('not_found', CONDITION_MESSAGES.notFound);
      const { now, today } = todayOf(owner);
      const range = { from: lastDaysFrom(today, days), to: today };
      const { series, taken, withheld, factors } = await familyInputs(db, owner, range, today, now);
      const { doseCounts, substances } = await dosedSubstances(db, owner, taken);
      return { ...ailmentAnalysis({ condition, days, family: claimFamily(series, taken, factors), substances, doseCounts }), withheld };
    },

    /**
     * Effects by the hour: the substance's doses, the rated sessions and the rated entries of the last `days`, each
     * placed at its local clock time (a session at its start: what the dose could act on when the work began).
     */
    async doseResponse(owner: Owner, substanceId: string, days: number): Promise<DoseResponseResponse> {
      const found = await findSubstance(db, owner.id, substanceId);
      if (!found) throw notFound();
      const { today } = todayOf(owner);
      const range = { from: lastDaysFrom(today, days), to: today };
      const withheld = (await readWithheld(db, owner.id, today)).find((w) => w.substanceId === substanceId) ?? null;
      const [doses, entryDays, sessions, entries, viewsOnScreen] = await Promise.all([
        repo.dosesOfSubstance(db, owner.id, substanceId, range),
        repo.daysTakenInEntries(db, owner.id, substanceId, range),
        repo.ratedSessions(db, owner.id, range),
        repo.timedRatedEntries(db, owner.id, range),
        repo.countDosedSubstances(db, owner.id, range, DOSE_WINDOW_MIN_DAYS),
      ]);
      const response = doseResponse({
        substance: { id: found.row.id, name: found.row.name },
        days,
        doses: withheld ? [] : doses.map((d) => ({ day: d.local_day, minute: minuteOfDayIn(new Date(d.taken_at), owner.timezone) })),
        takenWithoutDose: withheld ? new Set() : new Set(entryDays),
        observations: withheld ? [] : timedObservations(sessions, entries, owner.timezone),
        viewsOnScreen,
      });
      return withheld ? withheldDoseResponse(response, withheld) : response;
    },

    async insights(owner: Owner, id: string, days: number): Promise<SupplementInsightsResponse> {
      const found = await findSubstance(db, owner.id, id);
      if (!found) throw notFound();
      const { now, today } = todayOf(owner);
      const range = { from: lastDaysFrom(today, days), to: today };
      const [{ series, all: allTaken, taken, withheld: withheldAll, factors }, firstTaken] = await Promise.all([
        familyInputs(db, owner, range, today, now),
        firstTakenDay(db, owner.id, id),
      ]);
      const { row } = found;
      const response = substanceInsights({
        substance: { id: row.id, name: row.name, brand: row.brand, category: row.category, totalDoses: Number(row.total_doses) },
        today,
        series,
        taken: allTaken.get(id),
        firstTaken,
        family: claimFamily(series, taken, factors),
      });
      const withheld = withheldAll.find((w) => w.substanceId === id);
      return withheld ? withheldInsights(response, withheld) : response;
    },
  };
}
