/**
 * Runs a task once the page has painted the app's first screen, so that what the first paint needs (the entry script,
 * the session check) has the network and the main thread to itself, and the rest follows at once. A background tab
 * draws no frame: after `fallbackMs` the task runs anyway. Each task runs in a task of its own: every watcher's frame
 * callback runs in the same frame, and the head starts that wait for it (each import adds its chunks' preload links)
 * would otherwise add up to one long task.
 */
import { windowTimers, type PageTimers } from './page-timers';

export interface PaintWatch extends PageTimers {
  /** Calls `onPaint` when (or if already) the app's first screen has been painted; returns how to stop watching. */
  onFirstAppPaint(onPaint: () => void): () => void;
}

let appCommitted = false;
const commitWatchers = new Set<() => void>();

/**
 * Called once React has committed the app's first screen (main.tsx). The page's own outline (src/boot/shell-outline.ts)
 * can paint before the app's scripts have even run, so the browser's first contentful paint no longer says that the
 * app's first screen is up: this does.
 */
export function markAppCommitted(): void {
  appCommitted = true;
  for (const watcher of [...commitWatchers]) watcher();
  commitWatchers.clear();
}

/** How the page asks for the next frame (the browser's `requestAnimationFrame`; a fake in the unit test). */
export interface FrameRequests {
  request(callback: () => void): number;
  cancel(id: number): void;
}

const browserFrames: FrameRequests = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (id) => cancelAnimationFrame(id),
};

/** Watches for the frame that paints the app's first commit. */
export function appPaintWatch(frames: FrameRequests = browserFrames, timers: PageTimers = windowTimers): PaintWatch {
  return {
    onFirstAppPaint(onPaint) {
      // The frame after the commit is the one that paints it; a hidden tab draws no frame (the fallback runs then).
      let frame: number | null = null;
      const afterCommit = () => {
        frame = frames.request(onPaint);
      };
      if (appCommitted) afterCommit();
      else commitWatchers.add(afterCommit);
      return () => {
        commitWatchers.delete(afterCommit);
        if (frame !== null) frames.cancel(frame);
      };
    },
    ...timers,
  };
}

export function afterFirstPaint(task: () => void, fallbackMs = 1000, watch: PaintWatch = appPaintWatch()): void {
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
  stopWatching = watch.onFirstAppPaint(run);
  if (done) stopWatching();
}
