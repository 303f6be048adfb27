/**
 * A form's last save attempt kept beside its draft (lib/drafts.ts): the same request saved again goes under the same
 * idempotency key even after a reload, a closed tab or an expired session, so a save whose answer was lost and that
 * is pressed again once the page is back is still one record. Forgotten once saved, and at sign-out with the drafts.
 */
import { useRef } from 'react';
import { readDraft, writeDraft } from './drafts';
import { attemptFor, parseSaveAttempt, type SaveAttempt } from './idempotency-key';

export function useKeptSaveAttempt(owner: string | null, name: string) {
  // Read from storage at the first save, not at every render; undefined until then.
  const last = useRef<SaveAttempt | null | undefined>(undefined);
  const stored = () => (last.current === undefined ? (owner === null ? null : readDraft(owner, name, parseSaveAttempt)) : last.current);
  return {
    /** The key to send `request` under, kept before it is sent. */
    keyFor(request: unknown): string {
      const attempt = attemptFor(stored(), request);
      last.current = attempt;
      if (owner !== null) writeDraft(owner, name, attempt);
      return attempt.key;
    },
    /** The save was kept: the next one is a new save. */
    saved(): void {
      last.current = null;
      if (owner !== null) writeDraft(owner, name, null);
    },
  };
}
