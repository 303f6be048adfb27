/** The signed-in header's layout: the title, a line for today's date, and the controls at the right end. */
import type { ReactNode } from 'react';
import { APP_TITLE } from '@wellness/contract';
import { Icon } from '../components/icons';

export function ShellHeaderLayout({ date, children }: { date: ReactNode; children: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-lg font-semibold tracking-tight text-teal-900 sm:text-xl">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-teal-700 text-sm text-white">
              <Icon name="check" className="size-5" />
            </span>
            {APP_TITLE}
          </h1>
          <p className="mt-0.5 text-sm text-slate-600">{date}</p>
        </div>
        <div className="flex shrink-0 items-center gap-4">{children}</div>
      </div>
    </header>
  );
}
