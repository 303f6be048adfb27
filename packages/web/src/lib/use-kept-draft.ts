/**
 * Keeps an open form as the user's draft (lib/drafts.ts) while it has changes, and forgets it once the form is saved
 * or discarded. A form never changed leaves a stored draft of the same name alone: it may be one kept from before
 * that has not been opened again yet. Returns `forget`, for the moment the form is saved or discarded.
 */
import { useEffect, useRef } from 'react';
import { writeDraft } from './drafts';

export function useKeptDraft(owner: string | null, name: string, changed: boolean, value: unknown): () => void {
  // Set once forgotten: nothing is kept after that, whatever renders before the form closes.
  const finished = useRef(false);
  const everChanged = useRef(false);
  // Compared as text, so a new object holding the same values writes nothing again.
  const kept = changed ? JSON.stringify(value) : null;
  useEffect(() => {
    everChanged.current ||= kept !== null;
    if (owner === null || finished.current || !everChanged.current) return;
    writeDraft(owner, name, kept === null ? null : (JSON.parse(kept) as unknown));
  }, [owner, name, kept]);
  return () => {
    finished.current = true;
    if (owner !== null) writeDraft(owner, name, null);
  };
}
