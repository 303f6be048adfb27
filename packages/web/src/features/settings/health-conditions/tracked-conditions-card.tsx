/**
 * Currently Tracking: the conditions the user tracks, oldest first, each with its
 * category, since when, the metrics it asks for, and its research (the shared Research panel). Remove asks first, naming the condition; a failed removal shows
 * the spec's alert. All tracked conditions are listed whatever category chip is chosen below.
 */
import { useId } from 'react';
import { CONDITION_CATEGORY_LABELS, CONDITION_MESSAGES, METRIC_LABELS, type UserCondition } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { ResearchButton } from '@/components/research/research-button';
import { LoadingSpinner } from '@/components/spinner';
import { SettingsCard } from '../settings-card';
import { CardMessagesView, useCardMessages } from './card-messages';
import { trackedSince } from './condition-lists';
import { ConditionSwatch } from './condition-swatch';
import { useTrackedConditions, useUntrackCondition } from './queries';
import { useConfirmedRemoval } from './use-confirmed-removal';

export function TrackedConditionsCard() {
  const headingId = useId();
  const tracked = useTrackedConditions();
  const untrack = useUntrackCondition();
  const messages = useCardMessages();
  const removal = useConfirmedRemoval<UserCondition>({
    messages,
    remove: ({ condition }) => untrack.mutateAsync(condition.id),
    removed: ({ condition }) => `Stopped tracking ${condition.name}.`,
    failed: CONDITION_MESSAGES.removeFailed,
  });
  const confirming = removal.asking;
  const list = tracked.data;

  return (
    <SettingsCard headingId={headingId} title="Currently Tracking" description="The conditions you track. Their metrics shape what your daily entry asks.">
      <CardMessagesView messages={messages} />

      {tracked.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoadingSpinner className="text-teal-700" />
          Loading the conditions you track…
        </p>
      ) : list === undefined || list.length === 0 ? (
        // A failed load is only logged, so it reads like an empty list.
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          You are not tracking any conditions yet. Choose one under Available Conditions.
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
          {list.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
                <ConditionSwatch color={item.condition.color} className="mt-1.5 size-3" />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {item.condition.name}
                    {item.condition.isCustom ? <span className="ml-2 text-xs font-medium text-slate-600">(custom)</span> : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {CONDITION_CATEGORY_LABELS[item.condition.category]} · {trackedSince(item.startedAt)}
                  </p>
                  {item.condition.defaultMetrics.length + item.customMetrics.length > 0 ? (
                    <p className="text-sm text-slate-700">
                      Metrics: {[...new Set([...item.condition.defaultMetrics, ...item.customMetrics])].map((metric) => METRIC_LABELS[metric]).join(', ')}
                    </p>
                  ) : null}
                </div>
              </div>
              <ResearchButton target={{ kind: 'condition', id: item.condition.id, name: item.condition.name }} />
              <button type="button" onClick={() => removal.ask(item)} aria-label={`Remove ${item.condition.name}`} className={buttonClasses('secondary')}>
                <Icon name="trash" className="size-4" />
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}

      {confirming ? (
        <ConfirmDialog
          title={`Stop tracking ${confirming.condition.name}?`}
          confirmLabel="Remove"
          pending={untrack.isPending}
          onConfirm={removal.confirm}
          onCancel={removal.cancel}
          fallbackFocus={() => document.getElementById(headingId)}
        >
          <p>
            <strong className="font-semibold text-slate-900">{confirming.condition.name}</strong> will no longer be tracked. Your entries and goals stay as they
            are, and you can track it again at any time.
          </p>
        </ConfirmDialog>
      ) : null}
    </SettingsCard>
  );
}
