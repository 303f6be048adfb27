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
    ...windowTimers,
  };
}

export const NETWORK_QUIET_MS = 2000;
export const NETWORK_QUIET_MAX_MS = 10_000;

export function afterNetworkQuiet(task: () => void, watch: LoadWatch = browserLoadWatch(), quietMs = NETWORK_QUIET_MS, maxMs = NETWORK_QUIET_MAX_MS): void {
  watch.onLoad(() => {
    let done = false;
    let quiet: unknown = null;
    const run = () => {
      if (done) return;
      done = true;
      stopWatching();
      watch.clearTimeout(quiet);
      watch.clearTimeout(latest);
      task();
    };
    const restart = () => {
      watch.clearTimeout(quiet);
      quiet = watch.setTimeout(run, quietMs);
    };
    const latest = watch.setTimeout(run, maxMs);
    const stopWatching = watch.onRequestFinished(() => {
      if (!done) restart();
    });
    restart();
  });
}
