/**
 * A labelled native range input with its value shown beside the label, an optional hint and error, and room for
 * something beside it: the sliders of Tracking Preferences and, through MetricSlider, the entry's 1-10
 * metrics.
 */
import type { ReactNode } from 'react';
import { FieldLabel, FieldMessages, useDescribed } from './form-controls';

interface RangeFieldProps {
  label: string;
  min: number;
  max: number;
  value: number;
  /** How the value reads beside the label ("7+", "5/10", "2 per day"). */
  display: string;
  /** How a screen reader reads the value, when not as shown ("7 of 10"). */
  valueText?: string;
  onChange: (value: number) => void;
  hint?: ReactNode;
  error?: string | undefined;
  /** Something beside the slider, such as the metric's Show switch. */
  aside?: ReactNode;
}

export function RangeField({ label, min, max, value, display, valueText, onChange, hint, error, aside }: RangeFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(hint, error);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <FieldLabel htmlFor={id} label={label} />
        <output htmlFor={id} className="text-sm font-semibold tabular-nums text-teal-800">
          {display}
        </output>
      </div>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-valuetext={valueText ?? display}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-teal-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        />
        {aside}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} hintSize="xs" />
    </div>
  );
}
