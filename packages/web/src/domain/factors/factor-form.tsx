/**
 * Define or edit a factor: name, kind, unit (a number needs one, a count may have one), icon, which direction is
 * better (or neither) and whether a value describes the night before. The contract's rules are checked before
 * sending; the server's refusal (a duplicate name, a kind locked by logged values) is shown by its field.
 */
import { useId, useState, type FormEvent } from 'react';
import { FACTOR_KIND_LABELS, FACTOR_KINDS, FACTOR_LIMITS, FACTOR_MESSAGES, type Factor } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form-controls';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { ToggleChip } from '@/components/toggle-chip';
import { ApiError } from '@/lib/api-error';
import { useDraftOwner } from '@/lib/draft-owner';
import { useKeptSaveAttempt } from '@/lib/use-kept-save-attempt';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { FactorIconPicker } from './factor-icon-picker';
import {
  buildFactorInput,
  DIRECTION_LABELS,
  FACTOR_SAVE_ATTEMPT_NAME,
  hasUnit,
  placeFactorErrors,
  type Direction,
  type FactorField,
  type FactorFormValues,
} from './factor-form-values';
import { useCreateFactor, useUpdateFactor } from './queries';

interface FactorFormProps {
  values: FactorFormValues;
  restored: boolean;
  onChange: (patch: Partial<FactorFormValues>) => void;
  onSaved: (factor: Factor) => void;
  onCancel: () => void;
}

type Errors = { fields: Partial<Record<FactorField, string>>; other: string[] };
const NO_ERRORS: Errors = { fields: {}, other: [] };
const DIRECTIONS: readonly Direction[] = ['higher', 'lower', 'neither'];

export function FactorForm({ values, restored, onChange, onSaved, onCancel }: FactorFormProps) {
  const titleId = useId();
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateFactor();
  const update = useUpdateFactor();
  // A new factor saved again after its answer was lost is the factor kept, not a refusal of its own name.
  const saveKeys = useKeptSaveAttempt(useDraftOwner(), FACTOR_SAVE_ATTEMPT_NAME);
  const oneAtATime = useOneAtATime();
  const pending = create.isPending || update.isPending;
  const editing = values.editingId;

  const change = (patch: Partial<FactorFormValues>, fields: readonly FactorField[]) => {
    onChange(patch);
    setErrors((current) => ({
      ...current,
      fields: Object.fromEntries(Object.entries(current.fields).filter(([field]) => !fields.includes(field as FactorField))),
    }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const built = buildFactorInput(values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    void oneAtATime(async () => {
      setFailure(null);
      try {
        const body = built.body;
        const saved =
          editing === null ? await create.mutateAsync({ ...body, idempotencyKey: saveKeys.keyFor(body) }) : await update.mutateAsync({ id: editing, body });
        if (editing === null) saveKeys.saved();
        onSaved(saved);
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        const placed = error instanceof ApiError ? placeFactorErrors(error.details) : NO_ERRORS;
        const server = error instanceof ApiError ? error.serverMessage : null;
        // A 409 (a duplicate name, a kind locked by logged values) has no field details: its message says which.
        setErrors(placed);
        setFailure(server ?? FACTOR_MESSAGES.saveFailed);
      }
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h4 id={titleId} className="text-base font-semibold text-slate-900">
        {editing === null ? 'Define your own factor' : `Edit ${values.name.trim() === '' ? 'factor' : values.name}`}
      </h4>
      {restored ? <Alert tone="info">Your unsaved factor was kept. Save it, or cancel to start again.</Alert> : null}
      <TextField
        label="Name"
        value={values.name}
        maxLength={FACTOR_LIMITS.name}
        autoComplete="off"
        placeholder="e.g. Cups of coffee"
        onChange={(event) => change({ name: event.target.value }, ['name'])}
        error={errors.fields.name ?? null}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Kind</legend>
        <div className="flex flex-wrap gap-2">
          {FACTOR_KINDS.map((kind) => (
            <ToggleChip key={kind} pressed={values.kind === kind} onToggle={() => change({ kind }, ['kind', 'unit'])}>
              {FACTOR_KIND_LABELS[kind]}
            </ToggleChip>
          ))}
        </div>
        {errors.fields.kind ? <p className="text-sm font-medium text-rose-700">{errors.fields.kind}</p> : null}
      </fieldset>
      {hasUnit(values.kind) ? (
        <TextField
          label="Unit"
          labelNote={values.kind === 'number' ? '(required)' : '(optional)'}
          value={values.unit}
          maxLength={FACTOR_LIMITS.unit}
          autoComplete="off"
          placeholder={values.kind === 'number' ? 'h, mg, min' : 'cups, steps'}
          onChange={(event) => change({ unit: event.target.value }, ['unit'])}
          error={errors.fields.unit ?? null}
          className="max-w-xs"
        />
      ) : null}
      <FactorIconPicker value={values.icon} onChange={(icon) => change({ icon }, ['icon'])} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Which way is better?</legend>
        <div className="flex flex-wrap gap-2">
          {DIRECTIONS.map((direction) => (
            <ToggleChip key={direction} pressed={values.direction === direction} onToggle={() => change({ direction }, ['betterDirection'])}>
              {DIRECTION_LABELS[direction]}
            </ToggleChip>
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label="Describes the night before"
        hint="A value logged on a day is about the night that ended that morning, like sleep."
        checked={values.describesNightBefore}
        onChange={(describesNightBefore) => change({ describesNightBefore }, ['describesNightBefore'])}
      />
      {failure !== null ? (
        <Alert tone="error" details={errors.other}>
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? <Spinner /> : null}
          {editing === null ? 'Add factor' : 'Save factor'}
        </Button>
      </div>
    </form>
  );
}
