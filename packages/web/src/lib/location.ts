/**
 * A minimal router over the History API: the current path and query as an external store, and
 * navigation with pushState/replaceState. The app needs only a handful of paths, so no router library.
 */
import { useSyncExternalStore } from 'react';

const NAVIGATE_EVENT = 'wellness:navigate';

export interface AppLocation {
  pathname: string;
  search: string;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

// A string snapshot keeps useSyncExternalStore stable between renders.
const snapshot = () => `${window.location.pathname}${window.location.search}`;

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

export function useLocation(): AppLocation {
  const current = useSyncExternalStore(subscribe, snapshot);
  const queryStart = current.indexOf('?');
  return queryStart === -1 ? { pathname: current, search: '' } : { pathname: current.slice(0, queryStart), search: current.slice(queryStart) };
}
