/** What a tab shows until its feature lands: its heading, what it will hold, and that nothing is tracked yet. */
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import type { IconName } from './icons';

interface TabPlaceholderProps {
  headingId: string;
  title: string;
  /** One plain sentence on what the tab will hold. */
  purpose: string;
  /** The empty state: plainly, that there is nothing here yet. */
  emptyTitle: string;
  emptyText: ReactNode;
  icon: IconName;
}

export function TabPlaceholder({ headingId, title, purpose, emptyTitle, emptyText, icon }: TabPlaceholderProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
          {title}
        </h2>
        <p className="max-w-2xl text-base text-slate-600">{purpose}</p>
      </header>
      <EmptyState title={emptyTitle} text={emptyText} icon={icon} />
    </section>
  );
}
