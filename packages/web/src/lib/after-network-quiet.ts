/**
 * Runs a task once the page's loading has settled: after the window's load event, as soon as no request of the page
 * has finished for `quietMs`, or `maxMs` after the load event at the latest. For work the user is not waiting for
 * that would otherwise compete with what they are: the service worker's install downloads and stores every file of
 * the build, which on a slow phone's first load took the processor and the network from the tab being opened
 * (docs/performance.md).
 */
import { windowTimers, type PageTimers } from './page-timers';

export interface LoadWatch extends PageTimers {
  /** Calls `onLoad` once the window's load event has fired (at once if it already has). */
  onLoad(onLoad: () => void): void;
  /** Calls `onFinished` each time one of the page's requests finishes; returns how to stop watching. */
  onRequestFinished(onFinished: () => void): () => void;
  /** The time in milliseconds, on the clock of `setTimeout`. */
  now(): number;
}

function browserLoadWatch(): LoadWatch {
  return {
    onLoad(onLoad) {
      if (document.readyState === 'complete') onLoad();
      else window.addEventListener('load', () => onLoad(), { once: true });
    },
    onRequestFinished(onFinished) {
      if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('resource')) return () => undefined;
      const observer = new PerformanceObserver(() => onFinished());
      observer.observe({ type: 'resource' });
      return () => observer.disconnect();
    },
    now: () => performance.now(),
    ...windowTimers,
  };
}

export const NETWORK_QUIET_MS = 2000;
export const NETWORK_QUIET_MAX_MS = 10_000;

export function afterNetworkQuiet(task: () => void, watch: LoadWatch = browserLoadWatch(), quietMs = NETWORK_QUIET_MS, maxMs = NETWORK_QUIET_MAX_MS): void {
  watch.onLoad(() => {
    let done = false;
    let lastFinished = watch.now();
    let quiet: unknown = null;
    const run = () => {
      if (done) return;
      done = true;
      stopWatching();
      watch.clearTimeout(quiet);
      watch.clearTimeout(latest);
      task();
    };
    // A finished request only notes its time; the one quiet timer, when it fires, waits again for what is left of the
    // spell. Restarting a timer per request cost the load's busiest tasks a timer set and cleared each (every one
    // with its caller's stack while the browser records a profile).
    const whenQuiet = () => {
      const quietFor = watch.now() - lastFinished;
      if (quietFor >= quietMs) run();
      else quiet = watch.setTimeout(whenQuiet, quietMs - quietFor);
    };
    const latest = watch.setTimeout(run, maxMs);
    const stopWatching = watch.onRequestFinished(() => {
      lastFinished = watch.now();
    });
    quiet = watch.setTimeout(whenQuiet, quietMs);
  });
}
