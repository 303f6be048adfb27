/** The frame every Daily tab section shares: a titled card with an optional action on the right of the title. */
import { useId, type ReactNode } from 'react';

interface DailySectionProps {
  title: string;
  /** One short line under the title. */
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** An anchor for the Daily tab's shortcuts (quick-actions.tsx), which scroll to the section and focus it. */
  id?: string;
}

export function DailySection({ title, description, action, children, className = '', id }: DailySectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      tabIndex={id === undefined ? undefined : -1}
      aria-labelledby={headingId}
      className={`flex scroll-mt-4 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none sm:p-6 ${className}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
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
