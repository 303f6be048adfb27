/**
 * Goals: the user's goals, highest priority first, each with its aim, its condition and
 * its progress as the server computes it from the user's own entries (one plain sentence, also when there is too
 * little data). Add Goal and Edit open the goal form; Delete asks first, naming the goal. A failed load offers Retry
 * (goals are not in the spec's list of silent failures).
 */
import { useId, useState } from 'react';
import { GOAL_CATEGORY_LABELS, GOAL_MESSAGES, GOAL_PRIORITY_LABELS, type Goal } from '@wellness/contract';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { SettingsCard } from '@/features/settings/settings-card';
import { CardMessagesView, useCardMessages } from '../card-messages';
import { ConditionSwatch } from '../condition-swatch';
import { useDeleteGoal, useGoals, useTrackedConditions } from '../queries';
import { useConfirmedRemoval } from '../use-confirmed-removal';
import { GoalDialog } from './goal-dialog';
import { GOAL_DRAFT_NAME, parseGoalFormDraft, type GoalFormDraft } from '../condition-drafts';
import { useDraftOwner } from '@/lib/draft-owner';
import { useReopenKeptDraft } from '@/lib/use-kept-draft';
import { goalAimText, progressLabel } from './goal-text';

/** The goal form: closed, or open on a goal (null: a new one), perhaps with a draft kept from before a reload. */
type Editing = { goal: Goal | null; restored?: Pick<GoalFormDraft, 'opened' | 'draft'> } | null;

const TONES = {
  good: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  attention: 'border-amber-200 bg-amber-50 text-amber-950',
  neutral: 'border-slate-200 bg-slate-100 text-slate-800',
} as const;

function GoalItem({ goal, onEdit, onDelete }: { goal: Goal; onEdit: () => void; onDelete: () => void }) {
  const aim = goalAimText(goal);
  const label = progressLabel(goal.progress.status);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-64">
          <h4 className="font-semibold text-slate-900">{goal.name}</h4>
          <p className="text-sm text-slate-600">
            {GOAL_PRIORITY_LABELS[goal.priority]} priority · {GOAL_CATEGORY_LABELS[goal.category]}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" onClick={onEdit} aria-label={`Edit ${goal.name}`} className={buttonClasses('secondary')}>
            <Icon name="edit" className="size-4" />
            Edit
          </button>
          <button type="button" onClick={onDelete} aria-label={`Delete ${goal.name}`} className={buttonClasses('secondary')}>
            <Icon name="trash" className="size-4" />
            Delete
          </button>
        </div>
      </div>
      {aim || goal.condition ? (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
          {aim ? <span className="font-medium">{aim}</span> : null}
          {goal.condition ? (
            <span className="inline-flex items-center gap-1.5">
              <ConditionSwatch color={goal.condition.color} className="size-2.5" />
              {goal.condition.name}
            </span>
          ) : null}
        </p>
      ) : null}
      {goal.description ? <p className="text-sm text-slate-700">{goal.description}</p> : null}
      <div className="flex flex-col gap-1.5 rounded-xl bg-slate-50 px-3 py-2.5">
        {label ? (
          // Visual only: the sentence below says the same in words.
          <span aria-hidden="true" className={`inline-flex self-start rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[label.tone]}`}>
            {label.text}
          </span>
        ) : null}
        <p className="text-sm text-slate-700">
          <span className="sr-only">Progress: </span>
          {goal.progress.summary}
        </p>
      </div>
    </li>
  );
}

export function GoalsCard() {
  const headingId = useId();
  const goals = useGoals();
  const tracked = useTrackedConditions();
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState<Editing>(null);
  useReopenKeptDraft(useDraftOwner(), GOAL_DRAFT_NAME, parseGoalFormDraft, true, editing !== null, (kept) => setEditing({ goal: kept.goal, restored: kept }));
  const messages = useCardMessages();
  const removal = useConfirmedRemoval<Goal>({
    messages,
    remove: (goal) => remove.mutateAsync(goal.id),
    removed: (goal) => `${goal.name} was deleted.`,
    failed: GOAL_MESSAGES.deleteFailed,
  });
  const deleting = removal.asking;

  /** The tracked conditions, plus the goal's own condition when it is no longer tracked, so editing keeps the link. */
  const linkable = (goal: Goal | null) => {
    const trackedConditions = (tracked.data ?? []).map((t) => ({ id: t.condition.id, name: t.condition.name }));
    const own = goal?.condition;
    return own && !trackedConditions.some((c) => c.id === own.id) ? [...trackedConditions, { id: own.id, name: own.name }] : trackedConditions;
  };

  return (
    <SettingsCard
      headingId={headingId}
      title="Goals"
      description="What you want to change. A goal with a metric shows how your ratings of the last 14 days compare with its target."
      action={
        <Button
          variant="secondary"
          onClick={() => {
            messages.clear();
            setEditing({ goal: null });
          }}
        >
          <Icon name="plus" className="size-4" />
          Add Goal
        </Button>
      }
    >
      <CardMessagesView messages={messages} />

      <QueryState
        query={goals}
        keepDataOnError
        loading="Loading your goals…"
        error="Could not load your goals."
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            No goals yet. Add one, for example “Focus level 7 or higher”.
          </p>
        }
      >
        {(list) => (
          <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
            {list.map((goal) => (
              <GoalItem
                key={goal.id}
                goal={goal}
                onEdit={() => {
                  messages.clear();
                  setEditing({ goal });
                }}
                onDelete={() => removal.ask(goal)}
              />
            ))}
          </ul>
        )}
      </QueryState>

      {editing ? (
        <GoalDialog
          goal={editing.goal}
          {...(editing.restored ? { restored: editing.restored } : {})}
          conditions={linkable(editing.goal)}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            messages.succeed(editing.goal ? `${saved.name} was saved.` : `${saved.name} was added.`);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={removal.confirm}
          onCancel={removal.cancel}
          fallbackFocus={() => document.getElementById(headingId)}
        >
          <p>
            The goal <strong className="font-semibold text-slate-900">{deleting.name}</strong> will be deleted. Your entries are not affected.
          </p>
        </ConfirmDialog>
      ) : null}
    </SettingsCard>
  );
}
