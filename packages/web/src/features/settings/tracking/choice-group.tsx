/** A labelled group of radio buttons as tappable cards (theme, font size): one choice, arrow keys between them. */
import { useId } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

export function ChoiceGroup<T extends string>({ legend, name, options, labels, value, onChange }: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            htmlFor={`${id}-${option}`}
            className={
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 ' +
              (option === value ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')
            }
          >
            <input
              id={`${id}-${option}`}
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="size-4 shrink-0 accent-teal-700 focus:outline-none"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
