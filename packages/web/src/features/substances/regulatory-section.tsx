/**
 * The regulatory part of Advanced Options, driven by the market: hidden for the US; the
 * fields of regulatory-fields.ts otherwise. The crude equivalent is numeric, and a non-number becomes empty.
 */
import type { Market } from '@wellness/contract';
import { TextField } from '@/components/text-field';
import { SelectField } from '@/components/form-controls';
import { HEALTH_CLAIM_OPTIONS, MARKET_LABELS, regulatoryFieldsFor } from './regulatory-fields';
import type { FormErrors, HealthClaim, SubstanceFormValues } from './substance-form-values';

type RegulatoryValues = Pick<SubstanceFormValues, 'regulatoryNumber' | 'licenseHolder' | 'crudeEquivalent' | 'healthClaim' | 'allergenInfo'>;

interface RegulatorySectionProps {
  market: Market;
  values: RegulatoryValues;
  onChange: (patch: Partial<RegulatoryValues>) => void;
  errors: FormErrors;
}

const CLAIM_OPTIONS = [{ value: '', label: 'No claim' }, ...HEALTH_CLAIM_OPTIONS];

export function RegulatorySection({ market, values, onChange, errors }: RegulatorySectionProps) {
  const fields = regulatoryFieldsFor(market);
  if (fields.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-3" data-market={market}>
      <legend className="text-base font-semibold text-slate-900">Regulatory information ({MARKET_LABELS[market]})</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          switch (field.kind) {
            case 'health-claim':
              return (
                <SelectField
                  key={field.name}
                  label={field.label}
                  labelNote="(optional)"
                  value={values.healthClaim}
                  options={CLAIM_OPTIONS}
                  onChange={(event) => {
                    const claim = HEALTH_CLAIM_OPTIONS.find((option) => option.value === event.target.value)?.value;
                    onChange({ healthClaim: claim ?? ('' as const satisfies '' | HealthClaim) });
                  }}
                  error={errors.healthClaim}
                />
              );
            case 'number':
              return (
                <TextField
                  key={field.name}
                  label={field.label}
                  labelNote="(optional)"
                  type="number"
                  inputMode="decimal"
                  step="0.001"
                  min="0"
                  hint={field.hint}
                  value={values.crudeEquivalent}
                  onChange={(event) => onChange({ crudeEquivalent: event.target.value })}
                  error={errors.crudeEquivalent}
                />
              );
            case 'text': {
              const name = field.name;
              return (
                <TextField
                  key={field.name}
                  label={field.label}
                  labelNote="(optional)"
                  placeholder={field.placeholder}
                  hint={field.hint}
                  value={values[name]}
                  onChange={(event) => onChange({ [name]: event.target.value })}
                  error={errors[name]}
                  autoComplete="off"
                />
              );
            }
          }
        })}
      </div>
    </fieldset>
  );
}
