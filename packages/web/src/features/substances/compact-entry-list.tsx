/**
 * The banner's findings as one line each: the two names (or the item and what to watch) and the
 * severity word, as a disclosure button (named by both, "Zoloft + St John's Wort Critical") that opens the full
 * finding, what to do and its sources beneath it. A
 * list of closed lines is short and of a predictable height, so the banner does not push the page around, and the
 * most severe comes first.
 */
import { useId, useState } from 'react';
import { Icon } from '@/components/icons';
import { InteractionEntryDetails, SeverityBadge } from './interaction-entry-view';
import type { InteractionEntry } from './risk-groups';

function CompactEntry({ entry }: { entry: InteractionEntry }) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <li data-risk-group={entry.group} className="rounded-xl border border-slate-200 bg-white">
      <h5>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 py-2 text-left transition-colors hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <Icon
            name="chevron-down"
            className={`size-4 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${open ? '' : '-rotate-90'}`}
          />
          <span className="min-w-0 flex-1 text-sm font-semibold break-words text-slate-900">{entry.title}</span>
          <SeverityBadge entry={entry} />
        </button>
      </h5>
      <div id={detailsId} hidden={!open} className="flex flex-col gap-2 border-t border-slate-200 px-3 pt-2 pb-3">
        <InteractionEntryDetails entry={entry} />
      </div>
    </li>
  );
}

export function CompactEntryList({ entries }: { entries: readonly InteractionEntry[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {entries.map((entry) => (
        <CompactEntry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
