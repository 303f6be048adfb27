/**
 * The substance form's collapsible "Advanced Options": the market (read-only, from the regional settings), the
 * ingredients, the market's regulatory fields and the notes.
 */
import { useId } from 'react';
import { SUBSTANCE_LIMITS, type Market } from '@wellness/contract';
import { ReadOnlyField, TextAreaField } from '@/components/form-controls';
import { Icon } from '@/components/icons';
import { IngredientsEditor } from './ingredients-editor';
import { MARKET_LABELS } from './regulatory-fields';
import { RegulatorySection } from './regulatory-section';
import type { ErrorPlacement, SubstanceFormValues } from './substance-form-values';
import type { TextProps } from './substance-type-section';

interface AdvancedOptionsProps {
  open: boolean;
  onToggle: () => void;
  market: Market;
  values: SubstanceFormValues;
  onChange: (patch: Partial<SubstanceFormValues>) => void;
  text: TextProps;
  errors: ErrorPlacement['fields'];
}

export function AdvancedOptions({ open, onToggle, market, values, onChange, text, errors }: AdvancedOptionsProps) {
  const advancedId = useId();
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={advancedId}
        onClick={onToggle}
        className="-mx-2 flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-base font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <Icon name="chevron-right" className={`size-5 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`} />
        Advanced Options
      </button>
      <div id={advancedId} hidden={!open} className="flex flex-col gap-6">
        <ReadOnlyField
          label="Market"
          value={`${MARKET_LABELS[market]} (${market})`}
          hint="Comes from your regional settings; it decides which regulatory fields apply."
          className="sm:max-w-sm"
        />
        <IngredientsEditor ingredients={values.ingredients} onChange={(ingredients) => onChange({ ingredients })} errors={errors} />
        <RegulatorySection market={market} values={values} onChange={onChange} errors={errors} />
        <TextAreaField
          label="Notes"
          labelNote="(optional)"
          rows={4}
          maxLength={SUBSTANCE_LIMITS.notes}
          hint={`${values.notes.length}/${SUBSTANCE_LIMITS.notes} characters. Insurance, copay, timing or anything else worth keeping.`}
          {...text('notes')}
        />
      </div>
    </div>
  );
}
