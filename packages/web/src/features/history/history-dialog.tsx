/** The History tab's open editor, if any: an entry, a dose or a past focus session, each kept as a draft while changed. */
import { DoseEditor } from './dose-editor';
import { EntryEditor } from './entry-editor';
import { PastSessionEditor } from './past-session-editor';
import type { OpenDialog } from './use-reopen-history-dialogs';

interface HistoryDialogProps {
  dialog: OpenDialog;
  /** Whose drafts the editors are kept as. */
  owner: string | null;
  hidden: ReadonlySet<string>;
  /** The user's today, the latest day anything may be on. */
  today: string;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** After a save of something on a day (an entry, a session). */
  onSavedOnDay: (message: string, day: string) => void;
}

export function HistoryDialog({ dialog, owner, hidden, today, onClose, onSaved, onSavedOnDay }: HistoryDialogProps) {
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'entry':
      return (
        <EntryEditor
          entry={dialog.entry}
          initial={dialog.initial}
          hidden={hidden}
          maxDate={today}
          owner={owner}
          {...(dialog.restored ? { restored: dialog.restored } : {})}
          onClose={onClose}
          onSaved={onSavedOnDay}
        />
      );
    case 'session':
      return (
        <PastSessionEditor
          day={dialog.day}
          maxDate={today}
          owner={owner}
          {...(dialog.restored ? { restored: dialog.restored } : {})}
          onClose={onClose}
          onSaved={onSavedOnDay}
        />
      );
    case 'dose':
      return (
        <DoseEditor
          dose={dialog.dose}
          day={dialog.day}
          maxDate={today}
          owner={owner}
          {...(dialog.restored ? { restored: dialog.restored } : {})}
          onClose={onClose}
          onSaved={onSaved}
        />
      );
  }
}
