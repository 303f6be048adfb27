/**
 * The ailment filter's answer (GET /analytics/ailment-supplement-analysis/{conditionId}): for each of
 * the condition's metrics, every substance's effect with its badge, days and conclusion. The filter never changes
 * the timeline call.
 */
import { WithheldNote } from '../withheld-note';
import { ANALYTICS_MESSAGES, COMPARISON_MINIMUMS, familySentence, RATING_METRICS, type AilmentAnalysisResponse, type RatingMetric } from '@wellness/contract';
import { QueryState } from '@/components/query-state';
import { CardEmpty } from '../analytics-card';
import { metricInSentence } from '../metric-labels';
import { EffectBadge } from '../overview/effect-badge';
import { CONCLUSION_LABELS, conclusionSentence } from '../overview/effect-wording';
import { useAilmentAnalysis } from '../queries';

const isRating = (metric: string): metric is RatingMetric => (RATING_METRICS as readonly string[]).includes(metric);

export function AilmentAnalysisPanel({ conditionId }: { conditionId: string }) {
  const analysis = useAilmentAnalysis(conditionId);
  return (
    <QueryState
      query={analysis}
      loading="Loading the analysis…"
      error={ANALYTICS_MESSAGES.loadFailed}
      isEmpty={(data) => data.supplements.length === 0 && data.withheld.length === 0}
      empty={<CardEmpty>{ANALYTICS_MESSAGES.noEffectivenessData}</CardEmpty>}
    >
      {(data) => <AilmentAnalysis data={data} />}
    </QueryState>
  );
}

function AilmentAnalysis({ data }: { data: AilmentAnalysisResponse }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {data.condition.name}: {data.metrics.map((metric) => metricInSentence(metric)).join(', ')} over the last {data.days} days.
        {data.metricsNotAnalysed.length > 0 ? ` Not analysed yet: ${data.metricsNotAnalysed.join(', ')}.` : ''}
      </p>
      <p data-testid="family-size" className="text-sm text-slate-700">
        {familySentence(data.family.size)}
      </p>
      <WithheldNote withheld={data.withheld} />
      <ul className="flex flex-col gap-3">
        {data.supplements.map((supplement) => (
          <li key={supplement.id} className="rounded-xl border border-slate-200 p-3">
            <p className="font-medium text-slate-900">
              {supplement.name}
              {supplement.brand ? <span className="font-normal text-slate-600"> · {supplement.brand}</span> : null}
            </p>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {supplement.effects.map((effect) => (
                <li key={effect.metric} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
                  <span className="flex shrink-0 items-center gap-2 sm:w-64">
                    <EffectBadge g={effect.g} metric={effect.metric} conclusion={effect.conclusion} />
                    <span className="font-medium text-slate-800">{CONCLUSION_LABELS[effect.conclusion]}</span>
                  </span>
                  <span className="text-slate-700">
                    {isRating(effect.metric) && !(effect.conclusion === 'inconclusive' && effect.g === null)
                      ? conclusionSentence({
                          conclusion: effect.conclusion,
                          name: supplement.name,
                          metric: effect.metric,
                          metricLabel: metricInSentence(effect.metric),
                          timing: effect.timing,
                          daysTaken: effect.daysTaken,
                          daysNotTaken: effect.daysNotTaken,
                          minimums: COMPARISON_MINIMUMS,
                          familySize: effect.familySize,
                          moreDaysNeeded: effect.moreDaysNeeded,
                        })
                      : effect.summary}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
