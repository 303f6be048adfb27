/**
 * A dose card's logging cycle: the Log button's state, the question before a dose within an hour of another, and
 * the send itself, which queues the dose on this device when offline, when the server's answer never came, or when
 * the session had ended. A dose with details that ends up not logged (refused, or the repeat question declined) is
 * handed back through `onDetailsNotLogged`, so what was typed is never lost.
 */
import { useState } from 'react';
import { DOSE_MESSAGES, LOGGED_CONFIRMATION_MS, type Dose, type LogDoseRequest, type Substance } from '@wellness/contract';
import { NetworkError, SessionEndedError, worthSendingAgain } from '@/lib/api-error';
import { formatClockTime } from '@/lib/date-format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useDelayedAction } from '@/lib/use-delayed-action';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import type { DoseDetails } from './dose-details-dialog';
import type { QueuedDose } from './dose-queue';
import { recentDose, sameDose } from './dose-timing';
import { nextLogButtonState, type LogButtonEvent, type LogButtonState } from './log-button-state';
import { useLogDose } from './queries';

const STILL_LOGGING = 'The dose before this one is still being logged. Log this one again in a moment.';

/** A dose about to be logged: what to send, and the earlier dose that makes it a repeat worth asking about. */
export interface PendingDose {
  request: LogDoseRequest;
  at: Date;
  earlier: { timestamp: string };
  /** What the details dialog held, for a dose logged with details. */
  details: DoseDetails | null;
}

/** How the card tells the user what happened: a failure alert (null clears it) and a screen-reader announcement. */
export interface DoseCardFeedback {
  fail: (message: string | null) => void;
  announce: (text: string) => void;
}

interface DoseLoggingOptions {
  supplement: Substance;
  doses: readonly Dose[] | null;
  queued: readonly QueuedDose[];
  onQueue: (dose: QueuedDose) => void;
  feedback: DoseCardFeedback;
  /** A dose with details was not logged; `failure` says why (null when the user chose not to log it). */
  onDetailsNotLogged?: (details: DoseDetails, failure: string | null) => void;
}

export function useDoseLogging({ supplement, doses, queued, onQueue, feedback, onDetailsNotLogged }: DoseLoggingOptions) {
  const logDose = useLogDose();
  const oneAtATime = useOneAtATime();
  const [logState, setLogState] = useState<LogButtonState>('idle');
  const [repeat, setRepeat] = useState<PendingDose | null>(null);
  // The last log the server failed to answer properly (5xx, 408, 429): the same log again is sent under its key.
  const [retry, setRetry] = useState<LogDoseRequest | null>(null);
  const send = (event: LogButtonEvent) => setLogState((state) => nextLogButtonState(state, event));
  useDelayedAction(logState === 'logged', LOGGED_CONFIRMATION_MS, () => send('confirmationElapsed'));

  function queue(request: LogDoseRequest, at: Date) {
    onQueue({
      idempotencyKey: request.idempotencyKey ?? newIdempotencyKey(),
      supplementId: supplement.id,
      timestamp: request.timestamp ?? at.toISOString(),
      dosage: request.dosage ?? null,
      notes: request.notes ?? null,
    });
    feedback.announce(
      `The ${formatClockTime(at.toISOString())} dose of ${supplement.name} is kept on this device and will be logged when you are back online.`,
    );
  }

  async function log(request: LogDoseRequest, at: Date, details: DoseDetails | null) {
    // The button's own state guards the 2 s "Logged" window; this also stops a double tap within one render.
    let ran = false;
    await oneAtATime(async () => {
      ran = true;
      send('press');
      feedback.fail(null);
      if (!navigator.onLine) {
        send('failed');
        queue(request, at);
        return;
      }
      try {
        const result = await logDose.mutateAsync(request);
        setRetry(null);
        send('succeeded');
        feedback.announce(`Dose of ${supplement.name} logged at ${formatClockTime(result.dose.timestamp)}.`);
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        send('failed');
        // No answer, or an ended session: the server may or may not have it. Queued under the same key, it is logged
        // once either way (after the next sign-in when the session had ended).
        if (error instanceof NetworkError || error instanceof SessionEndedError) return queue(request, at);
        // Any answer is said as the specification says it. After a server failure (a gateway's 502 may come after
        // the dose was written) the same tap again reuses the key, so trying again can never log it twice.
        feedback.fail(DOSE_MESSAGES.logFailed);
        setRetry(worthSendingAgain(error) ? request : null);
        if (details !== null) onDetailsNotLogged?.(details, DOSE_MESSAGES.logFailed);
      }
    });
    // A dose with details sent while another log of this card was on its way is handed back, not dropped.
    if (!ran && details !== null) onDetailsNotLogged?.(details, STILL_LOGGING);
  }

  /** Logs now (one tap) or with details; a dose within an hour of another (sent or queued) asks first. */
  function requestLog(details: DoseDetails | null) {
    const at = details?.at ?? new Date();
    const fresh: LogDoseRequest = {
      supplementId: supplement.id,
      // One tap is "now" by the server's clock (a skewed device clock cannot make it a future dose); a given time is sent.
      ...(details !== null ? { timestamp: at.toISOString() } : {}),
      ...(details?.dosage != null ? { dosage: details.dosage } : {}),
      ...(details?.notes != null ? { notes: details.notes } : {}),
    };
    const earlier = recentDose([...(doses ?? []), ...queued], at);
    // The same tap again after a server failure reuses its key. Not when a dose within the hour is on screen (the
    // failed one, written after all, or another): then the question below is the user's to answer.
    const again = earlier === null && retry !== null && sameDose(retry, fresh);
    const request = { ...fresh, idempotencyKey: again ? retry.idempotencyKey : newIdempotencyKey() };
    if (earlier !== null) setRepeat({ request, at, earlier, details });
    else void log(request, at, details);
  }

  return {
    logState,
    /** The repeat waiting for the user's answer, if any. */
    repeat,
    requestLog,
    confirmRepeat: (pending: PendingDose) => {
      setRepeat(null);
      void log(pending.request, pending.at, pending.details);
    },
    cancelRepeat: () => {
      if (repeat?.details) onDetailsNotLogged?.(repeat.details, null);
      setRepeat(null);
    },
  };
}
