/**
 * One dose card: name, brand, dose, remaining supply with "Low stock" below 10, expiry,
 * today's doses, Log dose, Details and History. It owns its own logging cycle (use-dose-logging.ts), removals
 * (use-dose-removal.ts: confirmed in-page, busy per dose), their failure alerts and its dialogs, so cards never
 * block each other. A dose may carry a time, dosage and notes (Details); a dose within an hour of another asks
 * first; offline, the tap is queued with its time and sent later (`use-dose-queue.ts`), under the idempotency key
 * chosen at the tap.
 */
import { useRef, useState } from 'react';
import { DOSE_MESSAGES, type Dose, type Substance } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { buttonClasses } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { RepeatDoseDialog } from './repeat-dose-dialog';
import { Icon } from '@/components/icons';
import { formatClockTime } from '@/lib/date-format';
import { DoseCardFacts } from './dose-card-facts';
import { DoseDetailsDialog, type DoseDetails, type DoseDetailsFields } from './dose-details-dialog';
import type { DoseDetailsDraft } from './dose-details-draft';
import { DoseHistoryDialog } from './dose-history-dialog';
import type { QueuedDose } from './dose-queue';
import { LogDoseButton } from './log-dose-button';
import { QueuedDoseList } from './queued-dose-list';
import { TodaysDoseList } from './todays-dose-list';
import { useDoseLogging } from './use-dose-logging';
import { useDoseRemoval } from './use-dose-removal';

interface DoseCardProps {
  supplement: Substance;
  /** Today's doses of this supplement; null while they are unknown. */
  doses: readonly Dose[] | null;
  today: Date;
  /** This supplement's doses tapped offline, not yet sent. */
  queued: readonly QueuedDose[];
  onQueue: (dose: QueuedDose) => void;
  /** This supplement's Details kept from before a reload or an expired session: the dialog opens with them. */
  keptDetails: DoseDetailsDraft | null;
}

export function DoseCard({ supplement, doses, today, queued, onQueue, keptDetails }: DoseCardProps) {
  const headingId = `dose-card-${supplement.id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  // The details dialog, fresh or opened again with a dose that was not logged.
  // Details typed here before a reload or an expired session open again on this card.
  const [details, setDetails] = useState<{ initial: DoseDetailsFields | null; failure: string | null; restored?: { opened: string } } | null>(() =>
    keptDetails === null ? null : { initial: keptDetails.fields, failure: null, restored: { opened: keptDetails.opened } },
  );
  const feedback = { fail: setFailure, announce: setAnnouncement };
  const onDetailsNotLogged = (notLogged: DoseDetails, why: string | null) => setDetails({ initial: notLogged.fields, failure: why });
  const logging = useDoseLogging({ supplement, doses, queued, onQueue, feedback, onDetailsNotLogged });
  const removal = useDoseRemoval({ supplement, doses, headingRef, feedback });
  const { confirming } = removal;

  const requestLog = (typed: DoseDetails | null) => {
    setDetails(null);
    logging.requestLog(typed);
  };

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

      <DoseCardFacts supplement={supplement} today={today} />

      <div className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Today</p>
        <TodaysDoseList supplementName={supplement.name} unit={supplement.unit} doses={doses} removingIds={removal.removingIds} onRemove={removal.ask} />
        <QueuedDoseList supplementName={supplement.name} queued={queued} />
      </div>

      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {/* Log dose takes its own row: three buttons side by side did not fit a phone or a third of a wide screen. */}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1 [&>:first-child]:col-span-2">
        <LogDoseButton state={logging.logState} supplementName={supplement.name} onPress={() => requestLog(null)} />
        <button type="button" onClick={() => setDetails({ initial: null, failure: null })} className={buttonClasses('secondary', 'px-3.5')}>
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
          onConfirm={() => removal.remove(confirming)}
          onCancel={removal.cancel}
          fallbackFocus={() => headingRef.current}
        >
          <p>{DOSE_MESSAGES.removeConfirm}</p>
          <p className="mt-1 text-slate-600">
            {supplement.name}, taken at {formatClockTime(confirming.timestamp)}.
          </p>
        </ConfirmDialog>
      ) : null}
      <RepeatDoseDialog name={supplement.name} logging={logging} fallbackFocus={() => headingRef.current} />
      {details !== null ? (
        <DoseDetailsDialog
          supplement={supplement}
          initial={details.initial}
          failure={details.failure}
          {...(details.restored ? { restored: details.restored } : {})}
          onClose={() => setDetails(null)}
          onLog={requestLog}
        />
      ) : null}
      {historyOpen ? <DoseHistoryDialog supplement={supplement} onClose={() => setHistoryOpen(false)} /> : null}
    </article>
  );
}
