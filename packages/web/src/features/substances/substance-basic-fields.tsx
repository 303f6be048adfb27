/**
 * The substance form's "Basic information": the name with its suggestions, the warning when the name is already
 * in the library, the live interaction check, and the fields every type has, with suggestions for unit and form.
 */
import { useId, type RefObject } from 'react';
import { SUBSTANCE_TYPE_LABELS, type AutocompleteSuggestion, type Substance, type SubstanceType } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { existingWithName } from './duplicate-name';
import { InteractionPanel } from './interaction-panel';
import { NameField } from './name-field';
import { ingredientNames, typedAmounts, type SubstanceFormValues } from './substance-form-values';
import type { TextProps } from './substance-type-section';

const UNIT_SUGGESTIONS = ['mg', 'g', 'mcg', 'IU', 'ml', 'drops', 'tablets', 'capsules', 'puffs', 'units'];
const FORM_SUGGESTIONS = [
  'tablet',
  'capsule',
  'softgel',
  'liquid',
  'powder',
  'gummy',
  'chewable',
  'tincture',
  'tea',
  'pellets',
  'cream',
  'spray',
  'patch',
  'injection',
];

interface BasicFieldsProps {
  type: SubstanceType;
  values: SubstanceFormValues;
  onChange: (patch: Partial<SubstanceFormValues>) => void;
  onPick: (suggestion: AutocompleteSuggestion) => void;
  text: TextProps;
  nameError: string | undefined;
  nameRef: RefObject<HTMLInputElement | null>;
  /** The user's current items, for the name's offline suggestions and the duplicate warning. */
  library: readonly Substance[];
  /** The item being edited, which is no duplicate of itself. */
  excludeId: string | null;
  onOpenExisting: (existing: Substance) => void;
}

export function BasicFields({ type, values, onChange, onPick, text, nameError, nameRef, library, excludeId, onOpenExisting }: BasicFieldsProps) {
  const unitListId = useId();
  const formListId = useId();
  const duplicate = existingWithName(library, values.name, excludeId);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">Basic information</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-4 sm:col-span-2">
          <NameField
            value={values.name}
            onChange={(name) => onChange({ name })}
            onPick={onPick}
            error={nameError}
            library={library}
            inputRef={nameRef}
            type={type}
          />
          {duplicate !== null ? (
            <Alert tone="warning">
              <span>
                “{duplicate.name}” is already in your substances ({SUBSTANCE_TYPE_LABELS[duplicate.substanceType]}). Adding it again would split its doses and
                checks in two.
              </span>{' '}
              <Button variant="link" onClick={() => onOpenExisting(duplicate)}>
                Open the existing {duplicate.name}
              </Button>
            </Alert>
          ) : null}
          <InteractionPanel name={values.name} type={type} ingredients={ingredientNames(values)} amounts={typedAmounts(values)} excludeId={excludeId} />
        </div>
        <TextField label="Brand" labelNote="(optional)" autoComplete="off" {...text('brand')} />
        <TextField label="Category" labelNote="(optional)" placeholder="e.g. Antidepressant, Vitamin" autoComplete="off" {...text('category')} />
        <TextField label="Dosage" labelNote="(optional)" inputMode="decimal" placeholder="e.g. 50" autoComplete="off" {...text('dosage')} />
        <TextField label="Unit" labelNote="(optional)" list={unitListId} placeholder="e.g. mg" autoComplete="off" {...text('unit')} />
        <TextField label="Product form" labelNote="(optional)" list={formListId} placeholder="e.g. tablet" autoComplete="off" {...text('productForm')} />
        <TextField
          label="Remaining supply"
          labelNote="(optional)"
          inputMode="numeric"
          placeholder="e.g. 30"
          hint="Doses or units left. Cards warn at 7 or less."
          autoComplete="off"
          {...text('remainingSupply')}
        />
        <TextField label="Expiration date" labelNote="(optional)" type="date" {...text('expirationDate')} />
      </div>
      <datalist id={unitListId}>
        {UNIT_SUGGESTIONS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <datalist id={formListId}>
        {FORM_SUGGESTIONS.map((form) => (
          <option key={form} value={form} />
        ))}
      </datalist>
    </fieldset>
  );
}
