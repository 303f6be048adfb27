/**
 * The goal form, with the fields and defaults the API takes: name,
 * description, category, an optional metric with a target from 1 to 10, the target type, priority, and an optional
 * condition among those the user tracks. The same form edits a goal; Save replaces it as a whole. Kept as the user's
 * draft while changed (../condition-drafts.ts).
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  GOAL_CATEGORIES,
  GOAL_CATEGORY_LABELS,
  GOAL_LIMITS,
  GOAL_MESSAGES,
  GOAL_PRIORITIES,
  GOAL_PRIORITY_LABELS,
  GOAL_PROGRESS,
  GOAL_TARGET_TYPE_LABELS,
  GOAL_TARGET_TYPES,
  METRIC_LABELS,
  METRIC_MAX,
  METRIC_MIN,
  TRACKING_METRICS,
  type Goal,
  type GoalCategory,
  type GoalPriority,
  type GoalTargetType,
  type TrackingMetric,
} from '@wellness/contract';
import { SelectField } from '@/components/form-controls';
import { TextField } from '@/components/text-field';
import type { FailureMessage } from '@/lib/failure-message';
import { sameFormContent } from '@/lib/same-form-content';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { changeFailure } from '@/lib/change-failure';
import { FormDialogFrame } from '../form-dialog-frame';
import { DescriptionField, NameField } from '../name-and-description';
import { useSaveGoal } from '../queries';
import { emptyGoalDraft, goalDraftErrors, goalDraftFrom, goalRequest, type GoalDraftErrors } from './goal-form';
import { lowerIsBetter } from './goal-text';
import { GOAL_DRAFT_NAME, GOAL_SAVE_ATTEMPT_NAME, type GoalFormDraft } from '../condition-drafts';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';

interface GoalDialogProps {
  /** The goal to edit; null to add one. */
  goal: Goal | null;
  /** The conditions a goal can be linked to: the ones the user tracks (and the goal's own, if it is no longer tracked). */
  conditions: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
  onSaved: (goal: Goal) => void;
  /** A form kept from before a reload or an expired session: it opens as it was left. */
  restored?: Pick<GoalFormDraft, 'opened' | 'draft'>;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

export function GoalDialog({ goal, conditions, onClose, onSaved, restored }: GoalDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const targetRef = useRef<HTMLInputElement>(null);
  const [opened] = useState(() => restored?.opened ?? (goal ? goalDraftFrom(goal) : emptyGoalDraft()));
  const [draft, setDraft] = useState(restored?.draft ?? opened);
  const changed = !sameFormContent(draft, opened);
  const owner = useDraftOwner();
  const forgetDraft = useKeptDraft(owner, GOAL_DRAFT_NAME, changed, { goal, opened, draft } satisfies GoalFormDraft);
  // A new goal saved again after its answer was lost is still one goal, even after a reload between the two.
  const saveKeys = useKeptSaveAttempt(owner, GOAL_SAVE_ATTEMPT_NAME);
  const [errors, setErrors] = useState<GoalDraftErrors>({});
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const save = useSaveGoal();
  const oneAtATime = useOneAtATime();
  const verb = goal ? 'Edit' : 'Add';

  const conditionOptions = [{ value: '', label: 'None' }, ...conditions.map((c) => ({ value: c.id, label: c.name }))];
  const metricOptions = [{ value: '', label: 'None' }, ...options(TRACKING_METRICS, METRIC_LABELS)];
  const hasMetric = draft.metric !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = goalDraftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(null);
      (found.name ? nameRef : targetRef).current?.focus();
      return;
    }
    void oneAtATime(async () => {
      setFailure(null);
      try {
        const request = goalRequest(draft);
        const saved = await save.mutateAsync(goal ? { id: goal.id, request } : { id: null, request, idempotencyKey: saveKeys.keyFor(request) });
        saveKeys.saved();
        forgetDraft();
        onSaved(saved);
      } catch (error) {
        setFailure(changeFailure(error, GOAL_MESSAGES.saveFailed));
      }
    });
  };

  return (
    <FormDialogFrame
      title={`${verb} Goal`}
      subtitle="Link a metric to see progress from your daily entries."
      closeLabel={goal ? 'Close without saving' : 'Close without adding'}
      initialFocus={nameRef}
      onClose={() => {
        forgetDraft();
        onClose();
      }}
      changed={changed}
      restored={restored !== undefined}
      onSubmit={submit}
      failure={failure}
      submitLabel={goal ? 'Save Goal' : 'Add Goal'}
      submitDisabled={false}
      pending={save.isPending}
    >
      <NameField
        ref={nameRef}
        maxLength={GOAL_LIMITS.name}
        value={draft.name}
        error={errors.name ?? null}
        onChange={(name) => setDraft({ ...draft, name })}
        hint="For example “Start work before 10”."
      />
      <DescriptionField maxLength={GOAL_LIMITS.description} value={draft.description} onChange={(description) => setDraft({ ...draft, description })} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          options={options(GOAL_CATEGORIES, GOAL_CATEGORY_LABELS)}
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.target.value as GoalCategory })}
        />
        <SelectField
          label="Priority"
          options={options(GOAL_PRIORITIES, GOAL_PRIORITY_LABELS)}
          value={draft.priority}
          onChange={(event) => setDraft({ ...draft, priority: event.target.value as GoalPriority })}
        />
        <SelectField
          label="Metric"
          labelNote="(optional)"
          options={metricOptions}
          value={draft.metric}
          hint={`Progress is the average of its ratings over the last ${GOAL_PROGRESS.windowDays} days.`}
          onChange={(event) => setDraft({ ...draft, metric: event.target.value as TrackingMetric | '' })}
        />
        <SelectField
          label="Target type"
          options={options(GOAL_TARGET_TYPES, GOAL_TARGET_TYPE_LABELS)}
          value={draft.targetType}
          hint={lowerIsBetter(draft.metric) ? `For ${METRIC_LABELS[draft.metric as TrackingMetric]} lower is better: choose Decrease.` : undefined}
          onChange={(event) => setDraft({ ...draft, targetType: event.target.value as GoalTargetType })}
        />
        <TextField
          ref={targetRef}
          label="Target value"
          labelNote={hasMetric ? `(${METRIC_MIN} to ${METRIC_MAX})` : '(optional)'}
          type="number"
          inputMode="decimal"
          min={hasMetric ? METRIC_MIN : 0}
          max={hasMetric ? METRIC_MAX : GOAL_LIMITS.targetMax}
          step="any"
          required={hasMetric}
          value={draft.targetValue}
          error={errors.targetValue ?? null}
          onChange={(event) => setDraft({ ...draft, targetValue: event.target.value })}
        />
        <SelectField
          label="Condition"
          labelNote="(optional)"
          options={conditionOptions}
          value={draft.conditionId}
          hint={conditions.length === 0 ? 'Track a condition to link goals to it.' : 'One of the conditions you track.'}
          onChange={(event) => setDraft({ ...draft, conditionId: event.target.value })}
        />
      </div>
    </FormDialogFrame>
  );
}
