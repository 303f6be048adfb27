/**
 * Busy indicators; the text beside each carries the meaning for screen readers. `Spinner` turns at once (a button's
 * call the user has just started); `LoadingSpinner` stands beside a "Loading…" status and turns only once the wait
 * has lasted LOADING_SPINNER_DELAY_MS, counted across the statuses that hand the wait on (lib/loading-wait.ts).
 */
import { useLayoutEffect, useState } from 'react';
import { createLoadingWaits } from '@/lib/loading-wait';

/**
 * How long a loading status shows its words alone before its spinner appears. A turning spinner makes the browser
 * draw a new frame some sixty times a second for as long as it is on screen; while a page loads, that drawing takes
 * a slow phone's processor from the load the spinner stands for (docs/performance.md). A shorter wait needs no more
 * than the words; a longer one gets the spinner.
 */
export const LOADING_SPINNER_DELAY_MS = 1500;

const RING = 'inline-block size-4 rounded-full border-2 border-current border-r-transparent';

export function Spinner({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`${RING} animate-spin motion-reduce:animate-none ${className}`} />;
}

const waits = createLoadingWaits();

/** The spinner of a loading status: its place is kept from the start (nothing moves when it appears). */
export function LoadingSpinner({ className = '' }: { className?: string }) {
  const [shown, setShown] = useState(() => waits.lasted(performance.now()) >= LOADING_SPINNER_DELAY_MS);
  // A layout effect: the status it replaces in the same commit has gone by then, before anything is painted.
  useLayoutEffect(() => {
    const startedAt = waits.begin(performance.now());
    const id = setTimeout(() => setShown(true), Math.max(0, startedAt + LOADING_SPINNER_DELAY_MS - performance.now()));
    return () => {
      clearTimeout(id);
      waits.end(performance.now());
    };
  }, []);
  return (
    <span
      aria-hidden="true"
      data-loading-spinner={shown ? 'shown' : 'waiting'}
      className={`${RING} ${shown ? 'animate-spin motion-reduce:animate-none' : 'invisible'} ${className}`}
    />
  );
}
