/** Which metrics the timeline shows: the eight ratings and the four focus-session figures, as two checkbox groups. */
import { RATING_METRICS, SESSION_METRICS, type TimelineMetric } from '@wellness/contract';
import { METRIC_LABELS } from '../metric-labels';

interface MetricPickerProps {
  selected: readonly TimelineMetric[];
  onChange: (metrics: TimelineMetric[]) => void;
}

function Group({
  legend,
  metrics,
  selected,
  onToggle,
}: {
  legend: string;
  metrics: readonly TimelineMetric[];
  selected: readonly TimelineMetric[];
  onToggle: (metric: TimelineMetric) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {metrics.map((metric) => {
          const checked = selected.includes(metric);
          return (
            <label
              key={metric}
              className={
                'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 ' +
                (checked ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-800')
              }
            >
              <input type="checkbox" className="size-4 accent-teal-700" checked={checked} onChange={() => onToggle(metric)} />
              {METRIC_LABELS[metric]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function MetricPicker({ selected, onChange }: MetricPickerProps) {
  const toggle = (metric: TimelineMetric) => onChange(selected.includes(metric) ? selected.filter((m) => m !== metric) : [...selected, metric]);
  return (
    <div className="flex flex-col gap-3">
      <Group legend="Ratings (1-10)" metrics={RATING_METRICS} selected={selected} onToggle={toggle} />
      <Group legend="Focus sessions" metrics={SESSION_METRICS} selected={selected} onToggle={toggle} />
    </div>
  );
}
