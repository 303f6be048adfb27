/**
 * A link to another place in the app that moves there without reloading the page (the experiments view from the
 * substance card, the Daily tab and Analytics). It stays a real link: it can be opened in a new tab, copied, and is
 * read as a link. The page scrolls to the top and focus goes to the new place's heading.
 */
import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '@/lib/location';

interface AppLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

export function AppLink({ href, className = '', children, ...rest }: AppLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click or another button keeps the browser's own behaviour (new tab, new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => document.getElementById('tab-heading')?.focus({ preventScroll: true }));
  };
  return (
    <a href={href} onClick={onClick} className={className} {...rest}>
      {children}
    </a>
  );
}
