/**
 * Available Conditions: the category chips, then every condition of the chosen category
 * that is not tracked yet (the catalog, then the user's custom ones); a click starts tracking it, after which it
 * moves to Currently Tracking and keyboard focus stays in the list, on the condition that took its place. The card
 * also creates custom conditions (Create Custom Condition) and deletes them, after a confirmation that names them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { CONDITION_CATEGORY_LABELS, CONDITION_MESSAGES, type Condition } from '@wellness/contract';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { LoadingSpinner, Spinner } from '@/components/spinner';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { SettingsCard } from '../settings-card';
import { CardMessagesView, useCardMessages } from './card-messages';
import { changeFailure } from '@/lib/change-failure';
import { availableConditions, CATEGORY_FILTER_LABELS, CATEGORY_FILTERS, type CategoryFilter } from './condition-lists';
import { ConditionSwatch } from './condition-swatch';
import { CustomConditionDialog } from './custom-condition-dialog';
import { CUSTOM_CONDITION_DRAFT_NAME, parseCustomConditionDraft } from './condition-drafts';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptCreateDialog } from '@/lib/use-kept-draft';
import { useConditionCatalog, useDeleteCustomCondition, useTrackCondition, useTrackedConditions } from './queries';
import { useConfirmedRemoval } from './use-confirmed-removal';

function CategoryChips({ current, onSelect }: { current: CategoryFilter; onSelect: (category: CategoryFilter) => void }) {
  return (
    <div role="group" aria-label="Show conditions of category" className="flex flex-wrap gap-2">
      {CATEGORY_FILTERS.map((category) => {
        const pressed = category === current;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            className={
              'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors ' +
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
              (pressed ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')
            }
          >
            {pressed ? <Icon name="check" className="size-4 shrink-0" /> : null}
            {CATEGORY_FILTER_LABELS[category]}
          </button>
        );
      })}
    </div>
  );
}

export function AvailableConditionsCard() {
  const headingId = useId();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const catalog = useConditionCatalog(category);
  const tracked = useTrackedConditions();
  const track = useTrackCondition();
  const deleteCustom = useDeleteCustomCondition();
  const oneAtATime = useOneAtATime();
  const [creating, setCreating] = useKeptCreateDialog(useDraftOwner(), CUSTOM_CONDITION_DRAFT_NAME, parseCustomConditionDraft);
  const messages = useCardMessages();
  const removal = useConfirmedRemoval<Condition>({
    messages,
    remove: (condition) => deleteCustom.mutateAsync(condition.id),
    removed: (condition) => `${condition.name} was deleted.`,
    failed: CONDITION_MESSAGES.deleteFailed,
    oneAtATime,
  });
  const deleting = removal.asking;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  /** Where focus goes once the list has re-rendered after tracking: the item now at that place. */
  const pendingFocus = useRef<number | null>(null);

  const available = catalog.data ? availableConditions(catalog.data, tracked.data ?? []) : undefined;

  useEffect(() => {
    if (pendingFocus.current === null || available === undefined) return;
    const index = Math.min(pendingFocus.current, available.length - 1);
    pendingFocus.current = null;
    (buttons.current[index] ?? document.getElementById(headingId))?.focus();
  });

  const startTracking = (condition: Condition, index: number) =>
    void oneAtATime(async () => {
      messages.clear();
      try {
        await track.mutateAsync(condition.id);
        pendingFocus.current = index;
        messages.succeed(`Now tracking ${condition.name}.`);
      } catch (error) {
        messages.fail(changeFailure(error, CONDITION_MESSAGES.addFailed));
      }
    });

  return (
    <SettingsCard
      headingId={headingId}
      title="Available Conditions"
      description="Click a condition to start tracking it. Conditions you already track are not listed here."
      action={
        <Button
          variant="secondary"
          onClick={() => {
            messages.clear();
            setCreating({});
          }}
        >
          <Icon name="plus" className="size-4" />
          Create Custom Condition
        </Button>
      }
    >
      <CategoryChips current={category} onSelect={setCategory} />
      <CardMessagesView messages={messages} />

      {catalog.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoadingSpinner className="text-teal-700" />
          Loading conditions…
        </p>
      ) : available === undefined ? (
        // A failed load of the conditions is only logged (it is not worth an alarm); the list simply offers to load again.
        <Button variant="secondary" className="self-start" onClick={() => void catalog.refetch()} disabled={catalog.isFetching}>
          {catalog.isFetching ? <Spinner /> : null}
          Reload conditions
        </Button>
      ) : available.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {category === 'all' ? 'You track every condition listed.' : `You track every ${CATEGORY_FILTER_LABELS[category]} condition listed.`}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {available.map((condition, index) => (
            <li
              key={condition.id}
              className="relative flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-teal-600 hover:bg-teal-50/40"
            >
              <ConditionSwatch color={condition.color} className="mt-1.5 size-3" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  {/* The button's box covers the whole card (after:inset-0), so a click anywhere on it tracks the condition. */}
                  <button
                    ref={(element) => {
                      buttons.current[index] = element;
                    }}
                    type="button"
                    onClick={() => startTracking(condition, index)}
                    aria-describedby={`${headingId}-${index}-about`}
                    className="text-left font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-600"
                  >
                    <span className="sr-only">Track </span>
                    {condition.name}
                  </button>
                  <span className="text-xs font-medium text-slate-600">
                    {CONDITION_CATEGORY_LABELS[condition.category]}
                    {condition.isCustom ? ' · custom' : ''}
                  </span>
                </p>
                <p id={`${headingId}-${index}-about`} className="text-sm text-slate-700">
                  {condition.description || 'Your own condition.'}
                </p>
              </div>
              <span aria-hidden="true" className="mt-0.5 inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-teal-800">
                <Icon name="plus" className="size-4" />
                Track
              </span>
              {condition.isCustom ? (
                <button
                  type="button"
                  onClick={() => removal.ask(condition)}
                  aria-label={`Delete ${condition.name}`}
                  className="relative z-10 -my-1.5 -mr-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                >
                  <Icon name="trash" className="size-5" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {creating !== false ? (
        <CustomConditionDialog
          {...creating}
          onClose={() => setCreating(false)}
          onCreated={(condition) => {
            setCreating(false);
            messages.succeed(`${condition.name} was created under ${CONDITION_CATEGORY_LABELS[condition.category]}. Click it to start tracking it.`);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete"
          pending={deleteCustom.isPending}
          onConfirm={removal.confirm}
          onCancel={removal.cancel}
          fallbackFocus={() => document.getElementById(headingId)}
        >
          <p>
            Your custom condition <strong className="font-semibold text-slate-900">{deleting.name}</strong> will be deleted. Goals linked to it stay, without
            the link.
          </p>
        </ConfirmDialog>
      ) : null}
    </SettingsCard>
  );
}
