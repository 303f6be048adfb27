/** A pill that is on or off (aria-pressed), with a check mark when on so the state never rests on colour alone. */
import type { ReactNode } from 'react';
import { Icon } from './icons';

interface ToggleChipProps {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}

export function ToggleChip({ pressed, onToggle, children }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors ' +
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
        (pressed ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')
      }
    >
      {pressed ? <Icon name="check" className="size-4 shrink-0" /> : null}
      {children}
    </button>
  );
}
