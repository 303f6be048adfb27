/**
 * The insights modal: usage, the rule-based
 * insights written on the server from the user's own data, and the effects found. A failed load says 'Failed to
 * load supplement insights', an answer without insights 'No insight data available', each with Retry.
 * Its foot opens the Research panel for the same substance: the published evidence beside the user's own.
 * Above it, Effects by the hour, loaded on its own so a slow or failed read leaves the rest in place.
 */
import { WithheldNote } from '../withheld-note';
import { useId } from 'react';
import { ANALYTICS_MESSAGES, familySentence } from '@wellness/contract';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { LoadFailure, QueryState } from '@/components/query-state';
import { ResearchButton } from '@/components/research/research-button';
import { metricInSentence } from '../metric-labels';
import { EffectBadge } from '../overview/effect-badge';
import { CONCLUSION_LABELS } from '../overview/effect-wording';
import { useSupplementInsights } from '../queries';
import { EffectsByHour } from './effects-by-hour';

interface InsightsModalProps {
  supplementId: string;
  supplementName: string;
  onClose: () => void;
}

export function InsightsModal({ supplementId, supplementName, onClose }: InsightsModalProps) {
  const titleId = useId();
  const insights = useSupplementInsights(supplementId);
  return (
    <ModalDialog labelledBy={titleId} size="lg" onClose={onClose}>
      <DialogHeader
        titleId={titleId}
        title={`Insights: ${supplementName}`}
        subtitle="Written from your own records of the last 90 days; associations, not proof of cause."
        onClose={onClose}
        closeLabel="Close insights"
      />
      {/* Focusable, so the keyboard can scroll a long list of insights on a small screen. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={`Insights for ${supplementName}`}
        className="flex min-h-0 flex-col gap-5 overflow-y-auto px-5 py-4 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-600 sm:px-6"
      >
        <QueryState
          query={insights}
          loading="Loading insights…"
          error={ANALYTICS_MESSAGES.insightsLoadFailed}
          isEmpty={(data) => data.insights.length === 0 && data.withheld === null}
          // An answer without insights is worth asking again for, like a failure: the same message shape and Retry.
          empty={<LoadFailure message={ANALYTICS_MESSAGES.noInsightData} onRetry={insights.refetch} retrying={insights.isFetching} />}
        >
          {(data) => (
            <>
              <WithheldNote withheld={data.withheld ? [data.withheld] : []} />
              <dl className="grid grid-cols-3 gap-3 text-center">
                <div className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600">Days since start</dt>
                  <dd className="text-lg font-semibold tabular-nums text-slate-900">{data.usage.daysSinceStart ?? '—'}</dd>
                </div>
                <div className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600">Consistency</dt>
                  <dd className="text-lg font-semibold tabular-nums text-slate-900">
                    {data.usage.consistencyRate === null ? '—' : `${Math.round(data.usage.consistencyRate * 100)}%`}
                  </dd>
                </div>
                <div className="rounded-xl bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600">Total doses</dt>
                  <dd className="text-lg font-semibold tabular-nums text-slate-900">{data.usage.totalDoses}</dd>
                </div>
              </dl>
              <section aria-label="Insights" className="flex flex-col gap-2">
                <h3 className="text-base font-semibold text-slate-900">What your data says</h3>
                <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-800">
                  {data.insights.map((insight, index) => (
                    <li key={`${insight.kind}-${index}`}>{insight.message}</li>
                  ))}
                </ul>
              </section>
              <p data-testid="family-size" className="text-sm text-slate-700">
                {familySentence(data.family.size)}
              </p>
              {data.metrics.significantChanges.length > 0 ? (
                <section className="flex flex-col gap-2">
                  <h3 className="text-base font-semibold text-slate-900">Clear differences</h3>
                  <ul className="flex flex-col gap-2 text-sm">
                    {data.metrics.significantChanges.map((change) => (
                      <li key={change.metric} className="flex flex-wrap items-center gap-2">
                        <EffectBadge g={change.g} metric={change.metric} conclusion={change.conclusion} />
                        <span className="text-slate-800">
                          {CONCLUSION_LABELS[change.conclusion]}: {metricInSentence(change.metric)} ({change.daysTaken} days with, {change.daysNotTaken} without
                          {change.timing === 'next-day' ? ', the day after' : ''})
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {data.timeline.hasEnoughDataForAnalysis ? null : (
                <p className="text-sm text-slate-700">
                  Too early for comparisons: {data.timeline.ratedDays} rated day{data.timeline.ratedDays === 1 ? '' : 's'} in the last{' '}
                  {data.timeline.daysAnalyzed}.
                </p>
              )}
            </>
          )}
        </QueryState>
        <div className="border-t border-slate-200 pt-3">
          <EffectsByHour supplementId={supplementId} supplementName={supplementName} />
        </div>
        <div className="border-t border-slate-200 pt-3">
          <p className="mb-2 text-sm text-slate-700">What published studies and reviews say about {supplementName}:</p>
          <ResearchButton target={{ kind: 'substance', id: supplementId, name: supplementName }} />
        </div>
      </div>
    </ModalDialog>
  );
}
