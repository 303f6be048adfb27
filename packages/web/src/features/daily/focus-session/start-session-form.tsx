/**
 * Shown when no session is active: session type (Boring task by default), planned minutes (25 by
 * default, 1 to MAX_PLANNED_MINUTES) and Start. The type and length of the last start are offered again.
 */
import { useState, type FormEvent } from 'react';
import { MAX_PLANNED_MINUTES, SESSION_TYPE_LABELS, SESSION_TYPES, type SessionType } from '@wellness/contract';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { SelectField } from '@/components/form-controls';
import { Icon } from '@/components/icons';
import { readPreference, writePreference } from '@/lib/stored-preference';
import { checkStart, LAST_START_PREFERENCE, parseLastStart, startValuesFrom, type StartFormValues } from './start-form';

const TYPE_OPTIONS = SESSION_TYPES.map((type) => ({ value: type, label: SESSION_TYPE_LABELS[type] }));

interface StartSessionFormProps {
  busy: boolean;
  /** Put focus on Start when the form replaces a session the user just stopped. */
  focusStart: boolean;
  onStart: (body: { sessionType: SessionType; plannedDuration: number }) => void;
}

export function StartSessionForm({ busy, focusStart, onStart }: StartSessionFormProps) {
  const [values, setValues] = useState<StartFormValues>(() => startValuesFrom(readPreference(LAST_START_PREFERENCE, parseLastStart)));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkStart(values);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    writePreference(LAST_START_PREFERENCE, checked.body);
    onStart(checked.body);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Start a focus session"
      className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,10rem)_auto] sm:items-start sm:justify-start"
    >
      <SelectField
        label="Session type"
        value={values.sessionType}
        onChange={(event) => setValues((current) => ({ ...current, sessionType: event.target.value as SessionType }))}
        options={TYPE_OPTIONS}
      />
      <TextField
        label="Planned minutes"
        inputMode="numeric"
        autoComplete="off"
        value={values.plannedMinutes}
        onChange={(event) => {
          setError(null);
          setValues((current) => ({ ...current, plannedMinutes: event.target.value }));
        }}
        hint={`1 to ${MAX_PLANNED_MINUTES}`}
        error={error}
      />
      {/* Lines the button up with the inputs, below their labels. */}
      <div className="flex flex-col gap-1.5">
        <span aria-hidden="true" className="hidden text-sm sm:block">
          &nbsp;
        </span>
        <Button type="submit" autoFocus={focusStart} aria-disabled={busy || undefined} className="w-full sm:min-w-32">
          {busy ? <Spinner /> : <Icon className="size-4" name="play" />}
          Start
        </Button>
      </div>
    </form>
  );
}
