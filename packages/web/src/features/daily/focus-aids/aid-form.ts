/**
 * The "Create Custom Focus Aid" form's values and rules: the name is required
 * after trimming, the icon is a palette emoji or free entry, the description is sent only when it has text.
 * Checked with the contract's own schema, so the browser and the server refuse the same things.
 */
import { createFocusAidRequestSchema, DEFAULT_FOCUS_AID_ICON, type CreateFocusAidRequest, type ErrorDetail, type FocusAidCategory } from '@wellness/contract';

export interface AidFormValues {
  name: string;
  /** The palette emoji last picked. */
  paletteIcon: string;
  /** Free entry; when it has text it wins over the palette. */
  customIcon: string;
  category: FocusAidCategory;
  description: string;
}

export type AidField = 'name' | 'icon' | 'category' | 'description';
export type AidFieldErrors = Partial<Record<AidField, string>>;

const FIELDS: readonly AidField[] = ['name', 'icon', 'category', 'description'];
const isField = (key: string): key is AidField => (FIELDS as readonly string[]).includes(key);

export function emptyAidForm(): AidFormValues {
  return { name: '', paletteIcon: DEFAULT_FOCUS_AID_ICON, customIcon: '', category: 'other', description: '' };
}

/** Whether closing would lose something the user chose or typed. */
export function hasAidFormChanges(values: AidFormValues): boolean {
  const empty = emptyAidForm();
  return (
    values.name.trim() !== '' ||
    values.customIcon.trim() !== '' ||
    values.description.trim() !== '' ||
    values.paletteIcon !== empty.paletteIcon ||
    values.category !== empty.category
  );
}

export function isNameBlank(values: Pick<AidFormValues, 'name'>): boolean {
  return values.name.trim() === '';
}

/** The icon that will be saved. */
export function chosenIcon(values: Pick<AidFormValues, 'paletteIcon' | 'customIcon'>): string {
  const typed = values.customIcon.trim();
  return typed !== '' ? typed : values.paletteIcon;
}

/** The request body: trimmed, with `description` only when it is not blank. */
export function requestBody(values: AidFormValues): CreateFocusAidRequest {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    icon: chosenIcon(values),
    category: values.category,
    ...(description !== '' ? { description } : {}),
  };
}

export type BuildResult = { ok: true; body: CreateFocusAidRequest } | { ok: false; errors: AidFieldErrors };

export function buildCreateRequest(values: AidFormValues): BuildResult {
  const body = requestBody(values);
  const parsed = createFocusAidRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: AidFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (isField(key) && errors[key] === undefined) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

export interface PlacedErrors {
  fields: AidFieldErrors;
  /** Messages about fields the form does not have, listed under the failure message. */
  other: string[];
}

/** The server's validation details next to their fields; anything else under the banner. */
export function placeServerDetails(details: readonly ErrorDetail[]): PlacedErrors {
  const fields: AidFieldErrors = {};
  const other: string[] = [];
  for (const detail of details) {
    const key = detail.path.split('.')[0] ?? '';
    if (isField(key)) fields[key] ??= detail.message;
    else other.push(detail.path ? `${detail.path}: ${detail.message}` : detail.message);
  }
  return { fields, other };
}
