/**
 * Opens the substance form again from the draft kept in this browser (substance-form-draft.ts) once the list has
 * loaded: after a reload, a closed tab or an expired session the user finds the form as they left it. An edit whose
 * item was deleted since comes back as a new item, so what was typed is still there to save.
 */
import { useEffect, useRef } from 'react';
import type { Substance } from '@wellness/contract';
import { readDraft } from '@/lib/drafts';
import type { OpenDialog } from './substance-dialogs';
import { SUBSTANCE_FORM_DRAFT_NAME, parseSubstanceFormDraft } from './substance-form-draft';

export function useKeptSubstanceForm(
  owner: string | null,
  items: readonly Substance[] | undefined,
  dialogOpen: boolean,
  reopen: (dialog: OpenDialog) => void,
): void {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || owner === null || items === undefined) return;
    checked.current = true;
    // A form the user opened meanwhile is theirs to finish; the kept draft stays stored until a form changes.
    if (dialogOpen) return;
    const kept = readDraft(owner, SUBSTANCE_FORM_DRAFT_NAME, parseSubstanceFormDraft);
    if (kept === null) return;
    const substance = kept.editingId === null ? null : (items.find((item) => item.id === kept.editingId) ?? null);
    const restored = kept.editingId !== null && substance === null ? { ...kept, editingId: null, savedId: null } : kept;
    reopen({ kind: 'form', type: substance?.substanceType ?? kept.type, substance, restored });
  }, [owner, items, dialogOpen, reopen]);
}
