/**
 * The factor values waiting to be sent (`value-queue.ts`), one queue for the Daily tab: the check-in card and the
 * New Entry form both put values here. It is kept in this browser and shared by its tabs (`lib/use-stored-queue.ts`):
 * a change is stored at once, then sent after a short pause (a run of taps on + sends one value). A failure that is
 * not a refusal (no connection, the server failing or asking to wait, the session being renewed: `keepInOutbox`, as
 * for doses) keeps it and tries again when the browser is back online and every 30 s; a refusal by the server (a
 * factor deleted meanwhile, a value out of range) drops it and says why.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, keepInOutbox } from '@/lib/api-error';
import { useStoredQueue } from '@/lib/use-stored-queue';
import type { FactorValueOf } from './factor-input';
import { useSendFactorValue } from './queries';
import { FACTOR_VALUE_QUEUE_NAME, parseFactorValueQueue, upsertQueued, valueKey, withoutSent, type QueuedFactorValue } from './value-queue';

const SEND_AFTER_MS = 400;
const RETRY_MS = 30_000;

/** What the card says beside a value: being sent, saved, kept for later, or refused with the server's words. */
export type ValueStatus = { kind: 'saving' } | { kind: 'saved' } | { kind: 'kept' } | { kind: 'refused'; message: string };

export interface FactorValueQueue {
  /** The value waiting to be sent for this factor and day, if any (null: a clear is waiting). */
  waiting: (factorId: string, date: string) => QueuedFactorValue | undefined;
  status: (factorId: string, date: string) => ValueStatus | undefined;
  set: (factorId: string, date: string, value: FactorValueOf | null) => void;
}

export function useFactorValueQueue(owner: string | null): FactorValueQueue {
  const { queue, latest, update } = useStoredQueue(owner, FACTOR_VALUE_QUEUE_NAME, parseFactorValueQueue);
  const [statuses, setStatuses] = useState<ReadonlyMap<string, ValueStatus>>(new Map());
  const { mutateAsync: send } = useSendFactorValue();
  const sending = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const setStatus = useCallback((key: string, status: ValueStatus) => setStatuses((current) => new Map(current).set(key, status)), []);

  const flush = useCallback(async () => {
    if (sending.current) return;
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      // Nothing to try until the browser is back online (the 'online' listener below sends them then).
      setStatuses((current) => {
        const next = new Map(current);
        for (const waiting of latest.current) next.set(valueKey(waiting.factorId, waiting.date), { kind: 'kept' });
        return next;
      });
      return;
    }
    sending.current = true;
    try {
      // Values changed while one was on its way are sent in the next round.
      for (let round = latest.current; round.length > 0; round = latest.current) {
        for (const item of round) {
          const key = valueKey(item.factorId, item.date);
          try {
            await send(item);
            setStatus(key, { kind: 'saved' });
          } catch (error) {
            if (!(error instanceof ApiError) || keepInOutbox(error)) {
              // Offline, the server out of reach or asking to wait, or the session being renewed: kept, tried again
              // later in order.
              for (const waiting of latest.current) setStatus(valueKey(waiting.factorId, waiting.date), { kind: 'kept' });
              return;
            }
            setStatus(key, { kind: 'refused', message: error.serverMessage ?? 'The server refused this value.' });
          }
          update((stored) => withoutSent(stored, item));
        }
      }
    } finally {
      sending.current = false;
    }
  }, [send, setStatus, latest, update]);

  const set = useCallback(
    (factorId: string, date: string, value: FactorValueOf | null) => {
      const item: QueuedFactorValue = { factorId, date, value, changedAt: Date.now() };
      update((stored) => upsertQueued(stored, item));
      setStatus(valueKey(factorId, date), { kind: 'saving' });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), SEND_AFTER_MS);
    },
    [flush, setStatus, update],
  );

  const waitingCount = queue.length;
  useEffect(() => {
    if (waitingCount === 0) return;
    // Values left from an earlier visit (or a failed send) go now; the browser may think it is online while the
    // server is out of reach, so try again now and then too.
    const first = window.setTimeout(() => void flush(), SEND_AFTER_MS);
    const retry = window.setInterval(() => void flush(), RETRY_MS);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [flush, waitingCount]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      waiting: (factorId: string, date: string) => queue.find((item) => item.factorId === factorId && item.date === date),
      status: (factorId: string, date: string) => statuses.get(valueKey(factorId, date)),
      set,
    }),
    [queue, statuses, set],
  );
}
