/**
 * Bearable's mapping: each item of the export (a category and its detail: Mood, Energy, a symptom, a medication …)
 * and what it becomes — a rating on its own scale, a substance's dose, a tag, a line of the note, or nothing.
 */
import { IMPORT_TARGETS, METRIC_LABELS, RATING_METRICS, type ImportMapping, type ImportTarget, type TrackingMetric } from '@wellness/contract';
import { CompactNumber, CompactSelect, MappingList, MappingRow } from './mapping-controls';

const TARGET_LABELS: Readonly<Record<ImportTarget, string>> = {
  metric: 'A rating',
  substance: 'A substance dose',
  tag: 'A tag',
  note: 'A line of the note',
  skip: 'Leave it out',
};
const TARGET_OPTIONS = IMPORT_TARGETS.map((target) => ({ value: target, label: TARGET_LABELS[target] }));
const METRIC_OPTIONS = RATING_METRICS.map((metric) => ({ value: metric, label: METRIC_LABELS[metric] }));
const isTarget = (value: string): value is ImportTarget => (IMPORT_TARGETS as readonly string[]).includes(value);
const isMetric = (value: string): value is TrackingMetric => (RATING_METRICS as readonly string[]).includes(value);

type Item = NonNullable<ImportMapping['items']>[number];
export const itemKey = (item: Pick<Item, 'category' | 'detail'>) => `${item.category}|${item.detail}`;
const itemName = (item: Item) => (item.detail ? `${item.category}: ${item.detail}` : item.category);

interface Props {
  mapping: ImportMapping;
  rowsOf: (key: string) => number | null;
  onChange: (mapping: ImportMapping) => void;
}

export function BearableMapping({ mapping, rowsOf, onChange }: Props) {
  const items = mapping.items ?? [];
  const update = (index: number, change: Partial<Item>) =>
    onChange({ ...mapping, items: items.map((item, i) => (i === index ? { ...item, ...change } : item)) });
  return (
    <MappingList
      title="What each item becomes"
      hint="A rating is read from the item's scale onto 1 to 10: the first number becomes 1, the second 10. Rows of one day and time of day make one entry."
    >
      {items.map((item, index) => (
        <MappingRow key={itemKey(item)} name={itemName(item)} rows={rowsOf(itemKey(item))}>
          <CompactSelect
            label={`${itemName(item)} becomes`}
            hideLabel
            value={item.as}
            options={TARGET_OPTIONS}
            onChange={(value) => {
              if (isTarget(value)) update(index, { as: value, metric: value === 'metric' ? (item.metric ?? 'mood') : item.metric });
            }}
          />
          {item.as === 'metric' ? (
            <>
              <CompactSelect
                label="Rating"
                value={item.metric ?? 'mood'}
                options={METRIC_OPTIONS}
                onChange={(value) => {
                  if (isMetric(value)) update(index, { metric: value });
                }}
              />
              <CompactNumber label="Scale from" value={item.from} onChange={(from) => update(index, { from })} />
              <CompactNumber label="to" value={item.to} onChange={(to) => update(index, { to })} />
            </>
          ) : null}
        </MappingRow>
      ))}
    </MappingList>
  );
}
