/**
 * The History tab's dialogs and the drafts they are kept as: an entry, a dose or a past session editor left with
 * changes (a reload, a closed tab, an expired session) opens again as it was left, the first kept in that order.
 */
import type { DoseWithSupplement, Entry } from '@wellness/contract';
import { keptDraftKind, useReopenKeptDrafts } from '@/lib/use-kept-draft';
import { DOSE_EDITOR_DRAFT_NAME, parseDoseEditorDraft, type DoseEditorDraft } from './dose-editor-draft';
import { ENTRY_EDITOR_DRAFT_NAME, parseEntryEditorDraft } from './entry-editor-draft';
import type { EditorValues } from './entry-editor-values';
import { PAST_SESSION_DRAFT_NAME, parsePastSessionDraft, type PastSessionDraft } from './past-session-draft';

export type OpenDialog =
  | { kind: 'entry'; entry: Entry | null; initial: EditorValues; restored?: EditorValues }
  | { kind: 'dose'; dose: DoseWithSupplement | null; day: string; restored?: Pick<DoseEditorDraft, 'opened' | 'values' | 'attempt'> }
  | { kind: 'session'; day: string; restored?: PastSessionDraft }
  | null;

export function useReopenHistoryDialogs(owner: string | null, dialogOpen: boolean, open: (dialog: OpenDialog) => void) {
  useReopenKeptDrafts(
    owner,
    [
      keptDraftKind(ENTRY_EDITOR_DRAFT_NAME, parseEntryEditorDraft, (kept) =>
        open({ kind: 'entry', entry: kept.entry, initial: kept.initial, restored: kept.values }),
      ),
      keptDraftKind(DOSE_EDITOR_DRAFT_NAME, parseDoseEditorDraft, (kept) => open({ kind: 'dose', dose: kept.dose, day: kept.day, restored: kept })),
      keptDraftKind(PAST_SESSION_DRAFT_NAME, parsePastSessionDraft, (kept) => open({ kind: 'session', day: kept.opened.date, restored: kept })),
    ],
    true,
    dialogOpen,
  );
}
