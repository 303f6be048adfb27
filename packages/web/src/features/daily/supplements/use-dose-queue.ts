/**
 * The doses waiting to be sent (`dose-queue.ts`): kept in this browser for the signed-in user, sent one by one
 * when the Daily tab opens and whenever the browser comes back online. A dose leaves the queue when the server
 * has it (or refuses it for good: the card is told why); no answer, a server failure (5xx) or an ended session
 * leaves it for the next attempt, under the same idempotency key.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError, worthSendingAgain } from '@/lib/api-error';
import { readDraft, writeDraft } from '@/lib/drafts';
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
  // Never dropped for age: a dose tapped offline is health data the user expects to find later.
  const [queue, setQueue] = useState<QueuedDose[]>(() =>
    owner === null ? [] : (readDraft(owner, DOSE_QUEUE_NAME, parseDoseQueue, Date.now(), Number.POSITIVE_INFINITY) ?? []),
  );
  const [refused, setRefused] = useState<RefusedDose[]>([]);
  const { mutateAsync: logDose } = useLogDose();
  const sending = useRef(false);
  const latest = useRef(queue);

  useEffect(() => {
    latest.current = queue;
    if (owner !== null) writeDraft(owner, DOSE_QUEUE_NAME, queue.length > 0 ? queue : null);
  }, [owner, queue]);

  const enqueue = useCallback(
    (dose: QueuedDose) => {
      setQueue((current) => [...current, dose]);
      // Stored at once too, beside what is already stored: an ended session unmounts the tab before its effects run.
      if (owner === null) return;
      const stored = readDraft(owner, DOSE_QUEUE_NAME, parseDoseQueue, Date.now(), Number.POSITIVE_INFINITY) ?? [];
      writeDraft(owner, DOSE_QUEUE_NAME, [...stored.filter((item) => item.idempotencyKey !== dose.idempotencyKey), dose]);
    },
    [owner],
  );

  const flush = useCallback(async () => {
    if (sending.current || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    sending.current = true;
    try {
      for (const dose of [...latest.current]) {
        try {
          await logDose(requestOf(dose));
        } catch (error) {
          if (worthSendingAgain(error) || !(error instanceof ApiError)) {
            if (!(error instanceof NetworkError)) console.error('Sending a queued dose failed', error);
            // Still offline, the server failing or the session to be renewed first: kept, tried again later in order.
            return;
          }
          setRefused((current) => [...current, { dose, message: error.serverMessage ?? 'The server refused it.' }]);
        }
        setQueue((current) => current.filter((item) => item.idempotencyKey !== dose.idempotencyKey));
      }
    } finally {
      sending.current = false;
    }
  }, [logDose]);

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
