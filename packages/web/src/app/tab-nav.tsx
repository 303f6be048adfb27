/**
 * The five tabs as navigation links: real hrefs, so they work with the keyboard, open in a new
 * tab on modified clicks, and each switch is a history entry the back button returns through. Always in reach:
 * a bar fixed to the bottom of the screen on phones, stuck to the top from 640 px (lib/shell-layout.ts).
 */
import type { MouseEvent } from 'react';
import { TAB_LABELS, TABS, type Tab } from '@wellness/contract';
import { Icon } from '../components/icons';
import { pathForTab } from '../lib/tab-paths';
import { TAB_BAR_PLACE, TAB_ITEM_PLACE, TAB_LIST_PLACE } from '../lib/shell-layout';

interface TabNavProps {
  current: Tab;
  onSelect: (tab: Tab) => void;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function TabNav({ current, onSelect }: TabNavProps) {
  return (
    <nav aria-label="Main" className={TAB_BAR_PLACE}>
      {/* Phones: an icon over a small label for each of the five, so every tab stays in view. */}
      <ul className={TAB_LIST_PLACE}>
        {TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab} className={TAB_ITEM_PLACE}>
              <a
                href={pathForTab(tab)}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onSelect(tab);
                }}
                className={
                  'my-1 flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-[0.6875rem] font-medium tracking-tight transition-colors ' +
                  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-600 ' +
                  'sm:min-h-11 sm:flex-row sm:gap-2 sm:border-b-2 sm:px-4 sm:text-base sm:tracking-normal ' +
                  // The current tab: a tinted tile in the bottom bar, underlined in the top strip.
                  (active
                    ? 'bg-teal-50 text-teal-900 sm:rounded-b-none sm:border-teal-700 sm:bg-transparent'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:border-transparent')
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
