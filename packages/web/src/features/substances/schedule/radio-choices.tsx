/** A labelled row of radio buttons drawn as pills (one choice, arrow keys between them), with an optional hint. */
import { useId, type ReactNode } from 'react';

interface RadioChoicesProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  hint?: ReactNode;
}

export function RadioChoices<T extends string>({ legend, options, labels, value, onChange, hint }: RadioChoicesProps<T>) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option === value;
          return (
            <label
              key={option}
              htmlFor={`${id}-${option}`}
              className={
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ' +
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 ' +
                (checked ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')
              }
            >
              <input
                id={`${id}-${option}`}
                type="radio"
                name={id}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="size-4 shrink-0 accent-teal-700 focus:outline-none"
              />
              {labels[option]}
            </label>
          );
        })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
