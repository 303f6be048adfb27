/** A link to the Substances tab, where supplements are added: a real href, switched in-page on a plain click. */
import type { MouseEvent } from 'react';
import { TAB_LABELS } from '@wellness/contract';
import { navigate } from '@/lib/location';
import { pathForTab } from '@/lib/tab-paths';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function SubstancesTabLink() {
  const href = pathForTab('supplements');
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      className="font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-4 hover:decoration-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      {TAB_LABELS.supplements}
    </a>
  );
}
