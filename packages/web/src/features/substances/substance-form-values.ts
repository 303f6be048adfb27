/**
 * The substance form's values (all text, as the inputs hold them) and their conversion to and from the API
 * payload. Number rules: dosage, remaining supply and refills must be numbers (a non-number is an
 * error, never silently dropped); a crude equivalent or percent daily value that is not a number becomes empty;
 * an ingredient amount that is not a number becomes 0. Validation uses the contract's own schema, so the form
 * says exactly what the server would.
 */
import {
  canadianProductNumberError,
  HEALTH_CLAIMS,
  INGREDIENT_UNITS,
  substanceInputSchema,
  supplementInputSchema,
  type Market,
  type Substance,
  type SubstanceInput,
  type SubstanceType,
  type SupplementInput,
} from '@wellness/contract';
import type { TypedAmounts } from '@/lib/resources/query-keys';
import { takesTypeInBody } from './substance-collections';

export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
export type HealthClaim = (typeof HEALTH_CLAIMS)[number];

export interface IngredientDraft {
  /** Stable React key and error address of the row; never sent. */
  key: string;
  name: string;
  amount: string;
  unit: IngredientUnit;
  form: string;
  percentage: string;
  standardized: boolean;
}

export const TEXT_FIELDS = [
  'name',
  'brand',
  'category',
  'unit',
  'productForm',
  'expirationDate',
  'prescribedBy',
  'pharmacy',
  'extractRatio',
  'standardization',
  'potency',
  'regulatoryNumber',
  'licenseHolder',
  'allergenInfo',
  'notes',
] as const;
export const NUMBER_FIELDS = ['dosage', 'remainingSupply', 'refillsRemaining', 'crudeEquivalent'] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];
export type NumberFieldName = (typeof NUMBER_FIELDS)[number];
export type ScalarFieldName = TextFieldName | NumberFieldName;

export type SubstanceFormValues = Record<ScalarFieldName, string> & {
  healthClaim: '' | HealthClaim;
  ingredients: IngredientDraft[];
};

/** Where an error is shown: a scalar field, the health claim, the ingredient list, or one ingredient's field. */
export type FieldKey = ScalarFieldName | 'healthClaim' | 'ingredients' | `ingredients.${string}.${IngredientFieldName}`;
export type IngredientFieldName = 'name' | 'amount' | 'unit' | 'form' | 'percentage' | 'standardized';
export type FormErrors = Partial<Record<FieldKey, string>>;

export const FIELD_LABELS: Record<ScalarFieldName | 'healthClaim' | 'ingredients', string> = {
  name: 'Name',
  brand: 'Brand',
  category: 'Category',
  dosage: 'Dosage',
  unit: 'Unit',
  productForm: 'Product form',
  remainingSupply: 'Remaining supply',
  expirationDate: 'Expiration date',
  prescribedBy: 'Prescriber',
  pharmacy: 'Pharmacy',
  refillsRemaining: 'Refills remaining',
  extractRatio: 'Extract ratio',
  standardization: 'Standardization',
  potency: 'Potency',
  crudeEquivalent: 'Crude equivalent',
  regulatoryNumber: 'Registration number',
  licenseHolder: 'License holder',
  healthClaim: 'Health claim',
  allergenInfo: 'Allergen information',
  notes: 'Notes',
  ingredients: 'Active ingredients',
};

const INGREDIENT_FIELDS: readonly IngredientFieldName[] = ['name', 'amount', 'unit', 'form', 'percentage', 'standardized'];

let ingredientCounter = 0;
export function newIngredientDraft(): IngredientDraft {
  ingredientCounter += 1;
  return { key: `ingredient-${ingredientCounter}`, name: '', amount: '', unit: 'mg', form: '', percentage: '', standardized: false };
}

export function emptyFormValues(): SubstanceFormValues {
  const text = Object.fromEntries([...TEXT_FIELDS, ...NUMBER_FIELDS].map((field) => [field, ''])) as Record<ScalarFieldName, string>;
  return { ...text, healthClaim: '', ingredients: [] };
}

const textOf = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function formValuesFromSubstance(substance: Substance): SubstanceFormValues {
  return {
    name: substance.name,
    brand: textOf(substance.brand),
    category: textOf(substance.category),
    dosage: numberText(substance.dosage),
    unit: textOf(substance.unit),
    productForm: textOf(substance.productForm),
    remainingSupply: numberText(substance.remainingSupply),
    expirationDate: textOf(substance.expirationDate),
    prescribedBy: textOf(substance.prescribedBy),
    pharmacy: textOf(substance.pharmacy),
    refillsRemaining: numberText(substance.refillsRemaining),
    extractRatio: textOf(substance.extractRatio),
    standardization: textOf(substance.standardization),
    potency: textOf(substance.potency),
    crudeEquivalent: numberText(substance.crudeEquivalent),
    regulatoryNumber: textOf(substance.regulatoryNumber),
    licenseHolder: textOf(substance.licenseHolder),
    healthClaim: substance.healthClaim ?? '',
    allergenInfo: textOf(substance.allergenInfo),
    notes: textOf(substance.notes),
    ingredients: substance.ingredients.map((ingredient) => ({
      ...newIngredientDraft(),
      name: ingredient.name,
      amount: String(ingredient.amount),
      unit: ingredient.unit,
      form: textOf(ingredient.form),
      percentage: numberText(ingredient.percentage),
      standardized: ingredient.standardized,
    })),
  };
}

const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Empty is null; a number is that number; anything else is NaN, which the contract reports as 'Must be a number'. */
export function strictNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMBER_PATTERN.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Crude equivalent and percent daily value: a non-number becomes empty. */
export function lenientNumber(text: string): number | null {
  const value = strictNumber(text);
  return value === null || Number.isNaN(value) ? null : value;
}

/** Ingredient amount: a non-number (or nothing) becomes 0. */
export function ingredientAmount(text: string): number {
  return lenientNumber(text) ?? 0;
}

const optionalText = (text: string): string | null => (text.trim() === '' ? null : text.trim());

const isBlankIngredient = (draft: IngredientDraft) =>
  draft.name.trim() === '' && draft.amount.trim() === '' && draft.form.trim() === '' && draft.percentage.trim() === '' && !draft.standardized;

export type SubstancePayload = SubstanceInput | SupplementInput;

export interface ConvertedForm {
  body: SubstancePayload;
  /** The draft key of each ingredient sent, by its index in the body, to place errors about `ingredients.N`. */
  ingredientKeys: string[];
}

export function toSubstancePayload(values: SubstanceFormValues, type: SubstanceType): ConvertedForm {
  // Untouched new rows are left out rather than refused for a missing name.
  const ingredients = values.ingredients.filter((draft) => !isBlankIngredient(draft));
  const body: SubstanceInput = {
    name: values.name.trim(),
    brand: optionalText(values.brand),
    category: optionalText(values.category),
    dosage: strictNumber(values.dosage),
    unit: optionalText(values.unit),
    productForm: optionalText(values.productForm),
    remainingSupply: strictNumber(values.remainingSupply),
    expirationDate: optionalText(values.expirationDate),
    prescribedBy: optionalText(values.prescribedBy),
    pharmacy: optionalText(values.pharmacy),
    refillsRemaining: strictNumber(values.refillsRemaining),
    extractRatio: optionalText(values.extractRatio),
    standardization: optionalText(values.standardization),
    potency: optionalText(values.potency),
    crudeEquivalent: lenientNumber(values.crudeEquivalent),
    regulatoryNumber: optionalText(values.regulatoryNumber),
    licenseHolder: optionalText(values.licenseHolder),
    healthClaim: values.healthClaim === '' ? null : values.healthClaim,
    allergenInfo: optionalText(values.allergenInfo),
    notes: optionalText(values.notes),
    ingredients: ingredients.map((draft) => ({
      name: draft.name.trim(),
      amount: ingredientAmount(draft.amount),
      unit: draft.unit,
      form: optionalText(draft.form),
      percentage: lenientNumber(draft.percentage),
      standardized: draft.standardized,
    })),
  };
  const withType: SubstancePayload = takesTypeInBody(type) ? { ...body, substanceType: type } : body;
  return { body: withType, ingredientKeys: ingredients.map((draft) => draft.key) };
}

export interface ErrorPlacement {
  fields: FormErrors;
  /** Messages that belong to no field on the form, shown in the banner instead. */
  other: string[];
}

const SCALAR_KEYS = new Set<string>([...TEXT_FIELDS, ...NUMBER_FIELDS, 'healthClaim', 'ingredients']);

/** Places `{path, message}` items (the server's `details`, or the contract's issues) next to their fields. */
export function placeErrors(items: ReadonlyArray<{ path: string; message: string }>, ingredientKeys: readonly string[]): ErrorPlacement {
  const fields: FormErrors = {};
  const other: string[] = [];
  const put = (key: FieldKey, message: string) => {
    if (fields[key] === undefined) fields[key] = message;
  };
  for (const { path, message } of items) {
    const [head, index, sub] = path.split('.');
    if (head === 'ingredients' && index !== undefined) {
      const key = ingredientKeys[Number(index)];
      const field = INGREDIENT_FIELDS.find((name) => name === sub);
      if (key !== undefined && field !== undefined) put(`ingredients.${key}.${field}`, message);
      else put('ingredients', message);
    } else if (head !== undefined && SCALAR_KEYS.has(head)) {
      put(head as FieldKey, message);
    } else {
      other.push(message);
    }
  }
  return { fields, other: [...new Set(other)] };
}

export type Validation = { ok: true; converted: ConvertedForm } | { ok: false; converted: ConvertedForm; errors: ErrorPlacement };

/**
 * Checks the converted form against the contract's schema for the type's collection, and the market's own number
 * rule (Canada's NPN/DIN: eight digits).
 */
export function validateForm(values: SubstanceFormValues, type: SubstanceType, market: Market = 'US'): Validation {
  const converted = toSubstancePayload(values, type);
  const schema = takesTypeInBody(type) ? supplementInputSchema : substanceInputSchema;
  const result = schema.safeParse(converted.body);
  const items = result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const numberProblem = market === 'CA' ? canadianProductNumberError(values.regulatoryNumber) : null;
  if (numberProblem !== null) items.push({ path: 'regulatoryNumber', message: numberProblem });
  if (items.length === 0) return { ok: true, converted };
  return { ok: false, converted, errors: placeErrors(items, converted.ingredientKeys) };
}

/** Ingredient names the typed-name interaction check should also look at. */
export function ingredientNames(values: Pick<SubstanceFormValues, 'ingredients'>): string[] {
  return values.ingredients.map((draft) => draft.name.trim()).filter((name) => name !== '');
}

/** The amounts typed so far, for the interaction check to add up a duplicate; a blank or non-number amount is left out. */
export function typedAmounts(values: Pick<SubstanceFormValues, 'dosage' | 'unit' | 'ingredients'>): TypedAmounts {
  const dosage = strictNumber(values.dosage);
  const unit = values.unit.trim();
  return {
    dose: typeof dosage === 'number' && dosage > 0 && unit !== '' ? { amount: dosage, unit } : null,
    ingredients: values.ingredients.flatMap((draft) => {
      const amount = strictNumber(draft.amount);
      const name = draft.name.trim();
      return typeof amount === 'number' && amount > 0 && name !== '' ? [{ name, amount, unit: draft.unit }] : [];
    }),
  };
}

/** The form's content as the user sees it: no row keys, blank ingredient rows left out, fields trimmed. */
function visibleContent(values: SubstanceFormValues): string {
  const { ingredients, ...scalars } = values;
  const trimmed = Object.fromEntries(Object.entries(scalars).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]));
  const rows = ingredients.filter((draft) => !isBlankIngredient(draft)).map(({ key: _key, ...row }) => row);
  return JSON.stringify([trimmed, rows]);
}

/** Whether closing would lose nothing the user typed: same content, whatever the row keys. */
export function sameFormValues(a: SubstanceFormValues, b: SubstanceFormValues): boolean {
  return visibleContent(a) === visibleContent(b);
}
