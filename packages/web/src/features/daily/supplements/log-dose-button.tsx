/**
 * The Log dose button: idle, logging (spinner), logged (checkmark "Logged" for 2 s).
 * Outside idle it is aria-disabled rather than disabled, so keyboard focus stays on it through the whole cycle.
 */
import { Spinner } from '@/components/spinner';
import { LOG_BUTTON_LABELS, type LogButtonState } from './log-button-state';
import { Icon } from '@/components/icons';

interface LogDoseButtonProps {
  state: LogButtonState;
  supplementName: string;
  onPress: () => void;
}

const STYLES: Record<LogButtonState, string> = {
  idle: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800',
  logging: 'cursor-progress bg-teal-800 text-white',
  logged: 'cursor-default bg-emerald-700 text-white',
};

export function LogDoseButton({ state, supplementName, onPress }: LogDoseButtonProps) {
  return (
    <button
      type="button"
      aria-disabled={state === 'idle' ? undefined : true}
      onClick={() => {
        if (state === 'idle') onPress();
      }}
      className={
        'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors ' +
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
        STYLES[state]
      }
    >
      {state === 'logging' ? <Spinner /> : <Icon name={state === 'logged' ? 'check' : 'plus'} className="size-4" />}
      {LOG_BUTTON_LABELS[state]}
      <span className="sr-only">: {supplementName}</span>
    </button>
  );
}
