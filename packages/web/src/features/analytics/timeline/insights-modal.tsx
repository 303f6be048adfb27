/**
 * The insights modal (issue 34: no wall of text): the one sentence that matters for this supplement first (its
 * conclusion with the numbers behind it, and its interval), then the other clear differences one line each with their
 * figure, usage, and the few sentences about how it has been taken (insights-arrangement.ts chooses). The weekly-trend
 * sentences, the same for every supplement, are left to the Overview, which says them once. A failed load says 'Failed to
 * load supplement insights', an answer without insights 'No insight data available', each with Retry.
 * Its foot opens the Research panel for the same substance: the published evidence beside the user's own.
 * Above it, Effects by the hour, loaded on its own so a slow or failed read leaves the rest in place.
 */
import { useId } from 'react';
import { ANALYTICS_MESSAGES } from '@wellness/contract';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { LoadFailure, QueryState } from '@/components/query-state';
import { ResearchButton } from '@/components/research/research-button';
import { useSupplementInsights } from '../queries';
import { EffectsByHour } from './effects-by-hour';
import { InsightsBody } from './insights-body';

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
          {(data) => <InsightsBody data={data} supplementName={supplementName} />}
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
