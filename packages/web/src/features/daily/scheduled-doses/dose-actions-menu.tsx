/**
 * The small "More" menu of an open scheduled dose: Snooze 15 min, and Skip, which asks for an optional reason in
 * place before skipping. Escape or a click elsewhere closes it; focus returns to the button. The reason typed stays
 * in the menu until the server has taken the skip: a refused skip leaves it there to send again.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SCHEDULE_LIMITS } from '@wellness/contract';
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import { SNOOZE_MINUTES } from './queries';

interface DoseActionsMenuProps {
  substanceName: string;
  busy: boolean;
  onSnooze: () => void;
  /** Resolves true once the skip has been taken. */
  onSkip: (reason: string | null) => Promise<boolean>;
}

export function DoseActionsMenu({ substanceName, busy, onSnooze, onSkip }: DoseActionsMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (boxRef.current && event.target instanceof Node && !boxRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function close() {
    setOpen(false);
    setAsking(false);
    buttonRef.current?.focus();
  }

  async function skip(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    if (!(await onSkip(trimmed === '' ? null : trimmed))) return;
    setReason('');
    close();
  }

  return (
    <div
      ref={boxRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`More for ${substanceName}`}
        disabled={busy}
        onClick={() => (open ? close() : setOpen(true))}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:text-slate-400"
      >
        <Icon name="more" className="size-5" />
      </button>
      {open ? (
        <div id={menuId} className="absolute right-0 z-20 mt-1 flex w-64 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {asking ? (
            <form onSubmit={(event) => void skip(event)} className="flex flex-col gap-2 p-1">
              <TextField
                label="Why skip it?"
                labelNote="(optional)"
                value={reason}
                maxLength={SCHEDULE_LIMITS.skipReasonMax}
                autoFocus
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="flex gap-2">
                <Button type="submit" className="flex-1" aria-disabled={busy || undefined}>
                  {busy ? 'Skipping…' : 'Skip dose'}
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  Back
                </Button>
              </div>
            </form>
          ) : (
            <>
              <Button
                variant="quiet"
                className="justify-start"
                onClick={() => {
                  onSnooze();
                  close();
                }}
              >
                <Icon name="clock" className="size-4" />
                Snooze {SNOOZE_MINUTES} min
              </Button>
              <Button variant="quiet" className="justify-start" onClick={() => setAsking(true)}>
                <Icon name="skip" className="size-4" />
                Skip…
              </Button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
