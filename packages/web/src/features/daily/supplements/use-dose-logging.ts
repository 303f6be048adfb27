/**
 * A dose card's logging cycle: the Log button's state, the question before a dose within an hour of another, and
 * the send itself, which queues the dose on this device when offline or when the server's answer never came.
 */
import { useState } from 'react';
import { DOSE_MESSAGES, LOGGED_CONFIRMATION_MS, type Dose, type LogDoseRequest, type Substance } from '@wellness/contract';
import { NetworkError } from '@/lib/api-error';
import { formatClockTime } from '@/lib/date-format';
import { useDelayedAction } from '@/lib/use-delayed-action';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import type { DoseDetails } from './dose-details-dialog';
import type { QueuedDose } from './dose-queue';
import { newIdempotencyKey, recentDose } from './dose-timing';
import { nextLogButtonState, type LogButtonEvent, type LogButtonState } from './log-button-state';
import { useLogDose } from './queries';

/** A dose about to be logged: what to send, and the earlier dose that makes it a repeat worth asking about. */
export interface PendingDose {
  request: LogDoseRequest;
  at: Date;
  earlier: { timestamp: string };
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
}

export function useDoseLogging({ supplement, doses, queued, onQueue, feedback }: DoseLoggingOptions) {
  const logDose = useLogDose();
  const oneAtATime = useOneAtATime();
  const [logState, setLogState] = useState<LogButtonState>('idle');
  const [repeat, setRepeat] = useState<PendingDose | null>(null);
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

  async function log(request: LogDoseRequest, at: Date) {
    // The button's own state guards the 2 s "Logged" window; this also stops a double tap within one render.
    await oneAtATime(async () => {
      send('press');
      feedback.fail(null);
      if (!navigator.onLine) {
        send('failed');
        queue(request, at);
        return;
      }
      try {
        const result = await logDose.mutateAsync(request);
        send('succeeded');
        feedback.announce(`Dose of ${supplement.name} logged at ${formatClockTime(result.dose.timestamp)}.`);
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        send('failed');
        // No answer: the server may or may not have it. Queued under the same key, it is logged once either way.
        if (error instanceof NetworkError) queue(request, at);
        else feedback.fail(DOSE_MESSAGES.logFailed);
      }
    });
  }

  /** Logs now (one tap) or with details; a dose within an hour of another (sent or queued) asks first. */
  function requestLog(details: DoseDetails | null) {
    const at = details?.at ?? new Date();
    const request: LogDoseRequest = {
      supplementId: supplement.id,
      // One tap is "now" by the server's clock (a skewed device clock cannot make it a future dose); a given time is sent.
      ...(details !== null ? { timestamp: at.toISOString() } : {}),
      ...(details?.dosage != null ? { dosage: details.dosage } : {}),
      ...(details?.notes != null ? { notes: details.notes } : {}),
      idempotencyKey: newIdempotencyKey(),
    };
    const earlier = recentDose([...(doses ?? []), ...queued], at);
    if (earlier !== null) setRepeat({ request, at, earlier });
    else void log(request, at);
  }

  return {
    logState,
    /** The repeat waiting for the user's answer, if any. */
    repeat,
    requestLog,
    confirmRepeat: (pending: PendingDose) => {
      setRepeat(null);
      void log(pending.request, pending.at);
    },
    cancelRepeat: () => setRepeat(null),
  };
}
