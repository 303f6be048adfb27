/**
 * The times of day of a fixed schedule: one time input per dose with its Remove button, and "Add a time". Rows are
 * sorted when focus leaves a time (not while typing, so a row never jumps under the cursor); the new row gets focus.
 */
import { useId, useRef } from 'react';
import { SCHEDULE_LIMITS } from '@wellness/contract';
import { Button } from '@/components/button';
import { CONTROL_CLASSES, controlBorder } from '@/components/form-controls';
import { Icon } from '@/components/icons';
import { nextTime, sortTimes } from './schedule-form-values';

interface ScheduleTimesFieldProps {
  times: readonly string[];
  onChange: (times: string[]) => void;
  error: string | undefined;
}

export function ScheduleTimesField({ times, onChange, error }: ScheduleTimesFieldProps) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const full = times.length >= SCHEDULE_LIMITS.timesPerDay;

  function add() {
    const time = nextTime(times);
    const next = sortTimes([...times, time]);
    onChange(next);
    const index = next.indexOf(time);
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLInputElement>('input[type="time"]')[index]?.focus());
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Times of day</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Your local time: 08:00 stays 08:00 when the clocks change or you travel.
      </p>
      <ul ref={listRef} className="flex flex-wrap gap-2">
        {times.map((time, index) => (
          <li key={index} className="flex items-center gap-1">
            <label htmlFor={`${id}-${index}`} className="sr-only">
              Dose {index + 1} time
            </label>
            <input
              id={`${id}-${index}`}
              type="time"
              value={time}
              required
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(times.map((current, at) => (at === index ? event.target.value : current)))}
              onBlur={() => {
                const sorted = sortTimes(times);
                if (sorted.some((value, at) => value !== times[at])) onChange(sorted);
              }}
              className={`${CONTROL_CLASSES} ${controlBorder(error)} w-32`}
            />
            <button
              type="button"
              onClick={() => onChange(times.filter((_, at) => at !== index))}
              aria-label={`Remove dose ${index + 1}${time ? ` at ${time}` : ''}`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            >
              <Icon name="close" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" className="self-start" onClick={add} disabled={full}>
        <Icon name="plus" className="size-4" />
        Add a time
      </Button>
    </fieldset>
  );
}
