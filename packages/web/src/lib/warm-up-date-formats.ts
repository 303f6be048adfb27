/**
 * The first date formatter a page creates loads the browser's locale data: 15-100 ms of the main thread in a fresh
 * browser here, and several times that on a phone, in one piece that nothing can interrupt. It was the largest part
 * of the longest task after the first paint (docs/performance.md). A worker loads that data instead, on a
 * thread of its own, while the network brings the shell; it is shared by the page, so the header's date and every
 * later formatter on the main thread take a fraction of a millisecond. The worker ends as soon as it has.
 *
 * Only an optimisation: without workers, or when the worker fails, the page's first formatter loads the data as before.
 */

/** The part of a Worker this needs. */
export interface WarmUpWorker {
  addEventListener(type: 'message' | 'error', listener: (event: Event) => void, options: { once: true }): void;
  terminate(): void;
}

function startWorker(): WarmUpWorker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./date-format-warm-up.worker.ts', import.meta.url));
}

export function warmUpDateFormats(start: () => WarmUpWorker | null = startWorker): void {
  let worker: WarmUpWorker | null;
  try {
    worker = start();
  } catch (error) {
    console.warn('Could not start the date formats warm-up; the first date shown will load them', error);
    return;
  }
  if (worker === null) return;
  const stop = () => worker.terminate();
  worker.addEventListener('message', stop, { once: true });
  worker.addEventListener(
    'error',
    (event) => {
      console.warn('The date formats warm-up failed; the first date shown will load them', event);
      stop();
    },
    { once: true },
  );
}
