/**
 * What the insights modal shows, in what order (issue 34): first the one sentence that matters for this supplement
 * (its conclusion with the numbers behind it), then the other clear differences, one line each with its figure, then
 * the few sentences about how it has been taken; the sentences that do not depend on the supplement (the weekly
 * trends, marked `general` by the server) are left out, since the Overview shows them once. Pure, so the choice is
 * tested apart from the dialog.
 */
import type { RatingMetric, SupplementInsightsResponse } from '@wellness/contract';

type Insight = SupplementInsightsResponse['insights'][number];
type MetricEffect = SupplementInsightsResponse['metrics']['significantChanges'][number];

export interface ArrangedInsights {
  /** The sentence that leads: the supplement's conclusion with its numbers, or, before any comparison, where it stands. */
  lead: Insight | null;
  /** The effect behind the lead, when it is a clear difference: its badge and interval are drawn beside it. */
  leadEffect: MetricEffect | null;
  /** The other clear differences, strongest first, each drawn as one line with its figure. */
  differences: MetricEffect[];
  /** The rest that is about this supplement (stage, onset, consistency, an unclear productivity result). */
  others: Insight[];
  /** Left to the Overview: the same for every supplement. */
  general: Insight[];
  /** "Associations, not cause; not medical advice": shown once, small, at the foot. */
  caveat: Insight | null;
}

const strength = (effect: MetricEffect) => Math.abs(effect.g ?? 0);

/**
 * The lead: a clear difference in productivity (the figure the app is about) if there is one, else the strongest
 * clear difference; without any, productivity's own sentence (no clear difference, or not enough data yet, with the
 * days); before the supplement has been taken at all, the sentence that says so.
 */
function chooseLead(supplementInsights: readonly Insight[], changes: readonly MetricEffect[]): { lead: Insight | null; leadEffect: MetricEffect | null } {
  const effectSentence = (metric: RatingMetric) => supplementInsights.find((insight) => insight.kind === 'effect' && insight.metric === metric) ?? null;
  const claims = [...changes].sort((a, b) => Number(b.metric === 'productivity') - Number(a.metric === 'productivity') || strength(b) - strength(a));
  for (const claim of claims) {
    const sentence = effectSentence(claim.metric);
    if (sentence) return { lead: sentence, leadEffect: claim };
  }
  const productivity = effectSentence('productivity');
  const notTakenYet = supplementInsights.find((insight) => insight.kind === 'early-days') ?? null;
  if (notTakenYet && (productivity === null || /not logged .* as taken yet/.test(notTakenYet.message))) return { lead: notTakenYet, leadEffect: null };
  if (productivity) return { lead: productivity, leadEffect: null };
  return { lead: supplementInsights.find((insight) => insight.kind !== 'association') ?? null, leadEffect: null };
}

export function arrangeInsights(data: Pick<SupplementInsightsResponse, 'insights' | 'metrics'>): ArrangedInsights {
  const general = data.insights.filter((insight) => insight.scope === 'general');
  const supplementInsights = data.insights.filter((insight) => insight.scope !== 'general');
  const caveat = supplementInsights.find((insight) => insight.kind === 'association') ?? null;
  const { lead, leadEffect } = chooseLead(supplementInsights, data.metrics.significantChanges);
  const differences = data.metrics.significantChanges.filter((change) => change.metric !== leadEffect?.metric).sort((a, b) => strength(b) - strength(a));
  const drawn = new Set(differences.map((change) => change.metric));
  const others = supplementInsights.filter(
    (insight) => insight !== lead && insight !== caveat && !(insight.kind === 'effect' && insight.metric !== null && drawn.has(insight.metric)),
  );
  return { lead, leadEffect, differences, others, general, caveat };
}
