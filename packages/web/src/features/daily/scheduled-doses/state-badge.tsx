/** A scheduled dose's state as an icon and words ("Taken at 8:04 AM", "Overdue"), the colour only a hint beside them. */
import type { Occurrence } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { OCCURRENCE_STATE_ICONS, OCCURRENCE_STATE_TONES, occurrenceStatusText, type StateTone } from '@/domain/scheduled-dose';

const TONE_CLASSES: Record<StateTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  attention: 'bg-sky-50 text-sky-900 ring-sky-300',
  done: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-50 text-amber-950 ring-amber-300',
  quiet: 'bg-slate-50 text-slate-700 ring-slate-200',
};

export function StateBadge({ occurrence, now }: { occurrence: Occurrence; now: Date }) {
  return (
    <span
      data-state={occurrence.state}
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[OCCURRENCE_STATE_TONES[occurrence.state]]}`}
    >
      <Icon name={OCCURRENCE_STATE_ICONS[occurrence.state]} className="size-3.5 shrink-0" />
      <span className="min-w-0 break-words">{occurrenceStatusText(occurrence, now)}</span>
    </span>
  );
}
