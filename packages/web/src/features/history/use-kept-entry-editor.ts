/**
 * Opens History's entry editor again from the draft kept in this browser (entry-editor-draft.ts), once the user is
 * known: after a reload, a closed tab or an expired session the correction is there as it was left.
 */
import { useEffect, useRef } from 'react';
import { readDraft } from '@/lib/drafts';
import { ENTRY_EDITOR_DRAFT_NAME, parseEntryEditorDraft, type EntryEditorDraft } from './entry-editor-draft';

export function useKeptEntryEditor(owner: string | null, dialogOpen: boolean, reopen: (draft: EntryEditorDraft) => void): void {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || owner === null) return;
    checked.current = true;
    // A dialog the user opened meanwhile is theirs to finish; the kept draft stays stored until a form changes.
    if (dialogOpen) return;
    const kept = readDraft(owner, ENTRY_EDITOR_DRAFT_NAME, parseEntryEditorDraft);
    if (kept !== null) reopen(kept);
  }, [owner, dialogOpen, reopen]);
}
