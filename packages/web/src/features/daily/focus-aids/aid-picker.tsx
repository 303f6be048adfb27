/**
 * Normal mode of Focus Aids & Activities: the active aids as toggle buttons, grouped by category. A press
 * picks or unpicks the aid for the next entry; a picked aid shows a
 * check mark and a ring, not colour alone.
 */
import { useId } from 'react';
import type { FocusAid } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { AidIcon } from '@/domain/focus-aids/aid-icon';
import { groupByCategory, type AidGroup } from './aid-groups';

interface AidPickerProps {
  aids: readonly FocusAid[];
  selectedIds: ReadonlySet<string>;
  onToggle: (focusAidId: string) => void;
}

export function AidPicker({ aids, selectedIds, onToggle }: AidPickerProps) {
  return (
    <div className="gap-x-6 sm:columns-2 lg:columns-3">
      {groupByCategory(aids).map((group) => (
        <PickerGroup key={group.category} group={group} selectedIds={selectedIds} onToggle={onToggle} />
      ))}
    </div>
  );
}

function PickerGroup({ group, selectedIds, onToggle }: { group: AidGroup; selectedIds: ReadonlySet<string>; onToggle: (id: string) => void }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mb-4 min-w-0 break-inside-avoid last:mb-0">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {group.label}
      </h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {group.aids.map((aid) => {
          const selected = selectedIds.has(aid.id);
          return (
            <li key={aid.id} className="max-w-full">
              <button
                type="button"
                aria-pressed={selected}
                title={aid.description ?? undefined}
                onClick={() => onToggle(aid.id)}
                data-aid-id={aid.id}
                className={
                  'inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border px-3 py-1.5 text-left text-sm font-medium transition-colors ' +
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                  (selected
                    ? 'border-teal-700 bg-teal-50 text-teal-950 ring-1 ring-teal-700 ring-inset hover:bg-teal-100'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50')
                }
              >
                <span data-aid-icon="" className="inline-flex shrink-0 text-teal-800">
                  <AidIcon aid={aid} emojiClassName="text-lg" />
                </span>
                <span className="min-w-0 break-words">{aid.name}</span>
                {selected ? <Icon name="check" className="size-4 shrink-0 text-teal-800" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
