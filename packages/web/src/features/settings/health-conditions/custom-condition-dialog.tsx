/**
 * The Create Custom Condition modal: name (required: Create stays disabled while it is
 * empty), category (mental-health first), description, the metrics and mood tags it tracks, and a color that starts
 * at #6366f1. A failed create shows the spec's alert, with the server's reason when it gives one (a name taken). Kept
 * as the user's draft while changed (condition-drafts.ts).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CONDITION_CATEGORIES,
  CONDITION_CATEGORY_LABELS,
  CONDITION_LIMITS,
  CONDITION_MESSAGES,
  METRIC_LABELS,
  MOOD_TAGS,
  TRACKING_METRICS,
  type Condition,
  type ConditionCategory,
} from '@wellness/contract';
import { CheckboxField, SelectField } from '@/components/form-controls';
import type { FailureMessage } from '@/lib/failure-message';
import { sameFormContent } from '@/lib/same-form-content';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { changeFailure } from '@/lib/change-failure';
import { canCreateCustomCondition, customConditionRequest, emptyCustomConditionDraft, togglePick, type CustomConditionDraft } from './custom-condition-form';
import { CUSTOM_CONDITION_DRAFT_NAME, CUSTOM_CONDITION_SAVE_ATTEMPT_NAME } from './condition-drafts';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';
import { FormDialogFrame } from './form-dialog-frame';
import { DescriptionField, NameField } from './name-and-description';
import { useCreateCustomCondition } from './queries';

interface CustomConditionDialogProps {
  /** A form kept from before a reload or an expired session: it opens as it was left. */
  restored?: CustomConditionDraft;
  onClose: () => void;
  onCreated: (condition: Condition) => void;
}

const CATEGORY_OPTIONS = CONDITION_CATEGORIES.map((category) => ({ value: category, label: CONDITION_CATEGORY_LABELS[category] }));

export function CustomConditionDialog({ restored, onClose, onCreated }: CustomConditionDialogProps) {
  const colorId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [opened] = useState(emptyCustomConditionDraft);
  const [draft, setDraft] = useState(restored ?? opened);
  const changed = !sameFormContent(draft, opened);
  const owner = useDraftOwner();
  const forgetDraft = useKeptDraft(owner, CUSTOM_CONDITION_DRAFT_NAME, changed, draft);
  // Created again after its answer was lost, it is the same condition, not a refusal of its own name.
  const saveKeys = useKeptSaveAttempt(owner, CUSTOM_CONDITION_SAVE_ATTEMPT_NAME);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const create = useCreateCustomCondition();
  const oneAtATime = useOneAtATime();
  const ready = canCreateCustomCondition(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void oneAtATime(async () => {
      setFailure(null);
      try {
        const request = customConditionRequest(draft);
        const created = await create.mutateAsync({ ...request, idempotencyKey: saveKeys.keyFor(request) });
        saveKeys.saved();
        forgetDraft();
        onCreated(created);
      } catch (error) {
        setFailure(changeFailure(error, CONDITION_MESSAGES.createFailed));
      }
    });
  };

  return (
    <FormDialogFrame
      title="Create Custom Condition"
      subtitle="For a condition the catalog does not list."
      closeLabel="Close without creating"
      initialFocus={nameRef}
      onClose={() => {
        forgetDraft();
        onClose();
      }}
      changed={changed}
      restored={restored !== undefined}
      onSubmit={submit}
      failure={failure}
      submitLabel="Create"
      submitDisabled={!ready}
      pending={create.isPending}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NameField
          ref={nameRef}
          maxLength={CONDITION_LIMITS.name}
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
          hint="Required, for example “Hay fever”."
        />
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.target.value as ConditionCategory })}
        />
      </div>
      <DescriptionField maxLength={CONDITION_LIMITS.description} value={draft.description} onChange={(description) => setDraft({ ...draft, description })} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">Metrics to track</legend>
        <p className="text-sm text-slate-600">The daily ratings this condition asks for.</p>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          {TRACKING_METRICS.map((metric) => (
            <CheckboxField
              key={metric}
              label={METRIC_LABELS[metric]}
              checked={draft.metrics.includes(metric)}
              onChange={() => setDraft({ ...draft, metrics: togglePick(draft.metrics, metric) })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">Mood tags</legend>
        <p className="text-sm text-slate-600">Tags that often fit a day with this condition.</p>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {MOOD_TAGS.map((tag) => (
            <CheckboxField
              key={tag}
              label={tag}
              checked={draft.tags.includes(tag)}
              onChange={() => setDraft({ ...draft, tags: togglePick(draft.tags, tag) })}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={colorId} className="text-sm font-medium text-slate-800">
          Color
        </label>
        <div className="flex items-center gap-3">
          <input
            id={colorId}
            type="color"
            value={draft.color}
            onChange={(event) => setDraft({ ...draft, color: event.target.value })}
            className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600"
          />
          <span className="font-mono text-sm text-slate-700">{draft.color}</span>
        </div>
      </div>
    </FormDialogFrame>
  );
}
