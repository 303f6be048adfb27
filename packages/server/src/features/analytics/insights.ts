/**
 * A substance's insights: how long and how regularly it has been taken, what the statistics module finds for each
 * rating, the recent week against the one before, and the rule-based sentences, each with its numbers. Every effect is
 * described as an association, never a cause.
 */
import { RATING_METRICS, type RatingMetric, type SupplementInsightsResponse } from '@wellness/contract';
import { daysBetween } from '../../lib/calendar.js';
import { roundTo } from '../../lib/statistics/descriptive.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { TakenDay } from '../../reads/taken-days/taken-days.js';
import { FAMILY_METHOD, type ClaimFamily, type FamilyComparison } from './claim-family.js';
import { describeComparison, metricEffect } from './effectiveness.js';
import { RATING_METRIC_DEFINITIONS } from './metrics.js';
import { onsetWindow } from '../../lib/onset-windows.js';
import { recentTrends } from './recent-trends.js';

/**
 * The insight thresholds: the first week is early days, up to day 29 the building stage (or early improvement, once a
 * rating is clearly better on the days taken); consistency under 50 % is warned of, above 80 % praised, judged on the
 * exact share of days, not the rounded one shown; a change over 0.3 between the last two weeks is a trend
 * (recent-trends.ts).
 */
export const EARLY_DAYS = 7;
export const BUILDING_UNTIL = 29;
export const CONSISTENCY_WARN = 0.5;
export const CONSISTENCY_PRAISE = 0.8;
/** Without a known onset window, "long term" starts after twice the building stage's 30 days. */
export const DEFAULT_ONSET_UPPER = 30;

type Insight = SupplementInsightsResponse['insights'][number];
/** A sentence about this supplement, with the rating it is about when it has one. */
const about = (kind: Insight['kind'], message: string, metric: RatingMetric | null = null): Insight => ({ kind, message, metric, scope: 'supplement' });
const percent = (v: number) => `${Math.round(v * 100)}%`;

export interface InsightInput {
  substance: { id: string; name: string; brand: string | null; category: string | null; totalDoses: number };
  today: string;
  /** The window's days, oldest first, ending today. */
  series: readonly DayActivity[];
  taken: ReadonlyMap<string, TakenDay> | undefined;
  firstTaken: string | null;
  /** The period's family of claims over all the user's substances (claim-family.ts). */
  family: ClaimFamily;
}

export function substanceInsights(input: InsightInput): SupplementInsightsResponse {
  const effectOf = ({ metric, result }: { metric: RatingMetric; result: FamilyComparison }) => metricEffect(metric, result, input.family);
  const { substance, series, taken, today, firstTaken, family } = input;
  const daysSinceStart = firstTaken === null ? null : daysBetween(firstTaken, today) + 1;
  const window = series.filter((d) => firstTaken !== null && d.day >= firstTaken);
  const daysTaken = window.filter((d) => taken?.has(d.day)).length;
  const consistencyShare = window.length === 0 ? null : daysTaken / window.length;
  const consistencyRate = roundTo(consistencyShare, 2);

  const effects = RATING_METRICS.map((metric) => ({ metric, result: family.comparison(substance.id, metric) }));
  const significant = effects.filter((e) => e.result.conclusion === 'benefit' || e.result.conclusion === 'harm');
  const improvements = significant.filter((e) => e.result.conclusion === 'benefit').map((e) => e.metric);
  const { trends, notable } = recentTrends(series);
  const productivity = effects.find((e) => e.metric === 'productivity')?.result;
  const ratedDays = series.filter((d) => d.avgProductivity !== null).length;

  const insights: Insight[] = [];
  const name = substance.name;
  if (daysSinceStart === null) {
    insights.push(
      about('early-days', `You have not logged ${name} as taken yet. Log a dose or tick it in an entry on the days you take it, and insights will follow.`),
    );
  } else if (daysSinceStart < EARLY_DAYS) {
    insights.push(
      about('early-days', `Early days: ${daysSinceStart} of ${EARLY_DAYS} days on ${name}. Keep logging; too little time has passed to see an effect.`),
    );
  } else if (daysSinceStart <= BUILDING_UNTIL) {
    insights.push(
      improvements.length > 0
        ? about(
            'early-improvement',
            `Early improvement: day ${daysSinceStart} on ${name}, and ${improvements.length === 1 ? 'one rating is' : `${improvements.length} ratings are`} already better on days you took it (${improvements.map((m) => RATING_METRIC_DEFINITIONS[m].label).join(', ')}). Keep logging: an early difference can still fade.`,
          )
        : about('building', `Building: day ${daysSinceStart} on ${name}. Patterns usually need 2 to 4 weeks of entries to show.`),
    );
  }
  const onset = onsetWindow(name);
  if (daysSinceStart !== null && onset) {
    const range = `${onset.fromDays}-${onset.toDays} days`;
    if (daysSinceStart < onset.fromDays) {
      insights.push(about('onset', `${onset.label} typically takes ${range} to show an effect; at day ${daysSinceStart} it is too early to judge ${name}.`));
    } else if (daysSinceStart <= onset.toDays) {
      insights.push(about('onset', `Day ${daysSinceStart} is inside ${onset.label}'s typical onset window of ${range}: effects may still be appearing.`));
    }
  }
  const upper = onset?.toDays ?? DEFAULT_ONSET_UPPER;
  if (daysSinceStart !== null && daysSinceStart > 2 * upper) {
    insights.push(
      improvements.length >= 2
        ? about(
            'long-term-success',
            `Long-term: after ${daysSinceStart} days on ${name}, ${improvements.length} ratings were better on days you took it (${improvements.map((m) => RATING_METRIC_DEFINITIONS[m].label).join(', ')}).`,
          )
        : about(
            'evaluate',
            `Time to evaluate: after ${daysSinceStart} days on ${name} (more than twice the ${upper}-day onset), your data show ${improvements.length === 0 ? 'no rating' : 'only one rating'} clearly better on days you took it. Consider reviewing it with your clinician.`,
          ),
    );
  }
  if (consistencyShare !== null && daysSinceStart !== null) {
    const share = `${percent(consistencyShare)} of days (${daysTaken} of ${window.length})`;
    if (consistencyShare < CONSISTENCY_WARN)
      insights.push(
        about(
          'consistency',
          `You took ${name} on ${share} since you started. Below 50%, an effect that builds up over time is hard to see: try a steadier routine.`,
        ),
      );
    else if (consistencyShare > CONSISTENCY_PRAISE)
      insights.push(about('consistency', `You took ${name} on ${share} since you started: a steady routine, well done.`));
  }
  // The same sentences for every supplement (they read the user's days, not this one's): marked general.
  for (const trend of notable) insights.push({ kind: 'trend', message: trend.message, metric: trend.metric, scope: 'general' });
  for (const effect of significant)
    insights.push(about('effect', describeComparison(name, RATING_METRIC_DEFINITIONS[effect.metric].label, effect.result, family.size), effect.metric));
  if (productivity && (productivity.conclusion === 'insufficient-data' || productivity.conclusion === 'inconclusive'))
    insights.push(about('effect', describeComparison(name, 'productivity', productivity, family.size), 'productivity'));
  insights.push(
    about(
      'association',
      `Everything here describes associations in your own data; it cannot show that ${name} causes a change. Not medical advice: ask your clinician or pharmacist.`,
    ),
  );

  return {
    supplement: { id: substance.id, name, brand: substance.brand, category: substance.category },
    usage: { daysSinceStart, consistencyRate, totalDoses: substance.totalDoses, daysTaken },
    withheld: null,
    metrics: {
      significantChanges: significant.map(effectOf),
      comparisons: effects.map(effectOf),
      recentTrend: trends,
      improvements,
    },
    timeline: {
      hasEnoughDataForAnalysis: productivity !== undefined && productivity.conclusion !== 'insufficient-data',
      daysAnalyzed: series.length,
      ratedDays,
    },
    insights,
    family: { size: family.size, claims: family.claims, q: family.q, method: FAMILY_METHOD },
  };
}
