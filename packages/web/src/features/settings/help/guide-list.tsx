/**
 * The left list of Help & Guides: a labelled search box over the guides' titles and descriptions,
 * the matching guides as links (the open one marked as current), and a plain message with "Clear search" when
 * nothing matches. The number of matches is announced as it changes.
 */
import { useId, type MouseEvent } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { navigate } from '@/lib/location';
import { GUIDE_TITLE_ID } from './guide-links';
import { pathForGuide, type GuideId, type HelpGuide } from './help-guides';

interface GuideListProps {
  guides: readonly HelpGuide[];
  current: GuideId;
  query: string;
  onQueryChange: (query: string) => void;
}

const matchCount = (count: number) => (count === 1 ? '1 guide matches' : `${count} guides match`);

export function GuideList({ guides, current, query, onQueryChange }: GuideListProps) {
  const searchId = useId();
  const headingId = useId();
  const searching = query.trim() !== '';

  const open = (event: MouseEvent<HTMLAnchorElement>, id: GuideId) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(pathForGuide(id));
    // The guide is read next: its title takes focus (and scrolls into view below the list on a phone).
    requestAnimationFrame(() => document.getElementById(GUIDE_TITLE_ID)?.focus());
  };

  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
        Guides
      </h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          Search guides
        </label>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="Title or topic"
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600"
          />
        </div>
      </div>
      <p role="status" className="sr-only">
        {searching ? matchCount(guides.length) : ''}
      </p>
      {guides.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-5">
          <p className="text-sm text-slate-700">No guides match &ldquo;{query.trim()}&rdquo;.</p>
          <Button variant="secondary" onClick={() => onQueryChange('')}>
            Clear search
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-1">
          {guides.map((guide) => {
            const isCurrent = guide.id === current;
            return (
              <li key={guide.id}>
                <a
                  href={pathForGuide(guide.id)}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={(event) => open(event, guide.id)}
                  className={
                    'flex flex-col gap-0.5 rounded-xl border px-3.5 py-3 transition-colors ' +
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                    (isCurrent ? 'border-teal-700 bg-teal-50' : 'border-transparent hover:border-slate-200 hover:bg-white')
                  }
                >
                  <span className={`text-sm font-semibold ${isCurrent ? 'text-teal-900' : 'text-slate-900'}`}>{guide.title}</span>
                  <span className="text-xs leading-5 text-slate-600">{guide.description}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
