/** For a session-only entry: which of today's finished focus sessions it is about. */
import { SESSION_TYPE_LABELS } from '@wellness/contract';
import { formatClockTime } from '@/lib/date-format';
import { SelectField } from '@/components/form-controls';
import { formatDuration } from '@/lib/duration-format';
import { useTodaySessions } from '../focus-session/queries';

interface SessionPickerProps {
  value: string | null;
  onChange: (sessionId: string | null) => void;
}

export function SessionPicker({ value, onChange }: SessionPickerProps) {
  const { data } = useTodaySessions(false);
  const finished = (data?.sessions ?? []).filter((session) => !session.isActive);
  if (finished.length === 0) {
    return <p className="text-sm text-slate-600">No finished focus sessions today yet. Run one with the Focus Session timer, then come back.</p>;
  }
  return (
    <SelectField
      label="Focus session"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      className="sm:max-w-sm"
      options={[
        { value: '', label: 'Choose a session' },
        ...finished.map((session) => ({
          value: session.id,
          label: `${SESSION_TYPE_LABELS[session.type]} at ${formatClockTime(session.startTime)} (${formatDuration(session.duration)})`,
        })),
      ]}
    />
  );
}
