/**
 * The active-ingredients list of Advanced Options: name, amount (step 0.001; a non-number
 * becomes 0 when saved), unit (mg, g, mcg, IU, ml, units, percentage), form, percent daily value and
 * standardized. Rows are added and removed here; conversion rules live in substance-form-values.ts.
 */
import { useId, useRef } from 'react';
import { INGREDIENT_UNITS } from '@wellness/contract';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { CheckboxField, SelectField } from '@/components/form-controls';
import { newIngredientDraft, type FormErrors, type IngredientDraft, type IngredientFieldName } from './substance-form-values';
import { Icon } from '@/components/icons';

const UNIT_OPTIONS = INGREDIENT_UNITS.map((unit) => ({ value: unit, label: unit }));

interface IngredientsEditorProps {
  ingredients: IngredientDraft[];
  onChange: (ingredients: IngredientDraft[]) => void;
  errors: FormErrors;
}

export function IngredientsEditor({ ingredients, onChange, errors }: IngredientsEditorProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const addButtonId = useId();

  const update = (key: string, patch: Partial<IngredientDraft>) => onChange(ingredients.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));

  function add() {
    onChange([...ingredients, newIngredientDraft()]);
    // The new row's name field, once it is rendered.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  }

  function remove(index: number) {
    onChange(ingredients.filter((_, i) => i !== index));
    // Focus would otherwise fall to the page: keep it in the list, or on the add button when it is empty.
    requestAnimationFrame(() => {
      const rows = listRef.current?.querySelectorAll<HTMLInputElement>('li > fieldset input[data-ingredient-name]');
      const next = rows?.[Math.min(index, (rows?.length ?? 1) - 1)];
      (next ?? document.getElementById(addButtonId))?.focus();
    });
  }

  const error = (key: string, field: IngredientFieldName) => errors[`ingredients.${key}.${field}`];

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-slate-900">Active ingredients</legend>
      <p className="-mt-1 text-sm text-slate-600">Ingredients are checked for interactions too, which matters for combination products.</p>
      {errors.ingredients ? <p className="text-sm font-medium text-rose-700">{errors.ingredients}</p> : null}
      {ingredients.length === 0 ? <p className="text-sm text-slate-700">No ingredients added.</p> : null}
      <ol ref={listRef} className="flex flex-col gap-3">
        {ingredients.map((draft, index) => (
          <li key={draft.key}>
            <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2 md:grid-cols-3">
              <legend className="sr-only">Ingredient {index + 1}</legend>
              <TextField
                label={`Ingredient ${index + 1} name`}
                value={draft.name}
                onChange={(event) => update(draft.key, { name: event.target.value })}
                error={error(draft.key, 'name')}
                data-ingredient-name=""
                autoComplete="off"
                className="sm:col-span-2 md:col-span-1"
              />
              <TextField
                label="Amount"
                type="number"
                inputMode="decimal"
                step="0.001"
                min="0"
                value={draft.amount}
                onChange={(event) => update(draft.key, { amount: event.target.value })}
                error={error(draft.key, 'amount')}
              />
              <SelectField
                label="Unit"
                value={draft.unit}
                options={UNIT_OPTIONS}
                onChange={(event) => {
                  const unit = INGREDIENT_UNITS.find((candidate) => candidate === event.target.value);
                  if (unit) update(draft.key, { unit });
                }}
                error={error(draft.key, 'unit')}
              />
              <TextField
                label="Form"
                labelNote="(optional)"
                placeholder="e.g. citrate"
                value={draft.form}
                onChange={(event) => update(draft.key, { form: event.target.value })}
                error={error(draft.key, 'form')}
              />
              <TextField
                label="% Daily Value"
                labelNote="(optional)"
                type="number"
                inputMode="decimal"
                step="any"
                min="0"
                value={draft.percentage}
                onChange={(event) => update(draft.key, { percentage: event.target.value })}
                error={error(draft.key, 'percentage')}
              />
              <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 md:col-span-3">
                <CheckboxField
                  label="Standardized"
                  checked={draft.standardized}
                  onChange={(standardized) => update(draft.key, { standardized })}
                  error={error(draft.key, 'standardized')}
                />
                <Button
                  variant="quiet"
                  onClick={() => remove(index)}
                  aria-label={`Remove ingredient ${index + 1}${draft.name.trim() ? ` (${draft.name.trim()})` : ''}`}
                  className="text-rose-800 hover:bg-rose-50 hover:text-rose-900"
                >
                  <Icon name="trash" className="size-4" />
                  Remove
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button id={addButtonId} variant="secondary" onClick={add}>
          <Icon name="plus" className="size-4" />
          Add ingredient
        </Button>
      </div>
    </fieldset>
  );
}
