/**
 * One "Log again" button of the Today block: one tap logs the substance's usual dose now, through the dose cards'
 * own logging cycle (`supplements/use-dose-logging.ts`): the same call, the question before a dose within an hour of
 * another, the offline queue, and the button's idle → logging → "Logged" (a checkmark for 2 s) states. The
 * substance's name stays on the button through the cycle, so the row never changes width under the user's thumb.
 */
import { useState } from 'react';
import type { Dose, Substance } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Icon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { formatAmount } from '@/lib/amount-format';
import { RepeatDoseDialog } from '../supplements/repeat-dose-dialog';
import type { QueuedDose } from '../supplements/dose-queue';
import { LOG_BUTTON_LABELS, type LogButtonState } from '../supplements/log-button-state';
import { useDoseLogging } from '../supplements/use-dose-logging';

interface QuickDoseButtonProps {
  supplement: Substance;
  /** Today's doses of it; null while unknown. */
  doses: readonly Dose[] | null;
  queued: readonly QueuedDose[];
  onQueue: (dose: QueuedDose) => void;
}

const STYLES: Record<LogButtonState, string> = {
  idle: 'border-teal-200 bg-teal-50 text-slate-900 hover:border-teal-300 hover:bg-teal-100',
  logging: 'cursor-progress border-teal-300 bg-teal-100 text-slate-900',
  logged: 'cursor-default border-emerald-700 bg-emerald-700 text-white',
};

export function QuickDoseButton({ supplement, doses, queued, onQueue }: QuickDoseButtonProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const logging = useDoseLogging({ supplement, doses, queued, onQueue, feedback: { fail: setFailure, announce: setAnnouncement } });
  const state = logging.logState;
  const amount = formatAmount(supplement.dosage, supplement.unit);
  const takenToday = (doses?.length ?? 0) + queued.length;

  return (
    <div className="flex h-full min-w-0 flex-col gap-2">
      <button
        type="button"
        aria-disabled={state === 'idle' ? undefined : true}
        onClick={() => {
          if (state === 'idle') logging.requestLog(null);
        }}
        className={
          'flex min-h-14 w-full flex-1 items-center gap-2.5 rounded-xl border px-3 py-2 text-left transition-colors ' +
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
          STYLES[state]
        }
      >
        <span
          aria-hidden="true"
          className={`flex size-7 shrink-0 items-center justify-center rounded-full ${state === 'logged' ? 'bg-white/20' : 'bg-teal-700 text-white'}`}
        >
          {state === 'logging' ? <Spinner /> : <Icon name={state === 'logged' ? 'check' : 'plus'} className="size-4" />}
        </span>
        {/* The visible words are the name ("Magnesium glycinate 200 mg · 1 today", then "… Logged"); the space between the
            two lines keeps them apart for screen readers. */}
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-2 text-sm leading-snug font-semibold break-words">{supplement.name}</span>{' '}
          <span className={`text-xs leading-snug ${state === 'logged' ? 'text-white' : 'text-slate-600'}`}>
            {state === 'idle' ? [amount ?? 'Usual dose', takenToday > 0 ? `${takenToday} today` : null].filter(Boolean).join(' · ') : LOG_BUTTON_LABELS[state]}
          </span>
          {state === 'idle' ? <span className="sr-only">: log a dose now</span> : null}
        </span>
      </button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <RepeatDoseDialog name={supplement.name} logging={logging} />
    </div>
  );
}
