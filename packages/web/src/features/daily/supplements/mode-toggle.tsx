/**
 * The picker's two modes as a segmented control: dose mode (cards for logging
 * doses, the default) and entry mode (a selection list for the next entry). Each half is a toggle button, so
 * screen readers hear which one is on.
 */
export type PickerMode = 'dose' | 'entry';

const MODES: ReadonlyArray<{ mode: PickerMode; label: string }> = [
  { mode: 'dose', label: 'Log doses' },
  { mode: 'entry', label: 'Select for entry' },
];

interface ModeToggleProps {
  mode: PickerMode;
  onChange: (mode: PickerMode) => void;
}

export function ModeToggle({ mode, onChange }: ModeToggleProps) {
  return (
    <div role="group" aria-label="Supplement picker mode" className="grid w-full grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid sm:w-auto">
      {MODES.map((option) => {
        const pressed = option.mode === mode;
        return (
          <button
            key={option.mode}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.mode)}
            className={
              'min-h-11 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors ' +
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
              (pressed ? 'bg-white text-teal-900 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white/70 hover:text-slate-900')
            }
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
