/** One titled card of the Analytics tab (a section with its own heading, so screen readers can jump between them). */
import { useId, type ReactNode } from 'react';

interface AnalyticsCardProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function AnalyticsCard({ title, description, actions, children }: AnalyticsCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A quiet "nothing here yet" line inside a card, with the contract's text. */
export function CardEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}
