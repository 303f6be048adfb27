/**
 * A link to another place in the app (a tab, another guide) that moves there without reloading the page. It
 * stays a real link, so it can be opened in a new tab, copied, and read as a link by screen readers.
 */
import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '@/lib/location';

const LINK_CLASSES =
  'font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-4 hover:decoration-teal-800 ' +
  'rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

interface InAppLinkProps {
  href: string;
  /** The element to move focus to once the new place shows (another guide's title); else the page scrolls to the top. */
  focusId?: string;
  children: ReactNode;
}

export function InAppLink({ href, focusId, children }: InAppLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click or another button keeps the browser's own behaviour (new tab, new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
    if (focusId === undefined) window.scrollTo({ top: 0 });
    // After React has shown the new place, so the element is the new one.
    else requestAnimationFrame(() => document.getElementById(focusId)?.focus());
  };
  return (
    <a href={href} onClick={onClick} className={LINK_CLASSES}>
      {children}
    </a>
  );
}
