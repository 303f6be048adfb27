/**
 * The New Entry form's values, kept as the user's draft in this browser at every change until saved or discarded,
 * so a reload, a tab switch or an expired session never loses them; a draft found on arrival is restored.
 */
import { useEffect, useState } from 'react';
import { readDraft, writeDraft } from '@/lib/drafts';
import { ENTRY_DRAFT_NAME, hasEntryChanges, parseEntryDraft } from './entry-draft';
import { emptyEntryForm, type EntryFormValues, type EntrySettings } from './entry-form-values';

export function useEntryDraft(owner: string | null, settings: EntrySettings) {
  const [draft] = useState(() => (owner === null ? null : readDraft(owner, ENTRY_DRAFT_NAME, (stored) => parseEntryDraft(stored, settings))));
  const [values, setValues] = useState<EntryFormValues>(() => draft ?? emptyEntryForm(settings));
  const [restored, setRestored] = useState(draft !== null);
  const changed = hasEntryChanges(values, settings);

  useEffect(() => {
    if (owner !== null) writeDraft(owner, ENTRY_DRAFT_NAME, changed ? values : null);
  }, [owner, values, changed]);

  return {
    values,
    setValues,
    /** The form shows a draft kept from before. */
    restored,
    /** The values differ from a fresh form's. */
    changed,
    /** Back to a fresh form (the stored draft goes with it). */
    reset: () => {
      setValues(emptyEntryForm(settings));
      setRestored(false);
    },
  };
}
