/**
 * A form in a dialog kept as the user's draft (lib/drafts.ts): `useKeptDraft` keeps it while it has changes and
 * forgets it once saved or discarded; `useReopenKeptDraft` opens it again when its screen arrives (after a reload, a
 * closed tab or an expired session). A form never changed leaves a stored draft of the same name alone: it may be one
 * kept from before that has not been opened again yet.
 */
import { useEffect, useRef } from 'react';
import { readDraft, writeDraft, type DraftParser } from './drafts';

/** Returns `forget`, for the moment the form is saved or discarded. */
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

/**
 * Reads the kept draft once, when the user is known and the screen has what reopening needs (`ready`), and hands it to
 * `reopen`. A dialog the user opened meanwhile is theirs to finish: then nothing is reopened, and the kept draft stays
 * stored until a form of its kind changes.
 */
export function useReopenKeptDraft<T>(
  owner: string | null,
  name: string,
  parse: DraftParser<T>,
  ready: boolean,
  dialogOpen: boolean,
  reopen: (kept: T) => void,
) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || owner === null || !ready) return;
    checked.current = true;
    if (dialogOpen) return;
    const kept = readDraft(owner, name, parse);
    if (kept !== null) reopen(kept);
  }, [owner, name, parse, ready, dialogOpen, reopen]);
}
