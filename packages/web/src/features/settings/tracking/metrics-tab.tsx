/**
 * Tracking Metrics: the default value of each of the eight metrics (the New Entry sliders start there), whether
 * New Entry shows it, and the good-day and bad-day thresholds (7+ and 3-) that History and Analytics use.
 */
import { METRIC_LABELS, METRIC_MAX, METRIC_MIN, OPTIONAL_METRICS, TRACKING_METRICS, type TrackingMetric } from '@wellness/contract';
import { badDayLabel, goodDayLabel, setHidden } from './preference-draft-rules';
import { RangeField } from '@/components/range-field';
import type { TabProps } from './tab-props';

function ShowSwitch({ metric, shown, onChange }: { metric: TrackingMetric; shown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <label className="flex min-h-11 shrink-0 cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={`Show ${METRIC_LABELS[metric]} in New Entry`}
        className="size-5 accent-teal-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      />
      <span aria-hidden="true">Show</span>
    </label>
  );
}

export function MetricsTab({ draft, update, issues }: TabProps) {
  const optional = new Set<string>(OPTIONAL_METRICS);
  return (
    <div className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-4">
        <legend className="text-base font-semibold text-slate-900">Default metric values</legend>
        <p className="text-sm text-slate-600">
          New Entry starts each slider here, and its hints compare with these values. Unticked metrics are hidden from New Entry. Energy, Mood and Anxiety
          appear when a condition you track asks for them, or when Entry Settings require them.
        </p>
        <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          {TRACKING_METRICS.map((metric) => (
            <RangeField
              key={metric}
              label={`${METRIC_LABELS[metric]}${optional.has(metric) ? ' (optional metric)' : ''}`}
              min={METRIC_MIN}
              max={METRIC_MAX}
              value={draft.defaultMetricValues[metric]}
              display={`${draft.defaultMetricValues[metric]}/${METRIC_MAX}`}
              onChange={(value) => update({ ...draft, defaultMetricValues: { ...draft.defaultMetricValues, [metric]: value } })}
              aside={
                <ShowSwitch metric={metric} shown={!draft.hiddenMetrics.includes(metric)} onChange={(shown) => update(setHidden(draft, metric, !shown))} />
              }
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="text-base font-semibold text-slate-900">Good and bad days</legend>
        <p className="text-sm text-slate-600">History and Analytics mark a day by its overall rating against these thresholds.</p>
        <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          <RangeField
            label="Good-day threshold"
            min={METRIC_MIN}
            max={METRIC_MAX}
            value={draft.goodDayThreshold}
            display={goodDayLabel(draft.goodDayThreshold)}
            hint={`A rating of ${goodDayLabel(draft.goodDayThreshold)} is a good day.`}
            onChange={(goodDayThreshold) => update({ ...draft, goodDayThreshold })}
            error={issues.get('goodDayThreshold')}
          />
          <RangeField
            label="Bad-day threshold"
            min={METRIC_MIN}
            max={METRIC_MAX}
            value={draft.badDayThreshold}
            display={badDayLabel(draft.badDayThreshold)}
            hint={`A rating of ${badDayLabel(draft.badDayThreshold)} is a bad day.`}
            onChange={(badDayThreshold) => update({ ...draft, badDayThreshold })}
            error={issues.get('badDayThreshold')}
          />
        </div>
      </fieldset>
    </div>
  );
}
