/**
 * The frame every Daily tab section shares: a titled card with an optional action on the right of the title. The
 * title is a disclosure button: the tab is long on a phone, so a section the user does not need
 * folds to its title, and this browser remembers that per section. A section that starts folded renders its content
 * only when first opened: a phone opening the tab builds and lays out the first screen, not every long section below
 * it (docs/performance.md). Once shown, folded content stays mounted (hidden), so nothing typed in it is lost and a
 * running timer keeps its time. A long section below the Today block may start
 * folded on a phone (`foldOnPhone`, issue 34) until the user opens it; a choice the user made wins. A jump to the
 * section (jump-to-section.ts) unfolds it for now, without changing that choice.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '@/components/icons';
import { parseBoolean, useStoredPreference } from '@/lib/stored-preference';
import { OPEN_SECTION_EVENT } from './jump-to-section';
import { foldsAtFirst, isPhoneWidth, sectionPreferenceName } from './section-preference';

interface DailySectionProps {
  title: string;
  /** One short line under the title. */
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** An anchor for the Daily tab's shortcuts (quick-actions.tsx), which scroll to the section and focus it. */
  id?: string;
  /** Starts folded on a phone-wide screen while the user has not chosen (the long sections below the Today block). */
  foldOnPhone?: boolean;
}

export function DailySection({ title, description, action, children, className = '', id, foldOnPhone = false }: DailySectionProps) {
  const headingId = useId();
  const bodyId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // The screen's width is asked only where it matters, once: each query of it costs the browser a style evaluation.
  const [startsFolded] = useState(() => foldOnPhone && foldsAtFirst(true, isPhoneWidth()));
  const [folded, setFolded] = useStoredPreference(sectionPreferenceName(title), startsFolded, parseBoolean);
  // Opened by a jump: shown now, the remembered choice untouched.
  const [openedForNow, setOpenedForNow] = useState(false);
  const collapsed = folded && !openedForNow;
  // Whether the content has been shown at least once (from then on it stays mounted).
  const [shown, setShown] = useState(!collapsed);
  if (!collapsed && !shown) setShown(true);
  useEffect(() => {
    const section = sectionRef.current;
    if (section === null) return;
    // At once, so the jump scrolls to the open section and can focus a field in it.
    const open = () => flushSync(() => setOpenedForNow(true));
    section.addEventListener(OPEN_SECTION_EVENT, open);
    return () => section.removeEventListener(OPEN_SECTION_EVENT, open);
  }, []);
  const toggle = () => {
    setOpenedForNow(false);
    setFolded(!collapsed);
  };
  return (
    <section
      ref={sectionRef}
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
              onClick={toggle}
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
        {shown ? children : null}
      </div>
    </section>
  );
}
