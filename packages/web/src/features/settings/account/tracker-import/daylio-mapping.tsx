/**
 * Daylio's mapping: each of the user's mood names onto the 1-10 scale (Daylio's five defaults come proposed) and
 * what each activity becomes on its day's entry.
 */
import type { ImportMapping } from '@wellness/contract';
import { CompactSelect, MappingList, MappingRow } from './mapping-controls';

const RATING_OPTIONS = [
  { value: '', label: 'Leave the mood out' },
  ...Array.from({ length: 10 }, (_, i) => ({ value: String(10 - i), label: `${10 - i} of 10` })),
];
const ACTIVITY_OPTIONS = [
  { value: 'tag', label: 'A tag' },
  { value: 'substance', label: 'A substance taken' },
  { value: 'note', label: 'A line of the note' },
  { value: 'skip', label: 'Leave it out' },
] as const;
type ActivityTarget = (typeof ACTIVITY_OPTIONS)[number]['value'];
const isActivityTarget = (value: string): value is ActivityTarget => ACTIVITY_OPTIONS.some((option) => option.value === value);

interface Props {
  mapping: ImportMapping;
  rowsOf: (key: string) => number | null;
  onChange: (mapping: ImportMapping) => void;
}

export function DaylioMapping({ mapping, rowsOf, onChange }: Props) {
  const moods = mapping.moods ?? [];
  const activities = mapping.activities ?? [];
  return (
    <div className="flex flex-col gap-4">
      {moods.length > 0 ? (
        <MappingList title="Your moods" hint="Daylio's moods are your own names. Choose the rating from 1 to 10 each one becomes.">
          {moods.map((mood, index) => (
            <MappingRow key={mood.name} name={mood.name} rows={rowsOf(mood.name)}>
              <CompactSelect
                label={`Rating for ${mood.name}`}
                hideLabel
                value={mood.rating === null ? '' : String(mood.rating)}
                options={RATING_OPTIONS}
                onChange={(value) =>
                  onChange({ ...mapping, moods: moods.map((m, i) => (i === index ? { ...m, rating: value === '' ? null : Number(value) } : m)) })
                }
              />
            </MappingRow>
          ))}
        </MappingList>
      ) : null}
      {activities.length > 0 ? (
        <MappingList
          title="Your activities"
          hint="Activities that name a substance the app knows are proposed as taken; the rest as tags (you can keep up to 20 tags of your own) or lines of the note."
        >
          {activities.map((activity, index) => (
            <MappingRow key={activity.name} name={activity.name} rows={rowsOf(activity.name)}>
              <CompactSelect
                label={`${activity.name} becomes`}
                hideLabel
                value={activity.as}
                options={ACTIVITY_OPTIONS}
                onChange={(value) => {
                  if (!isActivityTarget(value)) return;
                  onChange({ ...mapping, activities: activities.map((a, i) => (i === index ? { ...a, as: value } : a)) });
                }}
              />
            </MappingRow>
          ))}
        </MappingList>
      ) : null}
    </div>
  );
}
