/**
 * The Research panel: the library's items for one substance or condition, strongest evidence first, and the user's
 * bookmarks, in a modal. "Not medical advice; talk to your clinician" sits above the scrolling list, so it stays in
 * view whatever is scrolled. Opening an item's link marks it read; the bookmark toggle keeps it under Bookmarked.
 */
import { useQuery } from '@tanstack/react-query';
import { RESEARCH_MESSAGES, type ResearchItem } from '@wellness/contract';
import { useId, useState } from 'react';
import { researchBookmarkedQuery, researchForQuery } from '@/lib/resources/research';
import { Alert } from '../alert';
import { DialogHeader, ModalDialog } from '../modal-dialog';
import { QueryState } from '../query-state';
import { ResearchItemCard } from './research-item-card';
import type { ResearchTarget } from './research-target';
import { useResearchMark } from './use-research-mark';

type View = 'target' | 'bookmarked';

export function ResearchDialog({ target, onClose }: { target: ResearchTarget; onClose: () => void }) {
  const titleId = useId();
  const [view, setView] = useState<View>('target');
  const forTarget = useQuery(researchForQuery(target.kind, target.id));
  const bookmarked = useQuery({ ...researchBookmarkedQuery(), enabled: view === 'bookmarked' });
  const shown = view === 'target' ? forTarget : bookmarked;
  const mark = useResearchMark();
  const [failed, setFailed] = useState(false);

  const toggle = (item: ResearchItem) => {
    setFailed(false);
    mark.mutate({ itemId: item.id, mark: item.isBookmarked ? 'unbookmark' : 'bookmark' }, { onError: () => setFailed(true) });
  };
  const opened = (item: ResearchItem) => {
    if (!item.isRead) mark.mutate({ itemId: item.id, mark: 'read' });
  };
  const empty =
    view === 'bookmarked'
      ? RESEARCH_MESSAGES.noBookmarks
      : target.kind === 'substance'
        ? RESEARCH_MESSAGES.noneForSubstance
        : RESEARCH_MESSAGES.noneForCondition;
  const tab = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={
        'min-h-10 truncate rounded-md px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
        (view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900')
      }
    >
      {label}
    </button>
  );

  return (
    <ModalDialog labelledBy={titleId} size="lg" onClose={onClose}>
      <DialogHeader
        titleId={titleId}
        title={`Research: ${target.name}`}
        subtitle="Published evidence, summarised in plain words, with links to the sources"
        onClose={onClose}
        closeLabel="Close research"
      />
      <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-3 sm:px-6">
        <Alert tone="warning">{RESEARCH_MESSAGES.disclaimer}</Alert>
        <div role="group" aria-label="Show" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:flex sm:w-fit">
          {tab('target', `For ${target.name}`)}
          {tab('bookmarked', 'All bookmarks')}
        </div>
      </div>
      <div className="flex flex-col gap-3 overflow-y-auto px-5 py-4 sm:px-6">
        {failed ? <Alert tone="error">{RESEARCH_MESSAGES.bookmarkFailed}</Alert> : null}
        <QueryState
          query={shown}
          loading="Loading research…"
          error={RESEARCH_MESSAGES.loadFailed}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{empty}</p>}
        >
          {(data) => (
            <ul aria-label={view === 'bookmarked' ? 'Bookmarked research' : `Research for ${target.name}`} className="flex flex-col gap-3">
              {data.items.map((item) => (
                <li key={item.id}>
                  <ResearchItemCard
                    item={item}
                    pending={mark.isPending && mark.variables.itemId === item.id && mark.variables.mark !== 'read'}
                    onToggleBookmark={() => toggle(item)}
                    onOpened={() => opened(item)}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </ModalDialog>
  );
}
