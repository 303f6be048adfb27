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

// A string snapshot keeps useSyncExternalStore stable between renders.
const snapshot = () => `${window.location.pathname}${window.location.search}`;

/**
 * Asked before the browser's Back or Forward moves the app from one address to another: false keeps the page where it
 * was (the address is put back). The shell asks whether unsaved edits may be dropped (lib/unsaved-changes.ts).
 */
export type LeaveGuard = (from: string, to: string) => boolean;
let leaveGuard: LeaveGuard | null = null;
/** The address the app shows: where Back or Forward is undone to when the guard says no. */
let shown: string | null = null;

export function setLeaveGuard(guard: LeaveGuard | null): void {
  leaveGuard = guard;
}

const listeners = new Set<() => void>();
const notify = () => {
  shown = snapshot();
  for (const listener of [...listeners]) listener();
};
function onPopState(): void {
  const to = snapshot();
  if (shown !== null && to !== shown && leaveGuard !== null && !leaveGuard(shown, to)) {
    window.history.pushState(null, '', shown);
    return;
  }
  notify();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    shown = snapshot();
    window.addEventListener('popstate', onPopState);
    window.addEventListener(NAVIGATE_EVENT, notify);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener(NAVIGATE_EVENT, notify);
  };
}

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
