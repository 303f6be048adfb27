/**
 * The control of one factor's value for a day, by kind: a stepper with a typed field for a number or a count, Yes
 * and No buttons for a yes-no, a 1-10 slider for a scale; and Clear. Used by the check-in card and the New Entry
 * form. It reports every change at once: the caller decides when it is sent (the outbox waits for a pause).
 */
import { useId, useState } from 'react';
import { Icon } from '@/components/icons';
import { ScaleControl, YesNoControl } from './factor-choice-controls';
import { formatFactorValue, numberOf, parseTyped, stepOf, stepValue, type FactorControlProps } from './factor-input';

const ROUND =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:text-slate-400';

export function FactorControl(props: FactorControlProps) {
  const { factor, value, onChange } = props;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
      {factor.kind === 'yes-no' ? <YesNoControl {...props} /> : factor.kind === 'scale' ? <ScaleControl {...props} /> : <Stepper {...props} />}
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
