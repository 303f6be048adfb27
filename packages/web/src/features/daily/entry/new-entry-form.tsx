/**
 * New Entry: the entry type, the 1-10 sliders at the user's
 * defaults (the five core ones unless hidden, energy, mood and anxiety when a tracked condition asks for them)
 * with the hints, mood tags (the eight and the user's own, `domain/mood-tags/`), the factors for today, the supplements
 * and focus aids picked above, notes; the fields Tracking Preferences
 * require; a confirm before saving all-default metrics that scrolls back to them on cancel; the success or failure
 * alert; after a save everything goes back to its start. What is typed is kept as the user's draft in this
 * browser until it is saved or discarded (`entry-draft.ts`).
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ENTRY_MESSAGES, ENTRY_NOTES_MAX_LENGTH, ENTRY_TYPE_LABELS, ENTRY_TYPES, metricsOfTrackedConditions, type EntryType } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDiscardGuard } from '@/components/discard-changes';
import { TextAreaField } from '@/components/form-controls';
import { Spinner } from '@/components/spinner';
import { ToggleChip } from '@/components/toggle-chip';
import { MoodTagPicker } from '@/domain/mood-tags/mood-tag-picker';
import { localDay } from '@/lib/date-format';
import { ApiError } from '@/lib/api-error';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';
import { userConditionsQuery } from '@/lib/resources/conditions';
import { preferencesQuery } from '@/lib/resources/preferences';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useToday } from '@/lib/use-today';
import type { FactorValueQueue } from '../check-in/use-factor-value-queue';
import { DAILY_ANCHORS } from '../daily-anchors';
import { DailySection } from '../daily-section';
import type { DailySelection } from '../use-daily-selection';
import { EntryFactors } from './entry-factors';
import { EntryMetricsFieldset, useReturnToMetrics } from './entry-metrics-fieldset';
import { EntryPicks } from './entry-picks';
import {
  buildEntryRequest,
  defaultsMessages,
  entryBlocker,
  entrySettingsFrom,
  needsDefaultsConfirm,
  type EntryFormValues,
  type EntrySettings,
} from './entry-form-values';
import { useCreateEntry } from './queries';
import { SessionPicker } from './session-picker';
import { useEntryDraft } from './use-entry-draft';
import { ENTRY_SAVE_ATTEMPT_NAME } from './entry-draft';
import { usePickLabels } from './use-pick-labels';

type Outcome = { kind: 'saved' } | { kind: 'failed'; details: string[] } | null;

const NO_CONDITIONS: ReadonlySet<string> = new Set();

/**
 * Waits for the preferences (or their failure, only logged) so the sliders start at the user's defaults; the
 * tracked conditions add the optional metrics they ask for. A failed load of either means the standard form
 * (GET /api/user-conditions may not exist yet: its failure is "no tracked conditions").
 */
interface NewEntryFormProps {
  selection: DailySelection;
  owner: string | null;
  /** The tab's outbox of factor values: the entry's factors are sent through it once the entry has saved. */
  factorValues: FactorValueQueue;
}

export function NewEntryForm({ selection, owner, factorValues }: NewEntryFormProps) {
  const preferences = useQuery(preferencesQuery());
  const conditions = useQuery(userConditionsQuery());
  const askedFor = conditions.data ? metricsOfTrackedConditions(conditions.data.userConditions) : NO_CONDITIONS;
  const settings = entrySettingsFrom(preferences.data, askedFor);
  // Remounted once when the preferences arrive, so the sliders start from the user's defaults.
  return (
    <NewEntryFormBody
      key={preferences.isPending ? 'standard' : 'preferences'}
      selection={selection}
      settings={settings}
      owner={owner}
      factorValues={factorValues}
    />
  );
}

function NewEntryFormBody({ selection, settings, owner, factorValues }: NewEntryFormProps & { settings: EntrySettings }) {
  const { values, setValues, restored, changed, reset } = useEntryDraft(owner, settings);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { metricsRef, returnToMetrics } = useReturnToMetrics();
  const oneAtATime = useOneAtATime();
  const create = useCreateEntry();
  // Saving the same entry again after a failure cannot keep it twice, even when the first attempt was kept after all,
  // and even after a reload between the two.
  const saveKeys = useKeptSaveAttempt(owner, ENTRY_SAVE_ATTEMPT_NAME);
  const labels = usePickLabels(selection);
  // The entry's day: the server dates it now in the user's zone, as `useToday` reads it (no back-dating yet).
  const day = localDay(useToday());

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

  function save() {
    setConfirming(false);
    void oneAtATime(async () => {
      try {
        const request = buildEntryRequest(values, selection.supplementIds, selection.focusAidIds, settings);
        await create.mutateAsync({ ...request, idempotencyKey: saveKeys.keyFor(request) });
        saveKeys.saved();
        // Into the outbox with the entry saved: kept on this device and sent even if the connection drops now.
        for (const [factorId, value] of Object.entries(values.factors)) factorValues.set(factorId, day, value);
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

  function backToMetrics() {
    setConfirming(false);
    returnToMetrics();
  }

  return (
    <DailySection
      id={DAILY_ANCHORS.newEntry}
      title="New Entry"
      description="How is today going? Saved entries feed your summary, history and analytics."
      // A kept draft is work in progress: it stays in view rather than folded away on a phone.
      foldOnPhone={!restored}
    >
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

        {values.type === 'REGULAR' ? (
          <EntryMetricsFieldset metrics={values.metrics} settings={settings} onChange={(metrics) => change({ metrics })} fieldsetRef={metricsRef} />
        ) : null}

        {values.type === 'SESSION_ONLY' ? <SessionPicker value={values.sessionId} onChange={(sessionId) => change({ sessionId })} /> : null}

        <MoodTagPicker value={values.tags} onChange={(tags) => change({ tags })} />

        <EntryFactors day={day} changed={values.factors} queue={factorValues} onChange={(factors) => change({ factors })} />

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
          <p>{defaultsMessages(settings).confirm}</p>
        </ConfirmDialog>
      ) : null}
    </DailySection>
  );
}
