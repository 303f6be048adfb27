/**
 * The control of one factor's value for a day, by kind: a stepper with a typed field for a number or a count, Yes
 * and No buttons for a yes-no, a 1-10 slider for a scale; and Clear. Used by the check-in card and the New Entry
 * form. It reports every change at once: the caller decides when it is sent (the outbox waits for a pause).
 */
import { useId, useState } from 'react';
import { FACTOR_LIMITS, type Factor } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { formatFactorValue, numberOf, parseTyped, stepOf, stepValue, type FactorValueOf } from './factor-input';

export interface FactorControlProps {
  factor: Factor;
  value: FactorValueOf | null;
  /** The last value logged before this day: where the stepper and the slider start. */
  start: FactorValueOf | null;
  onChange: (value: FactorValueOf | null) => void;
  /** The id of the factor's name on screen, which labels the control. */
  labelId: string;
}

const ROUND =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:text-slate-400';

export function FactorControl(props: FactorControlProps) {
  const { factor, value, onChange } = props;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
      {factor.kind === 'yes-no' ? <YesNo {...props} /> : factor.kind === 'scale' ? <Scale {...props} /> : <Stepper {...props} />}
      {value !== null ? (
        <button type="button" onClick={() => onChange(null)} aria-label={`Clear ${factor.name}`} className={ROUND}>
          <Icon name="close" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

function Stepper({ factor, value, start, onChange, labelId }: FactorControlProps) {
  const kind = factor.kind === 'count' ? 'count' : 'number';
  const step = stepOf(factor);
  const current = numberOf(value);
  // What is typed, while the field has focus; otherwise the field shows the value (changed by the stepper, or by a
  // reload), so a value from elsewhere never overwrites what the user is typing.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unitId = useId();
  const errorId = useId();
  const text = typed ?? (current === null ? '' : String(current));

  const tap = (direction: 1 | -1) => {
    const next = stepValue(kind, current, step, direction, numberOf(start));
    setError(null);
    onChange(next);
  };
  const type = (input: string) => {
    setTyped(input);
    const parsed = parseTyped(kind, input);
    if (parsed.kind === 'invalid') {
      setError(parsed.message);
      return;
    }
    setError(null);
    onChange(parsed.kind === 'empty' ? null : parsed.value);
  };
  const name = factor.name;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1.5">
        <button type="button" className={ROUND} onClick={() => tap(-1)} disabled={current !== null && current <= 0} aria-label={`${name}: less by ${step}`}>
          <Icon name="minus" className="size-4" />
        </button>
        <input
          type="text"
          inputMode={kind === 'count' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          placeholder={numberOf(start) === null ? '–' : formatFactorValue(kind, numberOf(start) ?? 0)}
          onFocus={() => setTyped(text)}
          // Text the kind refuses stays in the field with its message, rather than vanishing on blur.
          onBlur={() => (error === null ? setTyped(null) : undefined)}
          onChange={(event) => type(event.target.value)}
          aria-labelledby={labelId}
          aria-describedby={error ? `${unitId} ${errorId}` : unitId}
          aria-invalid={error ? true : undefined}
          className={`h-11 w-20 rounded-lg border bg-white px-2 text-center text-base tabular-nums text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600 ${error ? 'border-rose-600' : 'border-slate-300'}`}
        />
        <button type="button" className={ROUND} onClick={() => tap(1)} aria-label={`${name}: more by ${step}`}>
          <Icon name="plus" className="size-4" />
        </button>
        <span id={unitId} className="min-w-0 text-sm text-slate-700">
          {factor.unit ?? ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-xs text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const CHOICE =
  'inline-flex min-h-11 min-w-16 items-center justify-center gap-1.5 rounded-lg border px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

function YesNo({ value, onChange, labelId }: FactorControlProps) {
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

function Scale({ value, start, onChange, labelId }: FactorControlProps) {
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
