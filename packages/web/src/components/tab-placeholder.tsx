/** What a tab shows until its feature lands: its heading, what it will hold, and that nothing is tracked yet. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

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
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center sm:py-16">
        <span className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <Icon name={icon} className="size-7" />
        </span>
        <p className="text-lg font-semibold text-slate-900">{emptyTitle}</p>
        <p className="max-w-md text-sm text-slate-600">{emptyText}</p>
      </div>
    </section>
  );
}
