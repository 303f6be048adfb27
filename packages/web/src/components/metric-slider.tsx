/** One 1-10 metric of the entry: a range field showing "N/10", with what the ends of the scale mean. */
import { METRIC_MAX, METRIC_MIN } from '@wellness/contract';
import { RangeField } from './range-field';

interface MetricSliderProps {
  label: string;
  low: string;
  high: string;
  value: number;
  onChange: (value: number) => void;
}

export function MetricSlider({ label, low, high, value, onChange }: MetricSliderProps) {
  return (
    <RangeField
      label={label}
      min={METRIC_MIN}
      max={METRIC_MAX}
      value={value}
      display={`${value}/${METRIC_MAX}`}
      valueText={`${value} of ${METRIC_MAX}`}
      onChange={onChange}
      hint={
        <span className="flex justify-between gap-3">
          <span>
            {METRIC_MIN} = {low}
          </span>
          <span className="text-right">
            {METRIC_MAX} = {high}
          </span>
        </span>
      }
    />
  );
}
