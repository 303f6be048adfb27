/**
 * The substance form (part 2 §2.2, §4, §5): "Add"/"Edit" + type name, basic fields, the live interaction panel,
 * the type's own section, and Advanced Options (ingredients, the market's regulatory fields, notes; the market
 * itself read-only). Checked against the contract before sending; a refusal puts the server's `details` next
 * to their fields and shows 'Failed to save substance. Please try again.' in a banner.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  SUBSTANCE_LIMITS,
  SUBSTANCE_MESSAGES,
  SUBSTANCE_TYPE_LABELS,
  type AutocompleteSuggestion,
  type Market,
  type Substance,
  type SubstanceType,
} from '@wellness/contract';
import { Alert } from '../../components/alert';
import { useOneAtATime } from '../../lib/use-one-at-a-time';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-error';
import { ReadOnlyField, TextAreaField } from '../../components/form-controls';
import { IngredientsEditor } from './ingredients-editor';
import { InteractionPanel } from './interaction-panel';
import { DialogHeader, ModalDialog } from '../../components/modal-dialog';
import { NameField } from './name-field';
import { existingWithName } from './duplicate-name';
import { useSaveSubstance } from './queries';
import { MARKET_LABELS, regulatoryFieldsFor } from './regulatory-fields';
import { RegulatorySection } from './regulatory-section';
import {
  FIELD_LABELS,
  emptyFormValues,
  formValuesFromSubstance,
  ingredientNames,
  typedAmounts,
  newIngredientDraft,
  placeErrors,
  sameFormValues,
  validateForm,
  type ErrorPlacement,
  type FieldKey,
  type ScalarFieldName,
  type SubstanceFormValues,
} from './substance-form-values';
import { Icon } from '../../components/icons';
import { useDiscardGuard } from '../../components/discard-changes';

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

const hasAdvancedContent = (substance: Substance | null) => substance !== null && (substance.ingredients.length > 0 || substance.notes !== null);

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
}

export function SubstanceFormModal({ type, substance, market, library, onClose, onSaved, onOpenExisting }: SubstanceFormModalProps) {
  const titleId = useId();
  const advancedId = useId();
  const unitListId = useId();
  const formListId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusFirstError = useRef(false);
  const [initialValues] = useState<SubstanceFormValues>(() => (substance ? formValuesFromSubstance(substance) : emptyFormValues()));
  const [values, setValues] = useState<SubstanceFormValues>(initialValues);
  const [errors, setErrors] = useState<ErrorPlacement>({ fields: {}, other: [] });
  const [saveFailed, setSaveFailed] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvancedContent(substance));
  const save = useSaveSubstance();
  const oneAtATime = useOneAtATime();

  const editing = substance !== null;
  const duplicate = existingWithName(library, values.name, substance?.id ?? null);
  const guard = useDiscardGuard(!sameFormValues(values, initialValues), onClose);
  const typeLabel = SUBSTANCE_TYPE_LABELS[type];
  const fieldError = (key: FieldKey) => errors.fields[key];
  const set = (patch: Partial<SubstanceFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const text = (field: ScalarFieldName) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    error: fieldError(field),
  });

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function showErrors(placed: ErrorPlacement) {
    const keys = Object.keys(placed.fields) as FieldKey[];
    const hidden = keys.filter((key) => placeOf(key, type, market) === 'hidden');
    if (keys.some((key) => placeOf(key, type, market) === 'advanced')) setAdvancedOpen(true);
    // Errors about fields this form does not show still reach the user, in the banner.
    const labelled = hidden.map((key) => `${key in FIELD_LABELS ? FIELD_LABELS[key as keyof typeof FIELD_LABELS] : key}: ${placed.fields[key] ?? ''}`);
    focusFirstError.current = true;
    setErrors({ fields: placed.fields, other: [...placed.other, ...labelled] });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await oneAtATime(async () => {
      const validation = validateForm(values, type);
      if (!validation.ok) {
        setSaveFailed(false);
        showErrors(validation.errors);
        return;
      }
      setErrors({ fields: {}, other: [] });
      setSaveFailed(false);
      try {
        const saved = await save.mutateAsync({ type, id: substance?.id ?? null, body: validation.converted.body });
        onSaved(saved, editing ? 'updated' : 'added');
      } catch (error) {
        // The failure itself is logged by the query client (lib/query-client.ts).
        setSaveFailed(true);
        const placed = error instanceof ApiError ? placeErrors(error.details, validation.converted.ingredientKeys) : { fields: {}, other: [] };
        // A conflict (the inventory is full) is not fixed by trying again: say what the server said.
        const conflict = error instanceof ApiError && error.code === 'CONFLICT' && error.serverMessage !== null ? [error.serverMessage] : [];
        showErrors({ fields: placed.fields, other: [...conflict, ...placed.other] });
      }
    });
  }

  function pickSuggestion(suggestion: AutocompleteSuggestion) {
    setValues((current) => ({
      ...current,
      name: suggestion.name,
      // A medicine chosen by its brand ("Zoloft (sertraline)") brings the brand along.
      brand: suggestion.brand ?? current.brand,
      category: current.category.trim() === '' && suggestion.category ? suggestion.category : current.category,
    }));
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
          title={`${editing ? 'Edit' : 'Add'} ${typeLabel}`}
          subtitle="Only the name is required."
          onClose={guard.requestClose}
          closeLabel="Close"
        />
        <div ref={bodyRef} className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-base font-semibold text-slate-900">Basic information</legend>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-4 sm:col-span-2">
                <NameField
                  value={values.name}
                  onChange={(name) => set({ name })}
                  onPick={pickSuggestion}
                  error={fieldError('name')}
                  library={library}
                  inputRef={nameRef}
                  type={type}
                />
                {duplicate !== null ? (
                  <Alert tone="warning">
                    <span>
                      “{duplicate.name}” is already in your substances ({SUBSTANCE_TYPE_LABELS[duplicate.substanceType]}). Adding it again would split its doses
                      and checks in two.
                    </span>{' '}
                    <Button variant="link" onClick={() => onOpenExisting(duplicate)}>
                      Open the existing {duplicate.name}
                    </Button>
                  </Alert>
                ) : null}
                <InteractionPanel
                  name={values.name}
                  type={type}
                  ingredients={ingredientNames(values)}
                  amounts={typedAmounts(values)}
                  excludeId={substance?.id ?? null}
                />
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

          <TypeSection type={type} text={text} onAddIngredient={addActiveIngredient} />

          <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
            <button
              type="button"
              aria-expanded={advancedOpen}
              aria-controls={advancedId}
              onClick={() => setAdvancedOpen((open) => !open)}
              className="-mx-2 flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-base font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            >
              <Icon name="chevron-right" className={`size-5 transition-transform motion-reduce:transition-none ${advancedOpen ? 'rotate-90' : ''}`} />
              Advanced Options
            </button>
            <div id={advancedId} hidden={!advancedOpen} className="flex flex-col gap-6">
              <ReadOnlyField
                label="Market"
                value={`${MARKET_LABELS[market]} (${market})`}
                hint="Comes from your regional settings; it decides which regulatory fields apply."
                className="sm:max-w-sm"
              />
              <IngredientsEditor ingredients={values.ingredients} onChange={(ingredients) => set({ ingredients })} errors={errors.fields} />
              <RegulatorySection market={market} values={values} onChange={set} errors={errors.fields} />
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
        </div>

        <footer className="flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
          {saveFailed ? (
            <Alert tone="error" details={errors.other}>
              {SUBSTANCE_MESSAGES.saveFailed}
            </Alert>
          ) : errors.other.length > 0 ? (
            <Alert tone="error" details={errors.other}>
              Please check these fields.
            </Alert>
          ) : null}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            <Button variant="secondary" onClick={guard.requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} className="sm:min-w-28">
              {save.isPending ? <Spinner /> : null}
              {editing ? 'Update' : 'Add'}
            </Button>
          </div>
        </footer>
      </form>
      {guard.question}
    </ModalDialog>
  );
}

type TextProps = (field: ScalarFieldName) => { value: string; onChange: (event: { target: { value: string } }) => void; error: string | undefined };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <legend className="float-left mb-3 w-full text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The type's own fields. Which types show the extract section is left open by the spec: herbal only. */
function TypeSection({ type, text, onAddIngredient }: { type: SubstanceType; text: TextProps; onAddIngredient: () => void }) {
  switch (type) {
    case 'PRESCRIPTION':
      return (
        <Section title="Prescription details">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label="Prescriber" labelNote="(optional)" placeholder="e.g. Dr. Rivera" autoComplete="off" {...text('prescribedBy')} />
            <TextField label="Pharmacy" labelNote="(optional)" autoComplete="off" {...text('pharmacy')} />
            <TextField
              label="Refills remaining"
              labelNote="(optional)"
              inputMode="numeric"
              placeholder="e.g. 2"
              autoComplete="off"
              {...text('refillsRemaining')}
            />
          </div>
        </Section>
      );
    case 'OTC_MEDICATION':
      return (
        <Section title="Over-the-counter details">
          <p className="text-sm text-slate-700">
            Many OTC products combine several medicines (cold and flu remedies, for example). Add the active ingredients from the Drug Facts label so each one
            is checked for interactions.
          </p>
          <div>
            <Button variant="secondary" onClick={onAddIngredient}>
              <Icon name="plus" className="size-4" />
              Add active ingredient
            </Button>
          </div>
        </Section>
      );
    case 'HERBAL':
      return (
        <Section title="Herbal extract">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label="Extract ratio" labelNote="(optional)" placeholder="e.g. 4:1" autoComplete="off" {...text('extractRatio')} />
            <TextField label="Standardization" labelNote="(optional)" placeholder="e.g. 0.3% hypericin" autoComplete="off" {...text('standardization')} />
          </div>
        </Section>
      );
    case 'HOMEOPATHIC':
      return (
        <Section title="Homeopathic details">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label="Potency" labelNote="(optional)" placeholder="e.g. 30C" autoComplete="off" {...text('potency')} />
          </div>
        </Section>
      );
    case 'SUPPLEMENT':
      return null;
  }
}
