/**
 * Deleting with undo ("deleting asks first and can be undone for a few seconds"). The delete is held on
 * this device: once confirmed, the record disappears from the screen and a notice offers Undo for UNDO_WINDOW_MS;
 * only then is the DELETE sent. Undo simply forgets it, so nothing is ever deleted and recreated: an entry keeps
 * its id and creation time, and a dose's supply is given back once, by the one DELETE the server answers (a
 * repeated DELETE is 404 and gives nothing back). Leaving the tab sends what is waiting at once (the user confirmed
 * it); closing the page sends it as the page goes, and should that request not get through, the record simply
 * stays, the safe side for health data. A failed delete brings the record back with the failure message.
 */
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { ConfirmDialog } from '@/components/confirm-dialog';

export const UNDO_WINDOW_MS = 6000;

export interface PendingDelete {
  /** Unique per record, e.g. `dose:abc`. */
  key: string;
  /** What the notice says, e.g. "Dose removed." */
  message: string;
  /** Sends the delete; rejects when it failed. */
  commit: () => Promise<unknown>;
  /** Shown when the delete failed, e.g. 'Failed to remove dose. Please try again.' */
  failureMessage: string;
}

/** A delete that asks first: the confirm's title, question and button. */
export interface ConfirmedDelete extends PendingDelete {
  title: string;
  question: string;
  confirmLabel: string;
}

interface PendingDeletes {
  schedule(item: PendingDelete): void;
  /** Asks first (an in-page confirm); on yes, schedules the delete with its undo window. */
  ask(item: ConfirmedDelete): void;
  isHidden(key: string): boolean;
}

const PendingDeletesContext = createContext<PendingDeletes | null>(null);

export function usePendingDeletes(): PendingDeletes {
  const value = use(PendingDeletesContext);
  if (value === null) throw new Error('usePendingDeletes needs a PendingDeletesProvider');
  return value;
}

interface Waiting {
  item: PendingDelete;
  timer: ReturnType<typeof setTimeout>;
}

export function PendingDeletesProvider({ children }: { children: ReactNode }) {
  const waiting = useRef(new Map<string, Waiting>());
  /** Hidden while waiting and while the DELETE is in flight, so the record does not flash back before the reload. */
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<PendingDelete | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<ConfirmedDelete | null>(null);

  const unhide = useCallback((key: string) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  }, []);

  const send = useCallback(
    (key: string) => {
      const entry = waiting.current.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      waiting.current.delete(key);
      setNotice((current) => (current?.key === key ? null : current));
      entry.item.commit().then(
        () => unhide(key),
        () => {
          unhide(key);
          setFailure(entry.item.failureMessage);
        },
      );
    },
    [unhide],
  );

  const schedule = useCallback(
    (item: PendingDelete) => {
      if (waiting.current.has(item.key)) return;
      const timer = setTimeout(() => send(item.key), UNDO_WINDOW_MS);
      waiting.current.set(item.key, { item, timer });
      setHidden((current) => new Set(current).add(item.key));
      setNotice(item);
      setFailure(null);
    },
    [send],
  );

  const undo = useCallback(
    (key: string) => {
      const entry = waiting.current.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      waiting.current.delete(key);
      unhide(key);
      setNotice(null);
    },
    [unhide],
  );

  // Leaving the tab (unmount) or the page sends what the user confirmed.
  useEffect(() => {
    const all = waiting.current;
    const sendAll = () => {
      for (const key of [...all.keys()]) send(key);
    };
    window.addEventListener('pagehide', sendAll);
    return () => {
      window.removeEventListener('pagehide', sendAll);
      sendAll();
    };
  }, [send]);

  const value = useMemo<PendingDeletes>(() => ({ schedule, ask: setAsking, isHidden: (key) => hidden.has(key) }), [schedule, hidden]);

  return (
    <PendingDeletesContext value={value}>
      {children}
      {asking !== null ? (
        <ConfirmDialog
          title={asking.title}
          confirmLabel={asking.confirmLabel}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            schedule(asking);
          }}
        >
          {asking.question}
        </ConfirmDialog>
      ) : null}
      <div className="pointer-events-none fixed inset-x-3 bottom-20 z-40 flex flex-col gap-2 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-md">
        {failure !== null ? (
          <div className="pointer-events-auto flex items-start gap-2 rounded-xl bg-white shadow-lg">
            <Alert tone="error" className="flex-1">
              {failure}
            </Alert>
            <button
              type="button"
              onClick={() => setFailure(null)}
              className="min-h-11 px-3 text-sm font-medium text-slate-700 underline focus-visible:outline-3 focus-visible:outline-teal-600"
            >
              Dismiss
            </button>
          </div>
        ) : null}
        <div role="status" aria-live="polite" className="contents">
          {notice !== null ? (
            <div
              data-testid="undo-notice"
              className="pointer-events-auto flex items-center justify-between gap-3 rounded-xl bg-slate-800 px-4 py-3 text-sm text-slate-50 shadow-lg"
            >
              <span>{notice.message}</span>
              <button
                type="button"
                onClick={() => undo(notice.key)}
                className="min-h-11 rounded-lg px-3 font-semibold text-teal-200 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-teal-300"
              >
                Undo
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </PendingDeletesContext>
  );
}
