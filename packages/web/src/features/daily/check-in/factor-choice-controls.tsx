/** The yes-no and the 1-10 scale controls of a factor (`factor-control.tsx` has the stepper and chooses among them). */
import { FACTOR_LIMITS } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { numberOf, type FactorControlProps } from './factor-input';

const CHOICE =
  'inline-flex min-h-11 min-w-16 items-center justify-center gap-1.5 rounded-lg border px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export function YesNoControl({ value, onChange, labelId }: FactorControlProps) {
  const options = [
    { label: 'Yes', choice: true },
    { label: 'No', choice: false },
  ] as const;
  const current = typeof value === 'number' ? value !== 0 : value;
  return (
    <div role="group" aria-labelledby={labelId} className="flex gap-2">
      {options.map(({ label, choice }) => {
        const pressed = current === choice;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(choice)}
            className={`${CHOICE} ${pressed ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
          >
            {pressed ? <Icon name="check" className="size-4" /> : null}
            {label}
          </button>
        );
      })}
    </div>
  );
}

export function ScaleControl({ value, start, onChange, labelId }: FactorControlProps) {
  const current = numberOf(value);
  const shown = current ?? numberOf(start) ?? 5;
  const { scaleMin: min, scaleMax: max } = FACTOR_LIMITS;
  // A range input always has a value: until one is logged it shows where it would start, and a tap or a key
  // press on it logs that value (a change event alone would miss a tap on the starting point).
  const logShown = () => {
    if (current === null) onChange(shown);
  };
  return (
    <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
      <input
        type="range"
        min={min}
        max={max}
        step={1}
        value={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={logShown}
        onKeyUp={(event) => (event.key === 'Tab' || event.key === 'Shift' ? undefined : logShown())}
        aria-labelledby={labelId}
        aria-valuetext={current === null ? 'Not logged' : `${current} of ${max}`}
        // Muted until logged, so the starting point never reads as a value.
        className={`h-11 min-w-0 flex-1 cursor-pointer focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${current === null ? 'accent-slate-400 opacity-60' : 'accent-teal-700'}`}
      />
      <output className={`w-20 shrink-0 text-right text-sm tabular-nums ${current === null ? 'text-slate-600' : 'font-semibold text-teal-800'}`}>
        {current === null ? 'Not logged' : `${current}/${max}`}
      </output>
    </div>
  );
}
