/**
 * The two Analytics sub-tabs (overview or supplement-timeline) as an ARIA tab list:
 * one tab stop, arrow keys, Home and End.
 */
import { useRef, type KeyboardEvent } from 'react';

export const ANALYTICS_VIEWS = ['overview', 'supplement-timeline'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];
export const ANALYTICS_VIEW_LABELS: Record<AnalyticsView, string> = { overview: 'Overview', 'supplement-timeline': 'Supplement Timeline' };
export const analyticsTabId = (view: AnalyticsView) => `analytics-tab-${view}`;
export const ANALYTICS_PANEL_ID = 'analytics-panel';

function neighbour(current: AnalyticsView, key: string): AnalyticsView | null {
  const index = ANALYTICS_VIEWS.indexOf(current);
  const last = ANALYTICS_VIEWS.length - 1;
  if (key === 'ArrowRight') return ANALYTICS_VIEWS[index === last ? 0 : index + 1] ?? null;
  if (key === 'ArrowLeft') return ANALYTICS_VIEWS[index === 0 ? last : index - 1] ?? null;
  if (key === 'Home') return ANALYTICS_VIEWS[0];
  if (key === 'End') return ANALYTICS_VIEWS[last] ?? null;
  return null;
}

export function AnalyticsSubNav({ current, onSelect }: { current: AnalyticsView; onSelect: (view: AnalyticsView) => void }) {
  const tabs = useRef(new Map<AnalyticsView, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const next = neighbour(current, event.key);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label="Analytics views" onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
      {ANALYTICS_VIEWS.map((view) => {
        const selected = view === current;
        return (
          <button
            key={view}
            ref={(element) => {
              if (element) tabs.current.set(view, element);
              else tabs.current.delete(view);
            }}
            type="button"
            role="tab"
            id={analyticsTabId(view)}
            aria-selected={selected}
            aria-controls={ANALYTICS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(view)}
            className={
              'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors ' +
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
              (selected ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')
            }
          >
            {ANALYTICS_VIEW_LABELS[view]}
          </button>
        );
      })}
    </div>
  );
}
