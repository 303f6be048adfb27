/**
 * A form in a dialog kept as the user's draft (lib/drafts.ts): `useKeptDraft` keeps it while it has changes and
 * forgets it once saved or discarded; `useReopenKeptDrafts` opens it again when its screen arrives (after a reload, a
 * closed tab or an expired session). A form never changed leaves a stored draft of the same name alone: it may be one
 * kept from before that has not been opened again yet.
 */
import { useEffect, useRef, useState } from 'react';
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

/** One kind of kept draft a screen can open again: opens it for `owner` when one is stored, and says whether it did. */
export interface KeptDraftKind {
  reopenFor(owner: string): boolean;
}

export function keptDraftKind<T>(name: string, parse: DraftParser<T>, reopen: (kept: T) => void): KeptDraftKind {
  return {
    reopenFor(owner) {
      const kept = readDraft(owner, name, parse);
      if (kept !== null) reopen(kept);
      return kept !== null;
    },
  };
}

/**
 * Reads the kept drafts once, when the user is known and the screen has what reopening needs (`ready`), and opens the
 * first one found (in the order given): a screen shows one dialog at a time, and the others stay stored until a form
 * of their kind changes. A dialog the user opened meanwhile is theirs to finish: then nothing is reopened.
 */
export function useReopenKeptDrafts(owner: string | null, kinds: readonly KeptDraftKind[], ready: boolean, dialogOpen: boolean) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || owner === null || !ready) return;
    checked.current = true;
    if (!dialogOpen) kinds.some((kind) => kind.reopenFor(owner));
  }, [owner, kinds, ready, dialogOpen]);
}

/** The same for a screen with one kind of kept draft. */
export function useReopenKeptDraft<T>(
  owner: string | null,
  name: string,
  parse: DraftParser<T>,
  ready: boolean,
  dialogOpen: boolean,
  reopen: (kept: T) => void,
) {
  useReopenKeptDrafts(owner, [keptDraftKind(name, parse, reopen)], ready, dialogOpen);
}

/**
 * The draft of this form kept from before, read once as the screen first renders (as the New Entry form reads its
 * own), or null. A Daily section holding one starts open on a phone, where it would otherwise start folded and keep
 * the form out of sight.
 */
export function useKeptDraftAtStart<T>(owner: string | null, name: string, parse: DraftParser<T>): T | null {
  const [kept] = useState(() => (owner === null ? null : readDraft(owner, name, parse)));
  return kept;
}

/** A create form's dialog: closed (false), or open, fresh or with the draft it was left with. */
export type KeptCreateDialog<T> = false | { restored?: T };

/** The open state of a create form kept as a draft: open from the start, as it was left, when a draft of it is kept. */
export function useKeptCreateDialog<T>(owner: string | null, name: string, parse: DraftParser<T>) {
  const kept = useKeptDraftAtStart(owner, name, parse);
  const [open, setOpen] = useState<KeptCreateDialog<T>>(kept === null ? false : { restored: kept });
  return [open, setOpen, kept !== null] as const;
}
