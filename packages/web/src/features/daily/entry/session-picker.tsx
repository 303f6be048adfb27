/** For a session-only entry: which of today's finished focus sessions it is about. */
import { useId } from 'react';
import { SESSION_TYPE_LABELS } from '@wellness/contract';
import { formatDuration } from '../focus-session/session-clock';
import { useTodaySessions } from '../focus-session/queries';

interface SessionPickerProps {
  value: string | null;
  onChange: (sessionId: string | null) => void;
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

export function SessionPicker({ value, onChange }: SessionPickerProps) {
  const id = useId();
  const { data } = useTodaySessions(false);
  const finished = (data?.sessions ?? []).filter((session) => !session.isActive);
  if (finished.length === 0) {
    return <p className="text-sm text-slate-600">No finished focus sessions today yet. Run one with the Focus Session timer, then come back.</p>;
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Focus session
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600/40 sm:max-w-sm"
      >
        <option value="">Choose a session</option>
        {finished.map((session) => (
          <option key={session.id} value={session.id}>
            {SESSION_TYPE_LABELS[session.type]} at {clock(session.startTime)} ({formatDuration(session.duration)})
          </option>
        ))}
      </select>
    </div>
  );
}
