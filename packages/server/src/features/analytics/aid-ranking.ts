/**
 * Ranking of focus aids that does not reward an aid for two lucky entries: each aid's mean productivity is shrunk
 * towards the user's overall mean by the number of rated entries behind it, as if every aid started with
 * PRIOR_ENTRIES entries at the overall mean (a simple empirical-Bayes estimate). An aid used 2 times at 10 then
 * ranks below one used 40 times at 8.
 */
import { TOP_EFFECTIVE_AIDS } from '@wellness/contract';
import { roundTo } from '../../lib/statistics/descriptive.js';

export const PRIOR_ENTRIES = 5;

export interface AidUsage {
  aidId: string;
  usageCount: number;
  /** Entries with a productivity rating. */
  ratedCount: number;
  avgProductivity: number | null;
}

export interface AidInfo {
  id: string;
  name: string;
  icon: string;
}

export function shrunkMean(n: number, aidMean: number, overallMean: number): number {
  return (n * aidMean + PRIOR_ENTRIES * overallMean) / (n + PRIOR_ENTRIES);
}

export function rankAids(usages: readonly AidUsage[], overallMean: number | null, aids: ReadonlyMap<string, AidInfo>) {
  return usages
    .flatMap((usage) => {
      const aid = aids.get(usage.aidId);
      if (!aid) return [];
      const score = usage.avgProductivity === null || overallMean === null ? null : shrunkMean(usage.ratedCount, usage.avgProductivity, overallMean);
      return [{ id: aid.id, name: aid.name, icon: aid.icon, usageCount: usage.usageCount, avgProductivityScore: roundTo(usage.avgProductivity), score }];
    })
    .sort((a, b) => (b.score ?? -Infinity) - (a.score ?? -Infinity) || b.usageCount - a.usageCount || a.name.localeCompare(b.name))
    .slice(0, TOP_EFFECTIVE_AIDS)
    .map(({ score, ...aid }) => ({ ...aid, rankingScore: roundTo(score, 2) }));
}
