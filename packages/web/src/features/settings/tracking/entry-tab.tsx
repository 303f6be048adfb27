/**
 * Entry Settings: the daily entry goal (1-5; Today's Summary shows "Entries Today 1 / 2") and what an entry must
 * hold before it saves. A required metric is always shown in New Entry, so only metrics not hidden are offered.
 */
import { ENTRY_GOAL_MAX, ENTRY_GOAL_MIN, METRIC_LABELS, REQUIRED_FIELD_LABELS, TRACKING_METRICS, type RequiredField } from '@wellness/contract';
import { CheckboxField } from '@/components/form-controls';
import { setRequired } from './preference-draft-rules';
import { RangeField } from '@/components/range-field';
import type { TabProps } from './tab-props';

const ENTRY_PARTS: readonly RequiredField[] = ['notes', 'tags', 'supplements', 'focusAids'];

export function EntryTab({ draft, update }: TabProps) {
  const shownMetrics = TRACKING_METRICS.filter((metric) => !draft.hiddenMetrics.includes(metric));
  return (
    <div className="flex flex-col gap-8">
      <div className="max-w-md">
        <RangeField
          label="Daily entry goal"
          min={ENTRY_GOAL_MIN}
          max={ENTRY_GOAL_MAX}
          value={draft.entryFrequency}
          display={`${draft.entryFrequency} per day`}
          hint="Today’s Summary shows your entries against this goal."
          onChange={(entryFrequency) => update({ ...draft, entryFrequency })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-base font-semibold text-slate-900">Required before an entry saves</legend>
        <p className="text-sm text-slate-600">New Entry will not save until these are filled in.</p>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {ENTRY_PARTS.map((field) => (
            <CheckboxField
              key={field}
              label={REQUIRED_FIELD_LABELS[field]}
              checked={draft.requiredFields.includes(field)}
              onChange={(on) => update(setRequired(draft, field, on))}
            />
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-600">Metrics always recorded in full tracking (hidden metrics are not offered):</p>
        <div className="grid gap-x-6 sm:grid-cols-2">
          <CheckboxField
            label={REQUIRED_FIELD_LABELS.metrics}
            checked={draft.requiredFields.includes('metrics')}
            onChange={(on) => update(setRequired(draft, 'metrics', on))}
          />
          {shownMetrics.map((metric) => (
            <CheckboxField
              key={metric}
              label={METRIC_LABELS[metric]}
              checked={draft.requiredFields.includes(metric)}
              onChange={(on) => update(setRequired(draft, metric, on))}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
