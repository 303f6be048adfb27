/** Which days a fixed schedule doses on: every day, chosen weekdays (toggle chips Mon…Sun), or every N days. */
import { useId } from 'react';
import { SCHEDULE_WEEKDAY_LABELS, SCHEDULE_WEEKDAYS, type ScheduleWeekday } from '@wellness/contract';
import { TextField } from '@/components/text-field';
import { ToggleChip } from '@/components/toggle-chip';
import { RadioChoices } from './radio-choices';
import { sortWeekdays, type RepeatMode, type ScheduleErrors, type ScheduleFormValues } from './schedule-form-values';

const REPEAT_LABELS: Record<RepeatMode, string> = { daily: 'Every day', weekdays: 'Chosen weekdays', interval: 'Every few days' };
const REPEAT_MODES: readonly RepeatMode[] = ['daily', 'weekdays', 'interval'];

interface ScheduleRepeatFieldProps {
  values: Pick<ScheduleFormValues, 'repeat' | 'weekdays' | 'everyNDays'>;
  onChange: (patch: Partial<ScheduleFormValues>) => void;
  errors: ScheduleErrors;
}

export function ScheduleRepeatField({ values, onChange, errors }: ScheduleRepeatFieldProps) {
  const id = useId();
  const toggle = (day: ScheduleWeekday) =>
    onChange({ weekdays: values.weekdays.includes(day) ? values.weekdays.filter((d) => d !== day) : sortWeekdays([...values.weekdays, day]) });
  return (
    <div className="flex flex-col gap-3">
      <RadioChoices legend="Which days" options={REPEAT_MODES} labels={REPEAT_LABELS} value={values.repeat} onChange={(repeat) => onChange({ repeat })} />
      {values.repeat === 'weekdays' ? (
        <div className="flex flex-col gap-1.5">
          <div role="group" aria-label="Weekdays" aria-describedby={errors.weekdays ? `${id}-error` : undefined} className="flex flex-wrap gap-1.5">
            {SCHEDULE_WEEKDAYS.map((day) => (
              <ToggleChip key={day} pressed={values.weekdays.includes(day)} onToggle={() => toggle(day)}>
                {SCHEDULE_WEEKDAY_LABELS[day]}
              </ToggleChip>
            ))}
          </div>
          {errors.weekdays ? (
            <p id={`${id}-error`} className="text-sm font-medium text-rose-700">
              {errors.weekdays}
            </p>
          ) : null}
        </div>
      ) : null}
      {values.repeat === 'interval' ? (
        <TextField
          label="Every how many days"
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-xs"
          hint="Counted from the start date: 2 is every other day."
          value={values.everyNDays}
          onChange={(event) => onChange({ everyNDays: event.target.value })}
          error={errors.everyNDays}
        />
      ) : null}
    </div>
  );
}
