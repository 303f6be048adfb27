/**
 * The one dialog the Substances tab has open at a time: the add or edit form, the delete confirmation or the
 * clinician report.
 */
import type { Market, Substance, SubstanceType } from '@wellness/contract';
import { ClinicianReportDialog } from './clinician-report';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import type { SubstanceFormDraft } from './substance-form-draft';
import { SubstanceFormModal } from './substance-form-modal';

export type OpenDialog =
  | { kind: 'form'; type: SubstanceType; substance: Substance | null; startAt?: 'schedule'; restored?: SubstanceFormDraft }
  | { kind: 'delete'; substance: Substance }
  | { kind: 'report' }
  | null;

interface SubstanceDialogsProps {
  dialog: OpenDialog;
  onDialog: (dialog: OpenDialog) => void;
  market: Market;
  /** Whose draft an open form is kept as (substance-form-draft.ts). */
  owner: string | null;
  library: readonly Substance[];
  deleting: boolean;
  onConfirmDelete: (substance: Substance) => void;
  onSaved: (saved: Substance, mode: 'added' | 'updated') => void;
}

export function SubstanceDialogs({ dialog, onDialog, market, owner, library, deleting, onConfirmDelete, onSaved }: SubstanceDialogsProps) {
  const close = () => onDialog(null);
  switch (dialog?.kind) {
    case 'form':
      return (
        <SubstanceFormModal
          key={dialog.substance?.id ?? dialog.type}
          type={dialog.type}
          substance={dialog.substance}
          market={market}
          owner={owner}
          library={library}
          onClose={close}
          {...(dialog.startAt ? { startAt: dialog.startAt } : {})}
          {...(dialog.restored ? { restored: dialog.restored } : {})}
          onOpenExisting={(existing) => onDialog({ kind: 'form', type: existing.substanceType, substance: existing })}
          onSaved={onSaved}
        />
      );
    case 'delete':
      return <DeleteConfirmDialog name={dialog.substance.name} pending={deleting} onConfirm={() => onConfirmDelete(dialog.substance)} onCancel={close} />;
    case 'report':
      return <ClinicianReportDialog onClose={close} />;
    default:
      return null;
  }
}
