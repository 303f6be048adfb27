/**
 * Runs a task once the page has painted its first content, so that what the first paint needs (the entry script,
 * the session check) has the network and the main thread to itself, and the rest follows at once. A
 * background tab paints nothing and some browsers report no paint timing: after `fallbackMs` the task runs anyway.
 * Each task runs in a task of its own: the browser reports the paint to every watcher in one task, and the head
 * starts that wait for it (each import adds its chunks' preload links) would otherwise add up to one long task.
 */
import { windowTimers, type PageTimers } from './page-timers';

export interface PaintWatch extends PageTimers {
  /** Calls `onPaint` when (or if already) the first contentful paint happened; returns how to stop watching. */
  onFirstContentfulPaint(onPaint: () => void): () => void;
}

function browserPaintWatch(): PaintWatch {
  return {
    onFirstContentfulPaint(onPaint) {
      if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return () => undefined;
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) onPaint();
      });
      observer.observe({ type: 'paint', buffered: true });
      return () => observer.disconnect();
    },
    ...windowTimers,
  };
}

export function afterFirstPaint(task: () => void, fallbackMs = 1000, watch: PaintWatch = browserPaintWatch()): void {
  let done = false;
  let stopWatching: () => void = () => undefined;
  const run = () => {
    if (done) return;
    done = true;
    stopWatching();
    watch.clearTimeout(timer);
    watch.setTimeout(task, 0);
  };
  const timer = watch.setTimeout(run, fallbackMs);
  stopWatching = watch.onFirstContentfulPaint(run);
  if (done) stopWatching();
}
