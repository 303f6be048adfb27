/**
 * The five tabs (part 1 §2) as navigation links: real hrefs, so they work with the keyboard, open in a new
 * tab on modified clicks, and each switch is a history entry the back button returns through.
 */
import type { MouseEvent } from 'react';
import { TAB_LABELS, TABS, type Tab } from '@wellness/contract';
import { Icon } from '../components/icons';
import { pathForTab } from '../lib/tab-paths';

interface TabNavProps {
  current: Tab;
  onSelect: (tab: Tab) => void;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function TabNav({ current, onSelect }: TabNavProps) {
  return (
    <nav aria-label="Main" className="border-b border-slate-200 bg-white">
      {/* Phones: five equal columns with an icon over a small label, so every tab stays in view. */}
      <ul className="mx-auto grid max-w-5xl grid-cols-5 gap-0.5 px-1 sm:flex sm:gap-2 sm:px-4 lg:px-6">
        {TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab} className="min-w-0 sm:shrink-0">
              <a
                href={pathForTab(tab)}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onSelect(tab);
                }}
                className={
                  'my-1 flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg border-b-2 px-0.5 text-xs font-medium transition-colors ' +
                  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-600 ' +
                  'sm:min-h-11 sm:flex-row sm:gap-2 sm:px-4 sm:text-base ' +
                  (active ? 'rounded-b-none border-teal-700 text-teal-900' : 'border-transparent text-slate-600 hover:bg-slate-100 hover:text-slate-900')
                }
              >
                <Icon name={tab} className="size-5 shrink-0 sm:size-4" />
                <span className="max-w-full truncate">{TAB_LABELS[tab]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
