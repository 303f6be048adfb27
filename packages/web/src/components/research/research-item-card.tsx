/**
 * One research item: its type and what kind of evidence that is, the direction of its finding (a null result says
 * so), title, source and year, the plain-language summary, a link that opens the document in a new tab without
 * giving it this page (rel="noopener noreferrer"), a bookmark toggle, and a "New" mark until the user opens it.
 */
import { RESEARCH_EVIDENCE_KINDS, RESEARCH_TYPE_LABELS, type ResearchItem } from '@wellness/contract';
import { useId } from 'react';
import { Icon } from '../icons';
import { findingLabel, linkHost, yearLabel } from './research-labels';

const FINDING_STYLES = {
  benefit: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  none: 'bg-slate-100 text-slate-800 ring-slate-300',
  mixed: 'bg-amber-50 text-amber-950 ring-amber-300',
  safety: 'bg-rose-50 text-rose-900 ring-rose-300',
} as const;

const chip = 'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

interface ResearchItemCardProps {
  item: ResearchItem;
  pending: boolean;
  onToggleBookmark: () => void;
  onOpened: () => void;
}

export function ResearchItemCard({ item, pending, onToggleBookmark, onOpened }: ResearchItemCardProps) {
  const titleId = useId();
  const finding = findingLabel(item.finding);
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4" data-research-id={item.id}>
      <ul aria-label="About this item" className="flex flex-wrap items-center gap-2">
        <li className={`${chip} bg-teal-50 text-teal-900 ring-teal-300`}>{RESEARCH_TYPE_LABELS[item.type]}</li>
        {finding ? <li className={`${chip} ${FINDING_STYLES[finding.tone]}`}>{finding.label}</li> : null}
        {item.isRead ? null : (
          <li className={`${chip} bg-sky-100 text-sky-900 ring-sky-300`}>
            New<span className="sr-only"> (not opened yet)</span>
          </li>
        )}
      </ul>
      <h3 id={titleId} className="leading-snug font-semibold text-slate-900">
        {item.title}
      </h3>
      <p className="text-sm text-slate-700">
        {item.source} · {yearLabel(item.year)}
        <span className="block text-slate-600">{item.authors}</span>
      </p>
      <p className="text-sm leading-relaxed text-slate-800">{item.summary}</p>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">What kind of evidence: </span>
        {RESEARCH_EVIDENCE_KINDS[item.type]}
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onOpened}
          className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold break-all text-teal-800 underline decoration-teal-800/40 underline-offset-4 hover:decoration-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          Read at {linkHost(item.url)}
          <Icon name="external" className="size-4 shrink-0" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button
          type="button"
          aria-pressed={item.isBookmarked}
          aria-describedby={titleId}
          disabled={pending}
          onClick={onToggleBookmark}
          className={
            'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold ring-1 transition-colors ring-inset ' +
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-wait disabled:opacity-70 ' +
            (item.isBookmarked ? 'bg-teal-700 text-white ring-teal-700 hover:bg-teal-800' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100')
          }
        >
          <Icon name="bookmark" filled={item.isBookmarked} className="size-4" />
          {item.isBookmarked ? 'Bookmarked' : 'Bookmark'}
        </button>
      </div>
    </article>
  );
}
