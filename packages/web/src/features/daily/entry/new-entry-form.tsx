/**
 * New Entry (part 1 §2, §4 "Entry form", §5, §8; part 2 §3.7): the entry type, the 1-10 sliders at the user's
 * defaults (the five core ones unless hidden, energy, mood and anxiety when a tracked condition asks for them)
 * with the hints, mood tags, the supplements and focus aids picked above, notes; the fields Tracking Preferences
 * require; a confirm before saving all-default metrics that scrolls back to them on cancel; the success or failure
 * alert; after a save everything goes back to its start. What is typed is kept as the user's draft in this
 * browser until it is saved or discarded (issue 15 point 1, `entry-draft.ts`).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDiscardGuard } from '../../../components/discard-changes';
import { readDraft, writeDraft } from '../../../lib/drafts';
import { ENTRY_DRAFT_NAME, hasEntryChanges, parseEntryDraft } from './entry-draft';
import { useQuery } from '@tanstack/react-query';
import {
  ENTRY_MESSAGES,
  ENTRY_NOTES_MAX_LENGTH,
  ENTRY_TYPE_LABELS,
  ENTRY_TYPES,
  MOOD_TAGS,
  metricsOfTrackedConditions,
  type EntryType,
} from '@wellness/contract';
import { userConditionsQuery } from '../../../lib/resources/conditions';
import { preferencesQuery } from '../../../lib/resources/preferences';
import { Alert } from '../../../components/alert';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextAreaField } from '../../../components/form-controls';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-error';
import { DailySection } from '../daily-section';
import { DAILY_ANCHORS } from '../daily-anchors';
import type { DailySelection } from '../use-daily-selection';
import { EntryPicks } from './entry-picks';
import {
  buildEntryRequest,
  defaultsHint,
  defaultsMessages,
  emptyEntryForm,
  entryBlocker,
  entrySettingsFrom,
  METRIC_FIELDS,
  needsDefaultsConfirm,
  toggleTag,
  type EntryFormValues,
  type EntrySettings,
} from './entry-form-values';
import { MetricSlider } from '../../../components/metric-slider';
import { SessionPicker } from './session-picker';
import { ToggleChip } from '../../../components/toggle-chip';
import { useCreateEntry } from './queries';
import { usePickLabels } from './use-pick-labels';

type Outcome = { kind: 'saved' } | { kind: 'failed'; details: string[] } | null;

const NO_CONDITIONS: ReadonlySet<string> = new Set();

/**
 * Waits for the preferences (or their failure, only logged) so the sliders start at the user's defaults; the
 * tracked conditions add the optional metrics they ask for. A failed load of either means the standard form
 * (GET /api/user-conditions may not exist yet: its failure is "no tracked conditions").
 */
export function NewEntryForm({ selection, owner }: { selection: DailySelection; owner: string | null }) {
  const preferences = useQuery(preferencesQuery());
  const conditions = useQuery(userConditionsQuery());
  const askedFor = conditions.data ? metricsOfTrackedConditions(conditions.data.userConditions) : NO_CONDITIONS;
  const settings = entrySettingsFrom(preferences.data, askedFor);
  // Remounted once when the preferences arrive, so the sliders start from the user's defaults.
  return <NewEntryFormBody key={preferences.isPending ? 'standard' : 'preferences'} selection={selection} settings={settings} owner={owner} />;
}

function NewEntryFormBody({ selection, settings, owner }: { selection: DailySelection; settings: EntrySettings; owner: string | null }) {
  const [draft] = useState(() => (owner === null ? null : readDraft(owner, ENTRY_DRAFT_NAME, (stored) => parseEntryDraft(stored, settings))));
  const [values, setValues] = useState<EntryFormValues>(() => draft ?? emptyEntryForm(settings));
  const [restored, setRestored] = useState(draft !== null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Counts cancels of the confirm; each one takes the user back to the sliders once the dialog is gone. */
  const [returnsToMetrics, setReturnsToMetrics] = useState(0);
  const oneAtATime = useOneAtATime();
  const metricsRef = useRef<HTMLFieldSetElement>(null);
  const create = useCreateEntry();
  const labels = usePickLabels(selection);
  const changed = hasEntryChanges(values, settings);

  // Every change is kept at once: a reload, a tab switch or an expired session must not lose it.
  useEffect(() => {
    if (owner !== null) writeDraft(owner, ENTRY_DRAFT_NAME, changed ? values : null);
  }, [owner, values, changed]);

  function reset() {
    setValues(emptyEntryForm(settings));
    setRestored(false);
  }

  const discard = useDiscardGuard(
    true,
    () => {
      reset();
      selection.discard();
      setOutcome(null);
    },
    'The ratings, mood, notes and picks of this entry',
  );

  const change = (next: Partial<EntryFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setOutcome(null);
  };

  const blocker = entryBlocker(values, { supplements: selection.supplementIds.size, focusAids: selection.focusAidIds.size }, settings);
  const hint = values.type === 'REGULAR' ? defaultsHint(values.metrics, settings) : null;
  const messages = defaultsMessages(settings);
  const shownFields = METRIC_FIELDS.filter((field) => settings.visible.includes(field.key));

  function save() {
    setConfirming(false);
    void oneAtATime(async () => {
      try {
        await create.mutateAsync(buildEntryRequest(values, selection.supplementIds, selection.focusAidIds, settings));
        reset();
        selection.clearAfterSave();
        setOutcome({ kind: 'saved' });
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        setOutcome({ kind: 'failed', details: error instanceof ApiError ? error.details.map((detail) => detail.message) : [] });
      }
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocker !== null || create.isPending) return;
    if (values.type === 'REGULAR' && needsDefaultsConfirm(values.metrics, settings)) setConfirming(true);
    else save();
  }

  // After the dialog has closed and handed focus back to Save, move on to the metrics (part 1 §5).
  useEffect(() => {
    if (returnsToMetrics === 0) return;
    const metrics = metricsRef.current;
    metrics?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    metrics?.querySelector('input')?.focus({ preventScroll: true });
  }, [returnsToMetrics]);

  function backToMetrics() {
    setConfirming(false);
    setReturnsToMetrics((count) => count + 1);
  }

  return (
    <DailySection id={DAILY_ANCHORS.newEntry} title="New Entry" description="How is today going? Saved entries feed your summary, history and analytics.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Entry type</legend>
          <div className="flex flex-wrap gap-2">
            {ENTRY_TYPES.map((type: EntryType) => (
              <ToggleChip key={type} pressed={values.type === type} onToggle={() => change({ type })}>
                {ENTRY_TYPE_LABELS[type]}
              </ToggleChip>
            ))}
          </div>
        </fieldset>

        {values.type === 'REGULAR' && shownFields.length > 0 ? (
          <fieldset ref={metricsRef} className="flex scroll-mt-24 flex-col gap-4">
            <legend className="mb-2 text-sm font-medium text-slate-800">How did it go? (1 to 10)</legend>
            <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
              {shownFields.map((field) => (
                <MetricSlider
                  key={field.key}
                  label={field.label}
                  low={field.low}
                  high={field.high}
                  value={values.metrics[field.key]}
                  onChange={(value) => change({ metrics: { ...values.metrics, [field.key]: value } })}
                />
              ))}
            </div>
            {hint === 'allDefault' ? <Alert tone="warning">{messages.allDefault}</Alert> : null}
            {hint === 'someDefault' ? <Alert tone="info">{messages.someDefault}</Alert> : null}
          </fieldset>
        ) : null}

        {values.type === 'SESSION_ONLY' ? <SessionPicker value={values.sessionId} onChange={(sessionId) => change({ sessionId })} /> : null}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Mood</legend>
          <div className="flex flex-wrap gap-2">
            {MOOD_TAGS.map((tag) => (
              <ToggleChip key={tag} pressed={values.tags.includes(tag)} onToggle={() => change({ tags: toggleTag(values.tags, tag) })}>
                {tag}
              </ToggleChip>
            ))}
          </div>
        </fieldset>

        <EntryPicks
          supplements={labels.supplements}
          focusAids={labels.focusAids}
          onRemoveSupplement={(id) => {
            selection.toggleSupplement(id);
            setOutcome(null);
          }}
          onRemoveFocusAid={(id) => {
            selection.toggleFocusAid(id);
            setOutcome(null);
          }}
        />

        <TextAreaField
          label="Notes"
          labelNote={settings.required.includes('notes') ? '(required)' : '(optional)'}
          rows={3}
          maxLength={ENTRY_NOTES_MAX_LENGTH}
          value={values.notes}
          onChange={(event) => change({ notes: event.target.value })}
          placeholder="Anything worth remembering about today?"
        />

        {restored && changed ? <Alert tone="info">Your unsaved entry was kept. Save it, or discard it to start again.</Alert> : null}
        {outcome?.kind === 'saved' ? <Alert tone="success">{ENTRY_MESSAGES.saved}</Alert> : null}
        {outcome?.kind === 'failed' ? (
          <Alert tone="error" details={outcome.details}>
            {ENTRY_MESSAGES.saveFailed}
          </Alert>
        ) : null}

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {/* aria-disabled while saving, not disabled: a disabled button would drop the keyboard focus. */}
          <Button type="submit" disabled={blocker !== null} aria-disabled={create.isPending || undefined}>
            {create.isPending ? <Spinner /> : null}
            {create.isPending ? 'Saving…' : 'Save Entry'}
          </Button>
          {changed || selection.hasChoices ? (
            <Button variant="secondary" onClick={discard.requestClose}>
              Discard
            </Button>
          ) : null}
          {blocker !== null ? <p className="text-sm text-slate-600">{blocker}</p> : null}
        </div>
        {discard.question}
      </form>

      {confirming ? (
        <ConfirmDialog
          title="Save with default values?"
          confirmLabel="Save anyway"
          cancelLabel="Adjust metrics"
          tone="primary"
          onConfirm={save}
          onCancel={backToMetrics}
        >
          <p>{messages.confirm}</p>
        </ConfirmDialog>
      ) : null}
    </DailySection>
  );
}
