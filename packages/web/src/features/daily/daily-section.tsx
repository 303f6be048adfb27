/**
 * The frame every Daily tab section shares: a titled card with an optional action on the right of the title. The
 * title is a disclosure button: the tab is long on a phone, so a section the user does not need
 * folds to its title, and this browser remembers that per section. Folded content stays mounted (hidden), so
 * nothing typed in it is lost and a running timer keeps its time.
 */
import { useId, type ReactNode } from 'react';
import { Icon } from '@/components/icons';
import { parseBoolean, useStoredPreference } from '@/lib/stored-preference';
import { sectionPreferenceName } from './section-preference';

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
  const bodyId = useId();
  const [collapsed, setCollapsed] = useStoredPreference(sectionPreferenceName(title), false, parseBoolean);
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
            <button
              type="button"
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              onClick={() => setCollapsed(!collapsed)}
              className="-mx-2 -my-1.5 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 py-1 text-left transition-colors hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            >
              <Icon
                name="chevron-down"
                className={`size-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${collapsed ? '-rotate-90' : ''}`}
              />
              {title}
            </button>
          </h3>
          {description && !collapsed ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {collapsed ? null : action}
      </header>
      <div id={bodyId} hidden={collapsed} className="flex flex-col gap-4">
        {children}
      </div>
    </section>
  );
}
