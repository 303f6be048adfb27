/** The History list's filters: entry type with the spec's labels, date range, text search, mood tag (the eight and the user's own). */
import { ENTRY_TYPE_LABELS, ENTRY_TYPES, type EntryType } from '@wellness/contract';
import { SelectField } from '@/components/form-controls';
import { TextField } from '@/components/text-field';
import { useMoodTagNames } from '@/domain/mood-tags/queries';
import { RANGE_LABELS, RANGES, SEARCH_MAX_LENGTH, type HistoryState, type Range } from './history-filters';

interface HistoryFiltersBarProps {
  state: HistoryState;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (next: Partial<HistoryState>) => void;
}

export function HistoryFiltersBar({ state, searchText, onSearchText, onChange }: HistoryFiltersBarProps) {
  // The eight and the user's own tags; a tag in the address that is in neither (deleted since) stays choosable.
  const names = useMoodTagNames();
  const tags = state.tag === null || names.includes(state.tag) ? names : [...names, state.tag];
  return (
    <div role="search" aria-label="Filter entries" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SelectField
        label="Entry type"
        value={state.type ?? ''}
        onChange={(e) => onChange({ type: e.target.value === '' ? null : (e.target.value as EntryType) })}
        options={[{ value: '', label: 'All types' }, ...ENTRY_TYPES.map((type) => ({ value: type, label: ENTRY_TYPE_LABELS[type] }))]}
      />
      <SelectField
        label="Date range"
        value={state.range}
        onChange={(e) => onChange({ range: e.target.value as Range })}
        options={RANGES.map((range) => ({ value: range, label: RANGE_LABELS[range] }))}
      />
      <TextField
        label="Search"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Notes, tags, substances"
        className="order-last col-span-2 lg:order-none lg:col-span-1"
        value={searchText}
        onChange={(e) => onSearchText(e.target.value)}
      />
      <SelectField
        label="Mood tag"
        value={state.tag ?? ''}
        onChange={(e) => onChange({ tag: e.target.value === '' ? null : e.target.value })}
        options={[{ value: '', label: 'Any tag' }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
      />
    </div>
  );
}
