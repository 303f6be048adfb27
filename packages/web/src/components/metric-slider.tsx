/** One 1-10 metric of the entry (part 1 §5): a native range input, its value as "N/10" and what the ends mean. */
import { useId } from 'react';
import { METRIC_MAX, METRIC_MIN } from '@wellness/contract';

interface MetricSliderProps {
  label: string;
  low: string;
  high: string;
  value: number;
  onChange: (value: number) => void;
}

export function MetricSlider({ label, low, high, value, onChange }: MetricSliderProps) {
  const id = useId();
  const scaleId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums text-teal-800">
          {value}/{METRIC_MAX}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={METRIC_MIN}
        max={METRIC_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={scaleId}
        aria-valuetext={`${value} of ${METRIC_MAX}`}
        className="h-11 w-full cursor-pointer accent-teal-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      />
      <p id={scaleId} className="flex justify-between gap-3 text-xs text-slate-600">
        <span>
          {METRIC_MIN} = {low}
        </span>
        <span className="text-right">
          {METRIC_MAX} = {high}
        </span>
      </p>
    </div>
  );
}
