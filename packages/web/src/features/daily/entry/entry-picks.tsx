/** The supplements and focus aids picked for this entry, each removable; where to pick them when there are none. */
import { AidIcon } from '@/domain/focus-aids/aid-icon';

export interface PickedItem {
  id: string;
  label: string;
  /** A focus aid's emoji (its id picks the app's own drawing for a built-in aid): shown beside the label, never part of a name read aloud ("Remove Standing desk"). */
  icon?: string;
}

interface PickListProps {
  title: string;
  items: readonly PickedItem[];
  emptyText: string;
  onRemove: (id: string) => void;
}

function PickList({ title, items, emptyText, onRemove }: PickListProps) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium text-slate-800">{title}</h4>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.id} className="inline-flex items-center gap-1 rounded-full border border-teal-200 bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900">
              {item.icon ? <AidIcon aid={{ id: item.id, icon: item.icon }} className="size-4" /> : null}
              <span>{item.label}</span>
              <button
                type="button"
                onClick={() => onRemove(item.id)}
                aria-label={`Remove ${item.label}`}
                className="inline-flex size-9 items-center justify-center rounded-full text-teal-800 hover:bg-teal-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface EntryPicksProps {
  supplements: readonly PickedItem[];
  focusAids: readonly PickedItem[];
  onRemoveSupplement: (id: string) => void;
  onRemoveFocusAid: (id: string) => void;
}

export function EntryPicks({ supplements, focusAids, onRemoveSupplement, onRemoveFocusAid }: EntryPicksProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PickList
        title="Supplements taken"
        items={supplements}
        emptyText="None selected. Switch Today’s Supplements to “Select for entry” to add them."
        onRemove={onRemoveSupplement}
      />
      <PickList
        title="Focus aids used"
        items={focusAids}
        emptyText="None selected. Tap the aids you used in Focus Aids & Activities."
        onRemove={onRemoveFocusAid}
      />
    </div>
  );
}
