/**
 * The substance form: "Add"/"Edit" + type name, basic fields, the live interaction panel,
 * the type's own section, and Advanced Options (ingredients, the market's regulatory fields, notes; the market
 * itself read-only), and the Schedule (schedule/schedule-section.tsx). Both are checked against the contract before
 * sending; the substance is saved first, then its schedule (PUT, or DELETE for "No schedule"). A refusal puts the
 * server's `details` next to their fields and says which part failed in a banner; nothing typed is lost, and a
 * retry after a failed schedule updates the substance already added rather than adding it twice. While it has
 * changes the form is kept as the user's draft in this browser (substance-form-draft.ts), so a reload or an expired
 * session does not lose it either: the Substances tab opens it again, saying so.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { SUBSTANCE_TYPE_LABELS, type AutocompleteSuggestion, type Market, type Substance, type SubstanceType } from '@wellness/contract';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { useDiscardGuard } from '@/components/discard-changes';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { ApiError } from '@/lib/api-error';
import { useKeptDraft } from '@/lib/use-kept-draft';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useSubstanceSave } from './use-substance-save';
import { regulatoryFieldsFor } from './regulatory-fields';
import { SUBSTANCE_FORM_DRAFT_NAME, type SubstanceFormDraft } from './substance-form-draft';
import { AdvancedOptions } from './substance-advanced-options';
import { BasicFields } from './substance-basic-fields';
import {
  FIELD_LABELS,
  emptyFormValues,
  formValuesFromSubstance,
  newIngredientDraft,
  placeErrors,
  sameFormValues,
  validateForm,
  type ErrorPlacement,
  type FieldKey,
  type ScalarFieldName,
  type SubstanceFormValues,
} from './substance-form-values';
import { TypeSection } from './substance-type-section';
import { SubstanceFormFooter, type SaveFailure } from './substance-form-footer';
import { ScheduleSection } from './schedule/schedule-section';
import { useScheduleDraft } from './schedule/use-schedule-draft';
import { useScrollToSchedule } from './schedule/use-scroll-to-schedule';

/** The fields each type's own section shows. */
const TYPE_FIELDS: Record<SubstanceType, readonly ScalarFieldName[]> = {
  PRESCRIPTION: ['prescribedBy', 'pharmacy', 'refillsRemaining'],
  OTC_MEDICATION: [],
  SUPPLEMENT: [],
  HERBAL: ['extractRatio', 'standardization'],
  HOMEOPATHIC: ['potency'],
};
const BASIC_FIELDS: readonly FieldKey[] = ['name', 'brand', 'category', 'dosage', 'unit', 'productForm', 'remainingSupply', 'expirationDate'];

const isIngredientKey = (key: string) => key === 'ingredients' || key.startsWith('ingredients.');

/** Whether an error's field is on the form for this type and market, and whether it sits in Advanced Options. */
function placeOf(key: FieldKey, type: SubstanceType, market: Market): 'basic' | 'advanced' | 'hidden' {
  if (BASIC_FIELDS.includes(key) || TYPE_FIELDS[type].some((field) => field === key)) return 'basic';
  if (key === 'notes' || isIngredientKey(key)) return 'advanced';
  return regulatoryFieldsFor(market).some((field) => field.name === key) ? 'advanced' : 'hidden';
}

/** Errors about fields this form does not show (for this type and market) still reach the user, in the banner. */
function withHiddenInBanner(placed: ErrorPlacement, type: SubstanceType, market: Market): ErrorPlacement {
  const hidden = (Object.keys(placed.fields) as FieldKey[]).filter((key) => placeOf(key, type, market) === 'hidden');
  const labelled = hidden.map((key) => `${key in FIELD_LABELS ? FIELD_LABELS[key as keyof typeof FIELD_LABELS] : key}: ${placed.fields[key] ?? ''}`);
  return { fields: placed.fields, other: [...placed.other, ...labelled] };
}

/** Once errors are shown (and asked for), focus goes to the first field marked invalid. */
function useFocusFirstInvalid(bodyRef: RefObject<HTMLDivElement | null>, askedRef: RefObject<boolean>, errors: unknown, scheduleErrors: unknown) {
  useEffect(() => {
    if (!askedRef.current) return;
    askedRef.current = false;
    bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [bodyRef, askedRef, errors, scheduleErrors]);
}

const hasAdvancedContent = (substance: Substance | null) => substance !== null && (substance.ingredients.length > 0 || substance.notes !== null);
/** A kept draft opens Advanced Options when something was typed there, so it is in sight. */
const hasTypedAdvanced = (values: SubstanceFormValues, market: Market) =>
  values.ingredients.length > 0 || values.notes.trim() !== '' || regulatoryFieldsFor(market).some((field) => values[field.name].trim() !== '');

/** The values once a name suggestion is picked: a medicine chosen by its brand ("Zoloft (sertraline)") brings the brand along. */
const withSuggestion = (current: SubstanceFormValues, suggestion: AutocompleteSuggestion): SubstanceFormValues => ({
  ...current,
  name: suggestion.name,
  brand: suggestion.brand ?? current.brand,
  category: current.category.trim() === '' && suggestion.category ? suggestion.category : current.category,
});

interface SubstanceFormModalProps {
  type: SubstanceType;
  /** The item to edit, or null to add one. */
  substance: Substance | null;
  market: Market;
  /** The user's current items, for the name field's offline suggestions. */
  library: readonly Substance[];
  onClose: () => void;
  onSaved: (saved: Substance, mode: 'added' | 'updated') => void;
  /** Opens an item already in the library, offered when the typed name is its name. */
  onOpenExisting: (existing: Substance) => void;
  /** Opened from the Schedule view: the form scrolls to its Schedule section. */
  startAt?: 'schedule';
  /** Whose draft the form is kept as; null while the user is not known (then nothing is kept). */
  owner: string | null;
  /** A draft kept from before (a reload, an expired session): the form opens with it. */
  restored?: SubstanceFormDraft;
}

export function SubstanceFormModal(props: SubstanceFormModalProps) {
  const { type, substance, market, library, onClose, onSaved, onOpenExisting, startAt, owner, restored } = props;
  const titleId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusFirstError = useRef(false);
  const [initialValues] = useState<SubstanceFormValues>(() => (substance ? formValuesFromSubstance(substance) : emptyFormValues()));
  const [values, setValues] = useState<SubstanceFormValues>(restored?.values ?? initialValues);
  const [errors, setErrors] = useState<ErrorPlacement>({ fields: {}, other: [] });
  const [saveFailed, setSaveFailed] = useState<SaveFailure>(null);
  // The item once saved: a retry after the schedule failed updates it instead of adding it again.
  const [savedId, setSavedId] = useState<string | null>(restored?.savedId ?? substance?.id ?? null);
  const schedule = useScheduleDraft(substance?.id ?? null, restored?.schedule ?? null);
  const [advancedOpen, setAdvancedOpen] = useState(
    () => hasAdvancedContent(substance) || (restored !== undefined && hasTypedAdvanced(restored.values, market)),
  );
  const save = useSubstanceSave(owner, type);
  const oneAtATime = useOneAtATime();

  // Once the item has an id (saved, with its schedule still to save) the form edits it: title and button say so.
  const hasId = savedId !== null;
  const busy = save.pending || schedule.saving;
  const changed = !sameFormValues(values, initialValues) || schedule.dirty;
  const forgetDraft = useKeptDraft(owner, SUBSTANCE_FORM_DRAFT_NAME, changed, {
    type,
    editingId: substance?.id ?? null,
    savedId,
    values,
    schedule: schedule.dirty ? schedule.values : null,
  });
  const guard = useDiscardGuard(changed, () => {
    forgetDraft();
    onClose();
  });
  const typeLabel = SUBSTANCE_TYPE_LABELS[type];
  const fieldError = (key: FieldKey) => errors.fields[key];
  const set = (patch: Partial<SubstanceFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const text = (field: ScalarFieldName) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    error: fieldError(field),
  });

  useFocusFirstInvalid(bodyRef, focusFirstError, errors, schedule.errors);

  useScrollToSchedule(bodyRef, startAt === 'schedule', schedule.loading);

  function showErrors(placed: ErrorPlacement) {
    if (Object.keys(placed.fields).some((key) => placeOf(key as FieldKey, type, market) === 'advanced')) setAdvancedOpen(true);
    focusFirstError.current = true;
    setErrors(withHiddenInBanner(placed, type, market));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await oneAtATime(async () => {
      const validation = validateForm(values, type, market);
      const scheduleCheck = schedule.validate();
      schedule.setErrors(scheduleCheck.ok ? { fields: {}, other: [] } : scheduleCheck.errors);
      if (!validation.ok || !scheduleCheck.ok) {
        setSaveFailed(null);
        const substanceErrors = validation.ok ? { fields: {}, other: [] } : validation.errors;
        showErrors({ fields: substanceErrors.fields, other: [...substanceErrors.other, ...(scheduleCheck.ok ? [] : scheduleCheck.errors.other)] });
        return;
      }
      setErrors({ fields: {}, other: [] });
      setSaveFailed(null);
      try {
        const saved = await save.run(savedId, validation.converted.body);
        setSavedId(saved.id);
        if (!(await schedule.persist(saved.id, scheduleCheck.input))) {
          setSaveFailed('schedule');
          focusFirstError.current = true;
          return;
        }
        forgetDraft();
        onSaved(saved, substance !== null ? 'updated' : 'added');
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        setSaveFailed('substance');
        const placed = error instanceof ApiError ? placeErrors(error.details, validation.converted.ingredientKeys) : { fields: {}, other: [] };
        // A conflict (the inventory is full) is not fixed by trying again: say what the server said.
        const conflict = error instanceof ApiError && error.code === 'CONFLICT' && error.serverMessage !== null ? [error.serverMessage] : [];
        showErrors({ fields: placed.fields, other: [...conflict, ...placed.other] });
      }
    });
  }

  function addActiveIngredient() {
    setAdvancedOpen(true);
    setValues((current) => ({ ...current, ingredients: [...current.ingredients, newIngredientDraft()] }));
    requestAnimationFrame(() => {
      const names = bodyRef.current?.querySelectorAll<HTMLInputElement>('input[data-ingredient-name]');
      names?.[names.length - 1]?.focus();
    });
  }

  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={guard.requestClose}
      closeOnOverlayClick
      initialFocus={nameRef}
      fallbackFocus={() => document.getElementById('tab-heading')}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-labelledby={titleId}>
        <DialogHeader
          titleId={titleId}
          title={`${hasId ? 'Edit' : 'Add'} ${typeLabel}`}
          subtitle="Only the name is required."
          onClose={guard.requestClose}
          closeLabel="Close"
        />
        <div ref={bodyRef} className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {restored ? <KeptDraftNote /> : null}
          <BasicFields
            type={type}
            values={values}
            onChange={set}
            text={text}
            nameError={fieldError('name')}
            nameRef={nameRef}
            library={library}
            excludeId={substance?.id ?? null}
            onOpenExisting={onOpenExisting}
            onPick={(suggestion) => setValues((current) => withSuggestion(current, suggestion))}
          />

          <TypeSection type={type} text={text} onAddIngredient={addActiveIngredient} />

          <AdvancedOptions
            open={advancedOpen}
            onToggle={() => setAdvancedOpen((open) => !open)}
            market={market}
            values={values}
            onChange={set}
            text={text}
            errors={errors.fields}
          />

          <ScheduleSection
            values={schedule.values}
            onChange={schedule.set}
            errors={schedule.errors.fields}
            dosage={values.dosage}
            unit={values.unit}
            loading={schedule.loading}
            loadFailed={schedule.loadFailed}
          />
        </div>

        <SubstanceFormFooter
          failure={saveFailed}
          name={values.name.trim()}
          other={saveFailed === 'schedule' ? schedule.errors.other : errors.other}
          fieldErrors={saveFailed === null && (Object.keys(schedule.errors.fields).length > 0 || Object.keys(errors.fields).length > 0)}
          busy={busy}
          editing={hasId}
          onCancel={guard.requestClose}
        />
      </form>
      {guard.question}
    </ModalDialog>
  );
}
