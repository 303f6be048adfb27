/**
 * One dose card (part 1 §2, §4, §9): name, brand, dose, remaining supply with "Low stock" below 10, expiry,
 * today's doses, Log dose, Details and History. It owns its own logging cycle, removals (confirmed in-page, busy per
 * dose), their failure alerts and its dialogs, so cards never block each other. Issue 15 point 3: a dose may
 * carry a time, dosage and notes (Details); a dose within an hour of another asks first; offline, the tap is
 * queued with its time and sent later (`use-dose-queue.ts`), under the idempotency key chosen at the tap.
 */
import { formatClockTime } from '../../../lib/date-format';
import { useEffect, useRef, useState } from 'react';
import { DOSE_MESSAGES, LOGGED_CONFIRMATION_MS, type Dose, type LogDoseRequest, type Substance } from '@wellness/contract';
import { NetworkError } from '../../../lib/api-error';
import { DoseDetailsDialog, type DoseDetails } from './dose-details-dialog';
import type { QueuedDose } from './dose-queue';
import { newIdempotencyKey, recentDose, repeatQuestion } from './dose-timing';
import { Alert } from '../../../components/alert';
import { buttonClasses } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { isLowStock, supplyLabel } from './dose-display';
import { formatAmount } from '../../../lib/amount-format';
import { DoseHistoryDialog } from './dose-history-dialog';
import { expiryNote } from './entry-expiry';
import { LogDoseButton } from './log-dose-button';
import { nextLogButtonState, type LogButtonEvent, type LogButtonState } from './log-button-state';
import { Icon } from '../../../components/icons';
import { useLogDose, useRemoveDose } from './queries';
import { StatusBadge } from './status-badge';
import { TodaysDoseList } from './todays-dose-list';

interface DoseCardProps {
  supplement: Substance;
  /** Today's doses of this supplement; null while they are unknown. */
  doses: readonly Dose[] | null;
  today: Date;
  /** This supplement's doses tapped offline, not yet sent. */
  queued: readonly QueuedDose[];
  onQueue: (dose: QueuedDose) => void;
}

/** A dose about to be logged: what to send, and whether the user already agreed to log a repeat. */
interface PendingDose {
  request: LogDoseRequest;
  at: Date;
  earlier: { timestamp: string };
}

export function DoseCard({ supplement, doses, today, queued, onQueue }: DoseCardProps) {
  const headingId = `dose-card-${supplement.id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const logDose = useLogDose();
  const removeDose = useRemoveDose();
  const [logState, setLogState] = useState<LogButtonState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<Dose | null>(null);
  const [removingIds, setRemovingIds] = useState<ReadonlySet<string>>(() => new Set());
  const [historyOpen, setHistoryOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [repeat, setRepeat] = useState<PendingDose | null>(null);
  // The dose whose remove button had focus: once its row is gone, focus moves to the card's heading.
  const removedWithFocus = useRef<string | null>(null);

  const oneAtATime = useOneAtATime();
  const send = (event: LogButtonEvent) => setLogState((state) => nextLogButtonState(state, event));
  useDelayedAction(logState === 'logged', LOGGED_CONFIRMATION_MS, () => send('confirmationElapsed'));

  useEffect(() => {
    const removed = removedWithFocus.current;
    if (removed === null || doses?.some((dose) => dose.id === removed)) return;
    removedWithFocus.current = null;
    if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
  }, [doses]);

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
    setDetailsOpen(false);
    const earlier = recentDose([...(doses ?? []), ...queued], at);
    if (earlier !== null) setRepeat({ request, at, earlier });
    else void log(request, at);
  }

  function queue(request: LogDoseRequest, at: Date) {
    onQueue({
      idempotencyKey: request.idempotencyKey ?? newIdempotencyKey(),
      supplementId: supplement.id,
      timestamp: request.timestamp ?? at.toISOString(),
      dosage: request.dosage ?? null,
      notes: request.notes ?? null,
    });
    setAnnouncement(`The ${formatClockTime(at.toISOString())} dose of ${supplement.name} is kept on this device and will be logged when you are back online.`);
  }

  async function log(request: LogDoseRequest, at: Date) {
    // The button's own state guards the 2 s "Logged" window; this also stops a double tap within one render.
    await oneAtATime(async () => {
      send('press');
      setFailure(null);
      if (!navigator.onLine) {
        send('failed');
        queue(request, at);
        return;
      }
      try {
        const result = await logDose.mutateAsync(request);
        send('succeeded');
        setAnnouncement(`Dose of ${supplement.name} logged at ${formatClockTime(result.dose.timestamp)}.`);
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        send('failed');
        // No answer: the server may or may not have it. Queued under the same key, it is logged once either way.
        if (error instanceof NetworkError) queue(request, at);
        else setFailure(DOSE_MESSAGES.logFailed);
      }
    });
  }

  async function remove(dose: Dose) {
    setConfirming(null);
    setFailure(null);
    setRemovingIds((ids) => new Set(ids).add(dose.id));
    // Set before the call: the refreshed list (and so the row's removal) can render before mutateAsync resolves.
    removedWithFocus.current = dose.id;
    try {
      await removeDose.mutateAsync(dose.id);
      setAnnouncement(`The ${formatClockTime(dose.timestamp)} dose of ${supplement.name} was removed.`);
    } catch {
      // The failure itself is logged by the query client (lib/query-client.ts).
      removedWithFocus.current = null;
      setFailure(DOSE_MESSAGES.removeFailed);
    } finally {
      setRemovingIds((ids) => {
        const next = new Set(ids);
        next.delete(dose.id);
        return next;
      });
    }
  }

  const low = isLowStock(supplement.remainingSupply);
  const expiry = expiryNote(supplement.expirationDate, today);
  const dose = formatAmount(supplement.dosage, supplement.unit);
  const supply = supplyLabel(supplement.remainingSupply);

  return (
    <article
      aria-labelledby={headingId}
      data-supplement-id={supplement.id}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <Icon name="pill" className="size-5" />
        </span>
        <div className="min-w-0">
          <h4 id={headingId} ref={headingRef} tabIndex={-1} className="text-base leading-snug font-semibold break-words text-slate-900 focus:outline-none">
            {supplement.name}
          </h4>
          {supplement.brand ? <p className="text-sm break-words text-slate-600">{supplement.brand}</p> : null}
        </div>
      </div>

      {dose || supply ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {dose ? (
            <>
              <dt className="text-slate-600">Dose</dt>
              <dd className="min-w-0 break-words text-slate-900">{dose}</dd>
            </>
          ) : null}
          {supply ? (
            <>
              <dt className="text-slate-600">Supply</dt>
              <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-900">
                <span className="tabular-nums">{supply}</span>
                {low ? <StatusBadge tone="warning">Low stock</StatusBadge> : null}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {expiry ? (
        <div>
          <StatusBadge tone={expiry.kind === 'expired' ? 'danger' : 'warning'}>{expiry.text}</StatusBadge>
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Today</p>
        <TodaysDoseList supplementName={supplement.name} unit={supplement.unit} doses={doses} removingIds={removingIds} onRemove={setConfirming} />
        {queued.length > 0 ? (
          <ul className="flex flex-col gap-1" aria-label={`Doses of ${supplement.name} waiting to be saved`}>
            {queued.map((dose) => (
              <li
                key={dose.idempotencyKey}
                className="flex items-start gap-2 rounded-lg border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              >
                <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-semibold tabular-nums">{formatClockTime(dose.timestamp)}</span> — saved on this device; it will be logged when you are
                  back online.
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {/* Log dose takes its own row: three buttons side by side did not fit a phone or a third of a wide screen. */}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1 [&>:first-child]:col-span-2">
        <LogDoseButton state={logState} supplementName={supplement.name} onPress={() => requestLog(null)} />
        <button type="button" onClick={() => setDetailsOpen(true)} className={buttonClasses('secondary', 'px-3.5')}>
          <Icon name="edit" className="size-4" />
          Details
          <span className="sr-only">: log {supplement.name} with a time, dosage or notes</span>
        </button>
        <button type="button" onClick={() => setHistoryOpen(true)} className={buttonClasses('secondary', 'px-3.5')}>
          <Icon name="clock" className="size-4" />
          History
          <span className="sr-only">: {supplement.name}</span>
        </button>
      </div>

      {confirming ? (
        <ConfirmDialog
          title="Remove dose?"
          confirmLabel="Remove dose"
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
          fallbackFocus={() => headingRef.current}
        >
          <p>{DOSE_MESSAGES.removeConfirm}</p>
          <p className="mt-1 text-slate-600">
            {supplement.name}, taken at {formatClockTime(confirming.timestamp)}.
          </p>
        </ConfirmDialog>
      ) : null}
      {repeat ? (
        <ConfirmDialog
          title="Log another dose?"
          confirmLabel="Log another"
          tone="primary"
          onConfirm={() => {
            setRepeat(null);
            void log(repeat.request, repeat.at);
          }}
          onCancel={() => setRepeat(null)}
          fallbackFocus={() => headingRef.current}
        >
          <p>{repeatQuestion(supplement.name, repeat.earlier)}</p>
        </ConfirmDialog>
      ) : null}
      {detailsOpen ? <DoseDetailsDialog supplement={supplement} onClose={() => setDetailsOpen(false)} onLog={requestLog} /> : null}
      {historyOpen ? <DoseHistoryDialog supplement={supplement} onClose={() => setHistoryOpen(false)} /> : null}
    </article>
  );
}
