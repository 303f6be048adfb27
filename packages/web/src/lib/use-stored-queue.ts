/**
 * A queue of things the user did that wait to be sent (doses tapped offline, factor values), kept in this browser
 * for one user and shared by every tab of it. Each change is applied to what is stored at that moment, so a tab
 * never writes its own copy over another tab's additions, and another tab's change shows here through the `storage`
 * event. Where the browser cannot keep it (storage refused or full) the queue lives in this page until it can.
 * Never dropped for age: what waits here is health data the user expects to find later.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { draftKey, readDraft, writeDraft, type DraftParser } from './drafts';

export interface StoredQueue<T> {
  queue: readonly T[];
  /** The queue as of the last change, for loops that send while the queue changes. */
  latest: RefObject<readonly T[]>;
  /** Applies `change` to the stored queue (or this page's, when nothing can be stored) and keeps the result. */
  update: (change: (items: readonly T[]) => readonly T[]) => void;
}

export function useStoredQueue<T>(owner: string | null, name: string, parse: DraftParser<T[]>): StoredQueue<T> {
  const read = useCallback(
    (): readonly T[] => (owner === null ? [] : (readDraft(owner, name, parse, Date.now(), Number.POSITIVE_INFINITY) ?? [])),
    [owner, name, parse],
  );
  const [queue, setQueue] = useState<readonly T[]>(read);
  const latest = useRef<readonly T[]>(queue);
  // False once storing failed: from then on this page's copy is the one to change (and to store when it can).
  const stores = useRef(owner !== null);

  const keep = useCallback((items: readonly T[]) => {
    latest.current = items;
    setQueue(items);
  }, []);

  const update = useCallback(
    (change: (items: readonly T[]) => readonly T[]) => {
      const next = change(stores.current ? read() : latest.current);
      stores.current = owner !== null && writeDraft(owner, name, next.length > 0 ? next : null);
      keep(next);
    },
    [owner, name, read, keep],
  );

  const shownFor = useRef(owner);
  useEffect(() => {
    if (owner === null) return;
    // What was queued before the user was known joins their stored queue; another user's is never carried over.
    const pageOnly = shownFor.current === null ? latest.current : [];
    shownFor.current = owner;
    stores.current = true;
    if (pageOnly.length > 0) update((stored) => [...stored, ...pageOnly]);
    else keep(read());
    const key = draftKey(owner, name);
    const onStorage = (event: StorageEvent) => {
      if (stores.current && (event.key === key || event.key === null)) keep(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [owner, name, read, keep, update]);

  return { queue, latest, update };
}
