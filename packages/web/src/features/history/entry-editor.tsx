/**
 * The History entry editor (issue 13): correct an entry (PUT /entries/{id}) or add one for an earlier day and time
 * (POST /entries with date and time). Type, day and time, every metric recorded or not (the optional ones too),
 * mood tags, substances, focus aids, the linked session (any session of the entry's day) and notes. The server's refusal is shown with its details.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ENTRY_MESSAGES,
  ENTRY_NOTES_MAX_LENGTH,
  ENTRY_TYPE_LABELS,
  ENTRY_TYPES,
  FULL_TRACKING_REQUIRED,
  METRIC_DEFAULT,
  METRIC_LABELS,
  MOOD_TAGS,
  type Entry,
  type FocusSession,
} from '@wellness/contract';
import { Alert } from '../../components/alert';
import { Button, buttonClasses } from '../../components/button';
import { SelectField, TextAreaField } from '../../components/form-controls';
import { MetricSlider } from '../../components/metric-slider';
import { DialogHeader, ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { ToggleChip } from '../../components/toggle-chip';
import { ApiError } from '../../lib/api-error';
import { aidListsQuery } from '../../lib/resources/aids';
import { formatClockTime } from '../../lib/date-format';
import { daySessionsQuery } from '../../lib/resources/history';
import { substanceListQuery } from '../../lib/resources/substances';
import { missingCoreMetrics, toggleIn, toggleSupplement, toRequest, type EditorValues } from './entry-editor-values';
import { METRIC_ENDS, METRIC_ORDER } from './metric-order';
import { useSaveEntry } from './queries';
import { sessionTypeLabel } from './time-format';

const COLLECTIONS = ['supplements', 'prescriptions', 'otc-medications'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function sessionOptionLabel(session: FocusSession): string {
  const state = session.isActive ? ', running' : '';
  return `${sessionTypeLabel(session.type)} at ${formatClockTime(session.startTime)}, ${Math.round(session.duration / 60)} min${state}`;
}

interface EntryEditorProps {
  /** The entry being corrected, or null for a new one. */
  entry: Entry | null;
  initial: EditorValues;
  hidden: ReadonlySet<string>;
  /** The latest day an entry may have (the user's today). */
  maxDate: string;
  onClose: () => void;
  /** After a save, with the day the entry is on. */
  onSaved: (message: string, day: string) => void;
}

export function EntryEditor({ entry, initial, hidden, maxDate, onClose, onSaved }: EntryEditorProps) {
  const titleId = useId();
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<string[] | null>(null);
  const save = useSaveEntry();
  const [supplements, prescriptions, otc] = [
    useQuery(substanceListQuery(COLLECTIONS[0])),
    useQuery(substanceListQuery(COLLECTIONS[1])),
    useQuery(substanceListQuery(COLLECTIONS[2])),
  ];
  const aids = useQuery(aidListsQuery());
  const daySessions = useQuery({ ...daySessionsQuery(values.date), enabled: ISO_DAY.test(values.date) });
  const substances = [...(supplements.data ?? []), ...(prescriptions.data ?? []), ...(otc.data ?? [])];
  const missing = missingCoreMetrics(values, hidden);
  const change = (next: Partial<EditorValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setFailure(null);
  };
  const setMetric = (key: (typeof METRIC_ORDER)[number], value: number | null) => change({ metrics: { ...values.metrics, [key]: value } });

  // Names of what the entry already lists, in case the lists have not loaded.
  const knownNames = new Map(entry?.supplements.map((s) => [s.supplementId, s.supplement.name]) ?? []);
  for (const s of substances) knownNames.set(s.id, s.brand ? `${s.name} · ${s.brand}` : s.name);
  const aidNames = new Map(entry?.focusAids.map((a) => [a.focusAidId, a.tool]) ?? []);
  for (const aid of aids.data?.all ?? []) if (aid.isActive || values.focusAidIds.includes(aid.id)) aidNames.set(aid.id, { icon: aid.icon, name: aid.name });

  // The sessions of the entry's day to link, plus the one already linked should it be on another day.
  const sessionOptions = [{ value: '', label: 'No session' }];
  for (const session of daySessions.data?.sessions ?? []) sessionOptions.push({ value: session.id, label: sessionOptionLabel(session) });
  if (values.sessionId !== null && !sessionOptions.some((option) => option.value === values.sessionId)) {
    const linked = entry?.session?.id === values.sessionId ? entry.session : null;
    sessionOptions.push({
      value: values.sessionId,
      label: linked ? `${sessionTypeLabel(linked.type)}, ${Math.round(linked.duration / 60)} min (linked)` : 'The linked session',
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || missing.length > 0) return;
    save.mutate(
      { id: entry?.id ?? null, request: toRequest(values) },
      {
        onSuccess: (saved) => onSaved(entry ? ENTRY_MESSAGES.updated : ENTRY_MESSAGES.saved, saved.date),
        onError: (error) => setFailure(error instanceof ApiError ? error.details.map((d) => `${d.path}: ${d.message}`) : []),
      },
    );
  }

  return (
    <ModalDialog labelledBy={titleId} size="lg" onClose={onClose} fallbackFocus={() => document.getElementById('tab-heading')}>
      <DialogHeader
        titleId={titleId}
        title={entry ? 'Edit entry' : 'Add a past entry'}
        subtitle={entry ? 'Correct what was recorded; the day’s figures and analytics follow.' : 'Record a day or time you missed.'}
        onClose={onClose}
        closeLabel="Close without saving"
      />
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
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

          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-sm font-medium text-slate-800">Ratings (1 to 10)</legend>
            <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
              {METRIC_ORDER.map((key) => {
                const value = values.metrics[key];
                const label = METRIC_LABELS[key];
                if (value === null) {
                  return (
                    <div key={key} className="flex flex-col gap-1">
                      <p className="text-sm font-medium text-slate-800">{label}</p>
                      <p className="text-sm text-slate-600">Not recorded</p>
                      <button type="button" className={buttonClasses('secondary', 'self-start')} onClick={() => setMetric(key, METRIC_DEFAULT)}>
                        Record {label}
                      </button>
                      {missing.includes(key) ? <p className="text-sm font-medium text-rose-800">{FULL_TRACKING_REQUIRED}</p> : null}
                    </div>
                  );
                }
                return (
                  <div key={key} className="flex flex-col gap-1">
                    <MetricSlider
                      label={label}
                      low={METRIC_ENDS[key].low}
                      high={METRIC_ENDS[key].high}
                      value={value}
                      onChange={(next) => setMetric(key, next)}
                    />
                    <button type="button" className={buttonClasses('link', 'self-start text-sm')} onClick={() => setMetric(key, null)}>
                      Clear {label}
                    </button>
                  </div>
                );
              })}
            </div>
          </fieldset>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">Mood</legend>
            <div className="flex flex-wrap gap-2">
              {MOOD_TAGS.map((tag) => (
                <ToggleChip key={tag} pressed={values.tags.includes(tag)} onToggle={() => change({ tags: toggleIn(values.tags, tag) })}>
                  {tag}
                </ToggleChip>
              ))}
            </div>
          </fieldset>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">Substances taken</legend>
            {knownNames.size === 0 ? <p className="text-sm text-slate-600">No substances in your list yet.</p> : null}
            <div className="flex flex-wrap gap-2">
              {[...knownNames.entries()].map(([id, name]) => (
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
                  <span aria-hidden="true">{tool.icon}</span> {tool.name}
                </ToggleChip>
              ))}
            </div>
          </fieldset>

          <SelectField
            label="Linked focus session"
            labelNote="(optional)"
            hint={daySessions.isError ? 'The sessions of this day could not be loaded; the current link is kept.' : undefined}
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
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || missing.length > 0}>
            {save.isPending ? 'Saving…' : entry ? 'Save changes' : 'Save entry'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
