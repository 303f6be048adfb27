/**
 * Which metrics the timeline shows: the eight ratings, the four focus-session figures and the user's own factors,
 * as three checkbox groups (the factors' only when the user tracks any).
 */
import type { ReactNode } from 'react';
import { RATING_METRICS, SESSION_METRICS, type Factor, type TimelineMetric } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { METRIC_LABELS } from '../metric-labels';

interface MetricPickerProps {
  selected: readonly TimelineMetric[];
  onChange: (metrics: TimelineMetric[]) => void;
  factors: readonly Factor[];
  selectedFactors: readonly string[];
  onFactorsChange: (ids: string[]) => void;
}

interface Choice {
  key: string;
  label: ReactNode;
}

function Group({
  legend,
  choices,
  selected,
  onToggle,
}: {
  legend: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle: (key: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map(({ key, label }) => {
          const checked = selected.includes(key);
          return (
            <label
              key={key}
              className={
                'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 ' +
                (checked ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-800')
              }
            >
              <input type="checkbox" className="size-4 accent-teal-700" checked={checked} onChange={() => onToggle(key)} />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const toggled = <T extends string>(list: readonly T[], key: T): T[] => (list.includes(key) ? list.filter((item) => item !== key) : [...list, key]);
const metricChoices = (metrics: readonly TimelineMetric[]): Choice[] => metrics.map((metric) => ({ key: metric, label: METRIC_LABELS[metric] }));
const isMetric = (key: string): key is TimelineMetric =>
  (RATING_METRICS as readonly string[]).includes(key) || (SESSION_METRICS as readonly string[]).includes(key);

export function MetricPicker({ selected, onChange, factors, selectedFactors, onFactorsChange }: MetricPickerProps) {
  const toggle = (key: string) => {
    if (isMetric(key)) onChange(toggled(selected, key));
  };
  const factorChoices = factors.map((factor) => ({
    key: factor.id,
    label: (
      <>
        <Icon name={factor.icon} className="size-4" />
        {factor.name}
      </>
    ),
  }));
  return (
    <div className="flex flex-col gap-3">
      <Group legend="Ratings (1-10)" choices={metricChoices(RATING_METRICS)} selected={selected} onToggle={toggle} />
      <Group legend="Focus sessions" choices={metricChoices(SESSION_METRICS)} selected={selected} onToggle={toggle} />
      {factors.length > 0 ? (
        <Group legend="Your factors" choices={factorChoices} selected={selectedFactors} onToggle={(id) => onFactorsChange(toggled(selectedFactors, id))} />
      ) : null}
    </div>
  );
}
