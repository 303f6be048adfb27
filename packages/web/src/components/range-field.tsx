/**
 * A labelled native range input with its value shown beside the label, an optional hint and error, and room for
 * something beside it: the sliders of Tracking Preferences (part 2 §5) and, through MetricSlider, the entry's 1-10
 * metrics (part 1 §5).
 */
import { useId, type ReactNode } from 'react';

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
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter((part) => part !== null).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
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
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
