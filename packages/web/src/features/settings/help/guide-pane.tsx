/**
 * The right pane of Help & Guides: the open guide with its title and description, or the spec's empty state
 * ("Select a guide to get started") when the search has hidden the open guide from the list.
 */
import { EmptyState } from '@/components/empty-state';
import { GuideBody } from './guide-body';
import { GUIDE_TITLE_ID } from './guide-links';
import type { HelpGuide } from './help-guides';

export const EMPTY_PANE_TITLE = 'Select a guide to get started';

export function GuidePane({ guide }: { guide: HelpGuide | null }) {
  if (guide === null) {
    return <EmptyState icon="report" title={EMPTY_PANE_TITLE} text="Choose a guide from the list to read it here." />;
  }
  return (
    <article aria-labelledby={GUIDE_TITLE_ID} className="flex min-w-0 flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <header className="flex flex-col gap-1.5 border-b border-slate-200 pb-5">
        <h3 id={GUIDE_TITLE_ID} tabIndex={-1} className="text-xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-2xl">
          {guide.title}
        </h3>
        <p className="text-sm text-slate-600">{guide.description}</p>
      </header>
      <GuideBody id={guide.id} />
    </article>
  );
}
