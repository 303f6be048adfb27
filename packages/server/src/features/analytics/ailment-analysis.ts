/**
 * The ailment analysis (part 1 §7, issue 12): for the metrics a condition asks for, each substance's effect, by the
 * same statistics as the effectiveness table (one comparison per metric; restlessness counts a drop as better).
 * A metric of the condition that the analysis cannot read yet is named in `metricsNotAnalysed`, so its absence is
 * never mistaken for "no effect".
 */
import { RATING_METRICS, type AilmentAnalysisResponse, type RatingMetric } from '@wellness/contract';
import { roundTo } from '../../lib/statistics/descriptive.js';
import { compareTakenDays } from '../../lib/statistics/taken-comparison.js';
import type { DayActivity } from '../../reads/day-series/day-series.js';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';
import { comparisonDays, describeComparison, type SubstanceInfo } from './effectiveness.js';
import { RATING_METRIC_DEFINITIONS } from './metrics.js';

export interface AilmentAnalysisInput {
  condition: { id: string; name: string; metrics: readonly string[] };
  days: number;
  series: readonly DayActivity[];
  taken: TakenDays;
  substances: readonly SubstanceInfo[];
  doseCounts: ReadonlyMap<string, number>;
}

const isRatingMetric = (name: string): name is RatingMetric => (RATING_METRICS as readonly string[]).includes(name);

export function ailmentAnalysis(input: AilmentAnalysisInput): AilmentAnalysisResponse {
  const metrics = [...new Set(input.condition.metrics)].filter(isRatingMetric);
  const metricsNotAnalysed = [...new Set(input.condition.metrics)].filter((name) => !isRatingMetric(name));
  const supplements = input.substances
    .map((substance) => ({
      id: substance.id,
      name: substance.name,
      brand: substance.brand,
      usageCount: input.doseCounts.get(substance.id) ?? 0,
      effects: metrics.map((metric) => {
        const { read, higherIsBetter, label } = RATING_METRIC_DEFINITIONS[metric];
        const result = compareTakenDays(comparisonDays(input.series, read, input.taken.get(substance.id)), higherIsBetter);
        const enough = result.conclusion !== 'insufficient-data';
        return {
          metric,
          conclusion: result.conclusion,
          timing: result.timing,
          g: enough ? roundTo(result.g, 2) : null,
          ci95: enough && result.ci95 ? { low: roundTo(result.ci95.low, 2) ?? 0, high: roundTo(result.ci95.high, 2) ?? 0 } : null,
          daysTaken: result.daysTaken,
          daysNotTaken: result.daysNotTaken,
          summary: describeComparison(substance.name, label, result),
        };
      }),
    }))
    .sort((a, b) => b.usageCount - a.usageCount || a.name.localeCompare(b.name));
  return { condition: { id: input.condition.id, name: input.condition.name }, days: input.days, metrics, metricsNotAnalysed, supplements };
}
