/**
 * Stop asks how productive the session was, instead of saving a rating the user never saw:
 * 1 to 10 with 7 chosen at first, the contract's default, so "Save session" at once keeps the usual rating.
 * "Keep going" (or Escape) closes it and the session runs on. The choices are native radio buttons (arrow keys
 * move between them) drawn as a row of numbered tiles.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { METRIC_MAX, METRIC_MIN, SESSION_TYPE_LABELS, STOP_PRODUCTIVITY, type FocusSession } from '@wellness/contract';
import { buttonClasses } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';

const RATINGS = Array.from({ length: METRIC_MAX - METRIC_MIN + 1 }, (_, index) => METRIC_MIN + index);

interface StopRatingDialogProps {
  session: Pick<FocusSession, 'type' | 'plannedDuration'>;
  onSave: (productivity: number) => void;
  onCancel: () => void;
}

export function StopRatingDialog({ session, onSave, onCancel }: StopRatingDialogProps) {
  const titleId = useId();
  const textId = useId();
  const groupLabelId = useId();
  const name = useId();
  const [rating, setRating] = useState(STOP_PRODUCTIVITY);
  const chosenRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(rating);
  }

  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} size="sm" onClose={onCancel} initialFocus={chosenRef}>
      <form onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          How productive was this session?
        </h2>
        <p id={textId} className="text-sm text-slate-700">
          Stopping saves your {SESSION_TYPE_LABELS[session.type].toLowerCase()} session with this rating.
        </p>
        <div className="flex flex-col gap-2">
          <p id={groupLabelId} className="text-sm font-medium text-slate-800">
            Productivity
          </p>
          <div role="radiogroup" aria-labelledby={groupLabelId} className="grid grid-cols-5 gap-2">
            {RATINGS.map((value) => (
              <label key={value} className="relative">
                <input
                  ref={value === STOP_PRODUCTIVITY ? chosenRef : undefined}
                  type="radio"
                  name={name}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg"
                />
                <span
                  className={
                    'pointer-events-none flex min-h-11 items-center justify-center rounded-lg border text-base font-semibold tabular-nums transition-colors ' +
                    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-600 ' +
                    'border-slate-300 bg-white text-slate-800 peer-checked:border-teal-700 peer-checked:bg-teal-700 peer-checked:text-white'
                  }
                >
                  {value}
                </span>
              </label>
            ))}
          </div>
          <p className="flex justify-between text-xs text-slate-600">
            <span>1 = not productive</span>
            <span>10 = very productive</span>
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
            Keep going
          </button>
          <button type="submit" className={buttonClasses('primary')}>
            Save session
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
