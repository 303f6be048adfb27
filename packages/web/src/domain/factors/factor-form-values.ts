/**
 * The factor form's values and rules (issue 32): what the form holds, the request it sends (checked by the
 * contract's `factorInputSchema`, so the form says what the server would), where each message goes, and the draft
 * kept in this browser while the form has changes (read back defensively: anything unreadable drops the draft).
 */
import {
  BETTER_DIRECTIONS,
  FACTOR_ICONS,
  FACTOR_KINDS,
  FACTOR_LIMITS,
  factorInputSchema,
  type BetterDirection,
  type Factor,
  type FactorFields,
  type FactorIcon,
  type FactorKind,
} from '@wellness/contract';
import { placeFieldErrors, type FieldPlacement } from '@/lib/field-errors';

export const FACTOR_FORM_DRAFT_NAME = 'factors.form';
/** The last save attempt of a new factor, from the form or a catalog tap (lib/use-kept-save-attempt.ts). */
export const FACTOR_SAVE_ATTEMPT_NAME = 'factors.form.save-attempt';

export type Direction = BetterDirection | 'neither';
export const DIRECTION_LABELS: Record<Direction, string> = { higher: 'Higher', lower: 'Lower', neither: 'Neither' };

export interface FactorFormValues {
  /** The factor being edited, or null for a new one. */
  editingId: string | null;
  name: string;
  kind: FactorKind;
  unit: string;
  icon: FactorIcon;
  direction: Direction;
  describesNightBefore: boolean;
}

export type FactorField = 'name' | 'kind' | 'unit' | 'icon' | 'betterDirection' | 'describesNightBefore';
const FIELDS: readonly FactorField[] = ['name', 'kind', 'unit', 'icon', 'betterDirection', 'describesNightBefore'];

export function emptyFactorForm(): FactorFormValues {
  return { editingId: null, name: '', kind: 'number', unit: '', icon: 'star', direction: 'neither', describesNightBefore: false };
}

export function formOfFactor(factor: Factor): FactorFormValues {
  return {
    editingId: factor.id,
    name: factor.name,
    kind: factor.kind,
    unit: factor.unit ?? '',
    icon: factor.icon,
    direction: factor.betterDirection ?? 'neither',
    describesNightBefore: factor.describesNightBefore,
  };
}

/** Only a number or a count has a unit (a number needs one). */
export const hasUnit = (kind: FactorKind) => kind === 'number' || kind === 'count';

export type BuiltFactor = { ok: true; body: FactorFields } | { ok: false; errors: FieldPlacement<FactorField> };

const fieldOf = (path: string): FactorField | null => {
  const first = path.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(first) ? (first as FactorField) : null;
};

/** Server `details` (or the contract's issues) placed on the form's fields. */
export const placeFactorErrors = (items: ReadonlyArray<{ path: string; message: string }>) => placeFieldErrors(items, fieldOf);

/** The request body, or the messages the contract gives for what is wrong. A unit is dropped for a kind without one. */
export function buildFactorInput(values: FactorFormValues): BuiltFactor {
  const parsed = factorInputSchema.safeParse({
    name: values.name,
    kind: values.kind,
    unit: hasUnit(values.kind) && values.unit.trim() !== '' ? values.unit : null,
    icon: values.icon,
    betterDirection: values.direction === 'neither' ? null : values.direction,
    describesNightBefore: values.describesNightBefore,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: placeFactorErrors(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))) };
}

/** Whether the form differs from where it started (a new factor, or the factor being edited). */
export function hasFactorFormChanges(values: FactorFormValues, start: FactorFormValues): boolean {
  return (Object.keys(values) as Array<keyof FactorFormValues>).some((key) => values[key] !== start[key]);
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** A stored draft of the form, or null when any part of it cannot be read. */
export function parseFactorFormDraft(stored: unknown): FactorFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { editingId, name, kind, unit, icon, direction, describesNightBefore } = stored as Record<string, unknown>;
  if (editingId !== null && (typeof editingId !== 'string' || editingId.length > 100)) return null;
  if (typeof name !== 'string' || name.length > FACTOR_LIMITS.name * 4) return null;
  if (typeof unit !== 'string' || unit.length > FACTOR_LIMITS.unit * 4) return null;
  if (!oneOf(FACTOR_KINDS, kind) || !oneOf(FACTOR_ICONS, icon) || !oneOf([...BETTER_DIRECTIONS, 'neither'] as const, direction)) return null;
  if (typeof describesNightBefore !== 'boolean') return null;
  return { editingId, name, kind, unit, icon, direction, describesNightBefore };
}

/** The icon's name as read aloud ("Footprints"). */
export const iconLabel = (icon: FactorIcon) => icon.charAt(0).toUpperCase() + icon.slice(1);
