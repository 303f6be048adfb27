/**
 * The ailment analysis: for the metrics a condition asks for, each substance's effect, by the same statistics as the
 * effectiveness table (one comparison per metric; restlessness counts a drop as better). A metric of the condition that
 * the analysis cannot read yet is named in `metricsNotAnalysed`, so its absence is never mistaken for "no effect".
 */
import { RATING_METRICS, type AilmentAnalysisResponse, type RatingMetric } from '@wellness/contract';
import { FAMILY_METHOD, type ClaimFamily } from './claim-family.js';
import { describeComparison, metricEffect, type SubstanceInfo } from './effectiveness.js';
import { RATING_METRIC_DEFINITIONS } from './metrics.js';

export interface AilmentAnalysisInput {
  condition: { id: string; name: string; metrics: readonly string[] };
  days: number;
  /** The period's family of claims over all the user's substances and metrics (claim-family.ts). */
  family: ClaimFamily;
  substances: readonly SubstanceInfo[];
  doseCounts: ReadonlyMap<string, number>;
}

const isRatingMetric = (name: string): name is RatingMetric => (RATING_METRICS as readonly string[]).includes(name);

/** The analysis of the substances it is given (the caller names those withheld by a running experiment). */
export function ailmentAnalysis(input: AilmentAnalysisInput): Omit<AilmentAnalysisResponse, 'withheld'> {
  const metrics = [...new Set(input.condition.metrics)].filter(isRatingMetric);
  const metricsNotAnalysed = [...new Set(input.condition.metrics)].filter((name) => !isRatingMetric(name));
  const substanceEffects = input.substances
    .map((substance) => ({
      id: substance.id,
      name: substance.name,
      brand: substance.brand,
      usageCount: input.doseCounts.get(substance.id) ?? 0,
      effects: metrics.map((metric) => {
        const result = input.family.comparison(substance.id, metric);
        return {
          ...metricEffect(metric, result, input.family),
          summary: describeComparison(substance.name, RATING_METRIC_DEFINITIONS[metric].label, result, input.family.size),
        };
      }),
    }))
    .sort((a, b) => b.usageCount - a.usageCount || a.name.localeCompare(b.name));
  const { family } = input;
  return {
    condition: { id: input.condition.id, name: input.condition.name },
    days: input.days,
    metrics,
    metricsNotAnalysed,
    family: { size: family.size, claims: family.claims, q: family.q, method: FAMILY_METHOD },
    supplements: substanceEffects,
  };
}
