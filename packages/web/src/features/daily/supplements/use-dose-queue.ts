/**
 * The doses waiting to be sent (`dose-queue.ts`): kept in this browser for the signed-in user and shared by its
 * tabs (`lib/use-stored-queue.ts`), sent one by one when the Daily tab opens and whenever the browser comes back
 * online. A dose leaves the queue when the server has it (or refuses it for good: the card is told why); no answer,
 * a server failure (5xx) or an ended session leaves it for the next attempt, under the same idempotency key.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, keepInOutbox, NetworkError } from '@/lib/api-error';
import { useStoredQueue } from '@/lib/use-stored-queue';
import { DOSE_QUEUE_NAME, parseDoseQueue, requestOf, type QueuedDose } from './dose-queue';
import { useLogDose } from './queries';

const RETRY_MS = 30_000;

/** What became of a queued dose the server refused. */
export interface RefusedDose {
  dose: QueuedDose;
  message: string;
}

/** The queue as the Daily tab holds it: one per tab, shared by the dose cards and the Today block's one-tap logging. */
export type DoseQueue = ReturnType<typeof useDoseQueue>;

export function useDoseQueue(owner: string | null) {
  const { queue, latest, update } = useStoredQueue(owner, DOSE_QUEUE_NAME, parseDoseQueue);
  const [refused, setRefused] = useState<RefusedDose[]>([]);
  const { mutateAsync: logDose } = useLogDose();
  const sending = useRef(false);

  // Stored at once: an ended session unmounts the tab right after.
  const enqueue = useCallback(
    (dose: QueuedDose) => update((stored) => [...stored.filter((item) => item.idempotencyKey !== dose.idempotencyKey), dose]),
    [update],
  );

  const flush = useCallback(async () => {
    if (sending.current || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    sending.current = true;
    try {
      for (const dose of [...latest.current]) {
        // Sent meanwhile by another tab of this browser.
        if (!latest.current.some((item) => item.idempotencyKey === dose.idempotencyKey)) continue;
        try {
          await logDose(requestOf(dose));
        } catch (error) {
          if (!(error instanceof ApiError) || keepInOutbox(error)) {
            if (!(error instanceof NetworkError)) console.error('Sending a queued dose failed', error);
            // Still offline, the server failing or the session to be renewed first: kept, tried again later in order.
            return;
          }
          setRefused((current) => [...current, { dose, message: error.serverMessage ?? 'The server refused it.' }]);
        }
        update((stored) => stored.filter((item) => item.idempotencyKey !== dose.idempotencyKey));
      }
    } finally {
      sending.current = false;
    }
  }, [logDose, latest, update]);

  const queued = queue.length;
  useEffect(() => {
    if (queued === 0) return;
    void flush();
    // The browser may think it is online while the server is out of reach: try again now and then too.
    const retry = window.setInterval(() => void flush(), RETRY_MS);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [flush, queued]);

  return { queue, refused, enqueue };
}
