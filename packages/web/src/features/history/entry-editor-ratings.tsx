/**
 * The entry editor's ratings: each metric as a slider with "Clear", or, when not recorded, "Record" with the
 * note that full tracking needs it.
 */
import { FULL_TRACKING_REQUIRED, METRIC_DEFAULT, METRIC_LABELS } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { MetricSlider } from '@/components/metric-slider';
import type { EditorValues } from './entry-editor-values';
import { METRIC_ENDS, METRIC_ORDER } from './metric-order';

type MetricKey = (typeof METRIC_ORDER)[number];

interface RatingsFieldsetProps {
  metrics: EditorValues['metrics'];
  /** The metrics the chosen entry type needs and the entry lacks. */
  missing: readonly MetricKey[];
  onSet: (key: MetricKey, value: number | null) => void;
}

export function RatingsFieldset({ metrics, missing, onSet }: RatingsFieldsetProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium text-slate-800">Ratings (1 to 10)</legend>
      <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
        {METRIC_ORDER.map((key) => {
          const value = metrics[key];
          const label = METRIC_LABELS[key];
          if (value === null) {
            return (
              <div key={key} className="flex flex-col gap-1">
                <p className="text-sm font-medium text-slate-800">{label}</p>
                <p className="text-sm text-slate-600">Not recorded</p>
                <button type="button" className={buttonClasses('secondary', 'self-start')} onClick={() => onSet(key, METRIC_DEFAULT)}>
                  Record {label}
                </button>
                {missing.includes(key) ? <p className="text-sm font-medium text-rose-800">{FULL_TRACKING_REQUIRED}</p> : null}
              </div>
            );
          }
          return (
            <div key={key} className="flex flex-col gap-1">
              <MetricSlider label={label} low={METRIC_ENDS[key].low} high={METRIC_ENDS[key].high} value={value} onChange={(next) => onSet(key, next)} />
              <button type="button" className={buttonClasses('link', 'self-start text-sm')} onClick={() => onSet(key, null)}>
                Clear {label}
              </button>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
