/**
 * Keeps the open substance form as the user's draft (substance-form-draft.ts) while it has changes, and forgets it
 * once the form is saved or discarded. A form never changed leaves the stored draft alone: it may be one kept from
 * before that has not been opened again yet.
 */
import { useEffect, useRef } from 'react';
import { writeDraft } from '@/lib/drafts';
import { SUBSTANCE_FORM_DRAFT_NAME, type SubstanceFormDraft } from './substance-form-draft';

/** Returns `forget`, for the moment the form is saved or discarded. */
export function useSubstanceFormKeeping(owner: string | null, changed: boolean, draft: SubstanceFormDraft): () => void {
  // Set once forgotten: nothing is kept after that, whatever renders before the form closes.
  const finished = useRef(false);
  const everChanged = useRef(false);
  const { type, editingId, savedId, values, schedule } = draft;
  useEffect(() => {
    everChanged.current ||= changed;
    if (owner === null || finished.current || !everChanged.current) return;
    writeDraft(owner, SUBSTANCE_FORM_DRAFT_NAME, changed ? { type, editingId, savedId, values, schedule } : null);
  }, [owner, changed, type, editingId, savedId, values, schedule]);
  return () => {
    finished.current = true;
    if (owner !== null) writeDraft(owner, SUBSTANCE_FORM_DRAFT_NAME, null);
  };
}
