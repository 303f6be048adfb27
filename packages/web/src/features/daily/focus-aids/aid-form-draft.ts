/**
 * "Create Custom Focus Aid" as the user's draft in this browser (lib/drafts.ts): kept while it has changes, so a
 * reload, a closed tab or an expired session does not lose a name or description typed; the focus aids section opens
 * the form again with it. Creating the aid, Discard and signing out remove it.
 */
import { FOCUS_AID_CATEGORIES, type FocusAidCategory } from '@wellness/contract';
import { isRecord, isString } from '@/lib/json-guards';
import type { AidFormValues } from './aid-form';

export const AID_FORM_DRAFT_NAME = 'daily-focus-aid';
/** The last save attempt of the dialog, kept beside its draft (lib/use-kept-save-attempt.ts). */
export const AID_SAVE_ATTEMPT_NAME = 'daily-focus-aid.save-attempt';

export function parseAidFormDraft(stored: unknown): AidFormValues | null {
  if (!isRecord(stored)) return null;
  const { name, paletteIcon, customIcon, category, description } = stored;
  if (!isString(name) || !isString(paletteIcon) || !isString(customIcon) || !isString(description)) return null;
  if (!isString(category) || !(FOCUS_AID_CATEGORIES as readonly string[]).includes(category)) return null;
  return { name, paletteIcon, customIcon, category: category as FocusAidCategory, description };
}
