/**
 * A fixed schedule's reminders: on or off, the channels (push, e-mail, in the app), how often to repeat until the
 * dose is settled, when to give up, and quiet hours in which nothing is sent.
 */
import { useId } from 'react';
import { REMINDER_CHANNEL_LABELS, REMINDER_CHANNELS, type ReminderChannel } from '@wellness/contract';
import { CheckboxField } from '@/components/form-controls';
import { TextField } from '@/components/text-field';
import type { ScheduleErrors, ScheduleFormValues } from './schedule-form-values';

type ReminderValues = Pick<
  ScheduleFormValues,
  'remindersEnabled' | 'channels' | 'repeatEveryMinutes' | 'giveUpAfterMinutes' | 'quietHoursOn' | 'quietFrom' | 'quietTo'
>;

interface ScheduleReminderFieldsProps {
  values: ReminderValues;
  onChange: (patch: Partial<ScheduleFormValues>) => void;
  errors: ScheduleErrors;
}

export function ScheduleReminderFields({ values, onChange, errors }: ScheduleReminderFieldsProps) {
  const id = useId();
  const toggleChannel = (channel: ReminderChannel, on: boolean) =>
    onChange({ channels: REMINDER_CHANNELS.filter((c) => (c === channel ? on : values.channels.includes(c))) });
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <CheckboxField label="Remind me until I take it" checked={values.remindersEnabled} onChange={(remindersEnabled) => onChange({ remindersEnabled })} />
      {values.remindersEnabled ? (
        <>
          <fieldset className="flex flex-col gap-1" aria-describedby={errors.channels ? `${id}-channels-error` : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">Remind me by</legend>
            {REMINDER_CHANNELS.map((channel) => (
              <CheckboxField
                key={channel}
                label={REMINDER_CHANNEL_LABELS[channel]}
                checked={values.channels.includes(channel)}
                onChange={(on) => toggleChannel(channel, on)}
              />
            ))}
            {errors.channels ? (
              <p id={`${id}-channels-error`} className="text-sm font-medium text-rose-700">
                {errors.channels}
              </p>
            ) : null}
          </fieldset>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Repeat every (minutes)"
              inputMode="numeric"
              autoComplete="off"
              hint="Until you take, snooze or skip it. 0 reminds once."
              value={values.repeatEveryMinutes}
              onChange={(event) => onChange({ repeatEveryMinutes: event.target.value })}
              error={errors.repeatEveryMinutes}
            />
            <TextField
              label="Give up after (minutes)"
              inputMode="numeric"
              autoComplete="off"
              hint="After this long without an answer, reminders stop."
              value={values.giveUpAfterMinutes}
              onChange={(event) => onChange({ giveUpAfterMinutes: event.target.value })}
              error={errors.giveUpAfterMinutes}
            />
          </div>
          <CheckboxField label="Quiet hours" checked={values.quietHoursOn} onChange={(quietHoursOn) => onChange({ quietHoursOn })} />
          {values.quietHoursOn ? (
            <div className="flex flex-col gap-1.5">
              <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
                <TextField label="From" type="time" value={values.quietFrom} onChange={(event) => onChange({ quietFrom: event.target.value })} />
                <TextField
                  label="To"
                  type="time"
                  value={values.quietTo}
                  onChange={(event) => onChange({ quietTo: event.target.value })}
                  error={errors.quietHours}
                />
              </div>
              <p className="text-sm text-slate-600">No reminder is sent in these hours; a dose due then is reminded when they end.</p>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
