/** The frame every card of a Settings sub-tab shares: a titled card with one short line and an optional action. */
import { type ReactNode } from 'react';

interface SettingsCardProps {
  /** The heading's id, so the card's dialogs and messages can refer to it. */
  headingId: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

export function SettingsCard({ headingId, title, description, action, children }: SettingsCardProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id={headingId} tabIndex={-1} className="text-lg font-semibold tracking-tight text-slate-900 focus:outline-none">
            {title}
          </h3>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
