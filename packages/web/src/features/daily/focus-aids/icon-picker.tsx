/**
 * The custom aid's icon: one of the 20 palette emoji as a radio group, or free entry in a small
 * text box that wins while it has text. Each emoji has its word under it (the contract's FOCUS_AID_ICON_NAMES), so
 * a device without an emoji font shows a word, never an empty box alone. Native radios, so arrow keys and screen readers work as expected; the
 * picked emoji gets a ring and a check badge, not colour alone.
 */
import { useId } from 'react';
import { FOCUS_AID_ICON_NAMES, FOCUS_AID_ICON_PALETTE, FOCUS_AID_LIMITS } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { TextField } from '@/components/text-field';

interface IconPickerProps {
  /** The icon that will be saved (typed one first, else the palette's). */
  chosen: string;
  customIcon: string;
  onPickPalette: (emoji: string) => void;
  onCustomChange: (text: string) => void;
  error?: string | undefined;
}

export function IconPicker({ chosen, customIcon, onPickPalette, onCustomChange, error }: IconPickerProps) {
  const labelId = useId();
  const name = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          Icon
        </p>
        <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {FOCUS_AID_ICON_PALETTE.map((emoji) => {
            const checked = chosen === emoji;
            return (
              <label
                key={emoji}
                className={
                  'relative flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border px-1 py-1.5 transition-colors ' +
                  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600 ' +
                  (checked ? 'border-teal-700 bg-teal-50 ring-2 ring-teal-700' : 'border-slate-300 bg-white hover:bg-slate-50')
                }
              >
                <input type="radio" name={name} value={emoji} checked={checked} onChange={() => onPickPalette(emoji)} className="sr-only" />
                <span className="text-2xl leading-none">{emoji}</span>
                <span className="max-w-full truncate text-xs leading-tight text-slate-700">{FOCUS_AID_ICON_NAMES[emoji]}</span>
                {checked ? (
                  <span aria-hidden="true" className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-teal-700 text-white">
                    <Icon name="check" className="size-3.5" />
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      </div>
      <TextField
        label="Or type your own"
        labelNote="(optional)"
        hint="One emoji or a couple of characters; it replaces the pick above."
        value={customIcon}
        onChange={(event) => onCustomChange(event.target.value)}
        maxLength={FOCUS_AID_LIMITS.icon}
        autoComplete="off"
        error={error}
        className="sm:max-w-sm"
      />
    </div>
  );
}
