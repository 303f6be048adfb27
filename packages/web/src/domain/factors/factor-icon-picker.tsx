/** The factor's icon, one of the app's own set (FACTOR_ICONS), as a group of radio buttons drawn as icons. */
import { useId } from 'react';
import { FACTOR_ICONS, type FactorIcon } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { iconLabel } from './factor-form-values';

export function FactorIconPicker({ value, onChange }: { value: FactorIcon; onChange: (icon: FactorIcon) => void }) {
  const name = useId();
  const legendId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        Icon
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {FACTOR_ICONS.map((icon) => (
          <label
            key={icon}
            title={iconLabel(icon)}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600"
          >
            <input
              type="radio"
              name={name}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              aria-label={iconLabel(icon)}
            />
            <Icon name={icon} className="pointer-events-none size-5" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
