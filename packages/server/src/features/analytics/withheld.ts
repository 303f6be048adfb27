/**
 * No peeking: while a substance's experiment runs, analytics leaves it out of the family of claims and shows no
 * comparison, effect, trend or window for it, only that it is withheld and until when.
 */
import type { DoseResponseResponse, SupplementInsightsResponse, WithheldSubstance } from '@wellness/contract';
import { EXPERIMENT_MESSAGES } from '@wellness/contract';
import type { TakenDays } from '../../reads/taken-days/taken-days.js';

/** The taken days without the withheld substances: the family is built as if they were not tracked. */
export function withoutWithheld(taken: TakenDays, withheld: readonly WithheldSubstance[]): TakenDays {
  if (withheld.length === 0) return taken;
  const ids = new Set(withheld.map((w) => w.substanceId));
  return new Map([...taken].filter(([id]) => !ids.has(id)));
}

export function withheldInsights(response: SupplementInsightsResponse, withheld: WithheldSubstance): SupplementInsightsResponse {
  return {
    ...response,
    metrics: { significantChanges: [], comparisons: [], recentTrend: [], improvements: [] },
    insights: [],
    withheld,
  };
}

export function withheldDoseResponse(response: DoseResponseResponse, withheld: WithheldSubstance): DoseResponseResponse {
  return { ...response, windows: [], peakWindow: null, summary: EXPERIMENT_MESSAGES.noPeeking, withheld };
}
