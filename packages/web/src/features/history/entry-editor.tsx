/**
 * The History entry editor: correct an entry (PUT /entries/{id}) or add one for an earlier day and time
 * (POST /entries with date and time). Type, day and time, every metric recorded or not (the optional ones too),
 * mood tags, substances, focus aids, the linked session (any session of the entry's day) and notes. The server's refusal is shown with its details.
 * While it has changes it is kept as the user's draft (entry-editor-draft.ts), so a reload or an expired session
 * does not lose it: the History tab opens it again, saying so.
 */
import { useId, useState, type FormEvent } from 'react';
import { ENTRY_MESSAGES, ENTRY_NOTES_MAX_LENGTH, ENTRY_TYPE_LABELS, ENTRY_TYPES, METRIC_LABELS, type Entry } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useDiscardGuard } from '@/components/discard-changes';
import { Button } from '@/components/button';
import { SelectField, TextAreaField } from '@/components/form-controls';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { TextField } from '@/components/text-field';
import { ToggleChip } from '@/components/toggle-chip';
import { AidIcon } from '@/domain/focus-aids/aid-icon';
import { ApiError } from '@/lib/api-error';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { ENTRY_EDITOR_DRAFT_NAME } from './entry-editor-draft';
import { RatingsFieldset } from './entry-editor-ratings';
import { MoodTagPicker } from '@/domain/mood-tags/mood-tag-picker';
import { missingCoreMetrics, sameEditorValues, toggleIn, toggleSupplement, toRequest, type EditorValues } from './entry-editor-values';
import type { METRIC_ORDER } from './metric-order';
import { useSaveEntry } from './queries';
import { useEntryEditorChoices } from './use-entry-editor-choices';

interface EntryEditorProps {
  /** The entry being corrected, or null for a new one. */
  entry: Entry | null;
  initial: EditorValues;
  hidden: ReadonlySet<string>;
  /** The latest day an entry may have (the user's today). */
  maxDate: string;
  onClose: () => void;
  /** Whose draft the editor is kept as; null while the user is not known (then nothing is kept). */
  owner: string | null;
  /** What was made of it before a reload or an expired session (a kept draft): the editor opens with it. */
  restored?: EditorValues;
  /** After a save, with the day the entry is on. */
  onSaved: (message: string, day: string) => void;
}

export function EntryEditor({ entry, initial, hidden, maxDate, onClose, owner, restored, onSaved }: EntryEditorProps) {
  const titleId = useId();
  const [values, setValues] = useState(restored ?? initial);
  const [failure, setFailure] = useState<string[] | null>(null);
  const save = useSaveEntry();
  const oneAtATime = useOneAtATime();
  const { substanceNames, aidNames, sessionOptions, sessionsFailed } = useEntryEditorChoices(entry, values);
  const missing = missingCoreMetrics(values, hidden);
  // Every way out (Escape, Close, Cancel) asks first once something was changed.
  const changed = !sameEditorValues(values, initial);
  const forgetDraft = useKeptDraft(owner, ENTRY_EDITOR_DRAFT_NAME, changed, { entry, initial, values });
  const guard = useDiscardGuard(changed, () => {
    forgetDraft();
    onClose();
  });
  const change = (next: Partial<EditorValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setFailure(null);
  };
  const setMetric = (key: (typeof METRIC_ORDER)[number], value: number | null) => change({ metrics: { ...values.metrics, [key]: value } });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.length > 0) return;
    // One save at a time: a double tap must not add the entry twice.
    void oneAtATime(async () => {
      try {
        const saved = await save.mutateAsync({ id: entry?.id ?? null, request: toRequest(values) });
        forgetDraft();
        onSaved(entry ? ENTRY_MESSAGES.updated : ENTRY_MESSAGES.saved, saved.date);
      } catch (error) {
        setFailure(error instanceof ApiError ? error.details.map((d) => `${d.path}: ${d.message}`) : []);
      }
    });
  }

  return (
    <ModalDialog labelledBy={titleId} size="lg" onClose={guard.requestClose} fallbackFocus={() => document.getElementById('tab-heading')}>
      <DialogHeader
        titleId={titleId}
        title={entry ? 'Edit entry' : 'Add a past entry'}
        subtitle={entry ? 'Correct what was recorded; the day’s figures and analytics follow.' : 'Record a day or time you missed.'}
        onClose={guard.requestClose}
        closeLabel="Close without saving"
      />
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {restored ? <KeptDraftNote /> : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">Entry type</legend>
            <div className="flex flex-wrap gap-2">
              {ENTRY_TYPES.map((type) => (
                <ToggleChip key={type} pressed={values.type === type} onToggle={() => change({ type })}>
                  {ENTRY_TYPE_LABELS[type]}
                </ToggleChip>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Day" type="date" required max={maxDate} value={values.date} onChange={(e) => change({ date: e.target.value })} />
            <TextField label="Time" type="time" required value={values.time} onChange={(e) => change({ time: e.target.value })} />
          </div>

          <RatingsFieldset metrics={values.metrics} missing={missing} onSet={setMetric} />

          <MoodTagPicker value={values.tags} onChange={(tags) => change({ tags })} />

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">Substances taken</legend>
            {substanceNames.size === 0 ? <p className="text-sm text-slate-600">No substances in your list yet.</p> : null}
            <div className="flex flex-wrap gap-2">
              {[...substanceNames.entries()].map(([id, name]) => (
                <ToggleChip
                  key={id}
                  pressed={values.supplements.some((s) => s.supplementId === id)}
                  onToggle={() => change({ supplements: toggleSupplement(values, id) })}
                >
                  {name}
                </ToggleChip>
              ))}
            </div>
          </fieldset>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">Focus aids used</legend>
            <div className="flex flex-wrap gap-2">
              {[...aidNames.entries()].map(([id, tool]) => (
                <ToggleChip key={id} pressed={values.focusAidIds.includes(id)} onToggle={() => change({ focusAidIds: toggleIn(values.focusAidIds, id) })}>
                  <AidIcon aid={{ id, icon: tool.icon }} className="size-4" /> {tool.name}
                </ToggleChip>
              ))}
            </div>
          </fieldset>

          <SelectField
            label="Linked focus session"
            labelNote="(optional)"
            hint={sessionsFailed ? 'The sessions of this day could not be loaded; the current link is kept.' : undefined}
            value={values.sessionId ?? ''}
            options={sessionOptions}
            onChange={(event) => change({ sessionId: event.target.value === '' ? null : event.target.value })}
          />

          <TextAreaField
            label="Notes"
            labelNote="(optional)"
            rows={3}
            maxLength={ENTRY_NOTES_MAX_LENGTH}
            value={values.notes}
            onChange={(event) => change({ notes: event.target.value })}
          />

          {failure !== null ? (
            <Alert tone="error" details={failure}>
              {ENTRY_MESSAGES.saveFailed}
            </Alert>
          ) : null}
          {missing.length > 0 ? (
            <Alert tone="warning">Full tracking records {missing.map((key) => METRIC_LABELS[key]).join(', ')}: record it or choose another entry type.</Alert>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" onClick={guard.requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || missing.length > 0}>
            {save.isPending ? 'Saving…' : entry ? 'Save changes' : 'Save entry'}
          </Button>
        </div>
      </form>
      {guard.question}
    </ModalDialog>
  );
}
