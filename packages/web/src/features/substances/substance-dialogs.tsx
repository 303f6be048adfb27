/**
 * The one dialog the Substances tab has open at a time: the add or edit form, the delete confirmation or the
 * clinician report.
 */
import type { Market, Substance, SubstanceType } from '@wellness/contract';
import { ClinicianReportDialog } from './clinician-report';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { SubstanceFormModal } from './substance-form-modal';

export type OpenDialog =
  | { kind: 'form'; type: SubstanceType; substance: Substance | null; startAt?: 'schedule' }
  | { kind: 'delete'; substance: Substance }
  | { kind: 'report' }
  | null;

interface SubstanceDialogsProps {
  dialog: OpenDialog;
  onDialog: (dialog: OpenDialog) => void;
  market: Market;
  library: readonly Substance[];
  deleting: boolean;
  onConfirmDelete: (substance: Substance) => void;
  onSaved: (saved: Substance, mode: 'added' | 'updated') => void;
}

export function SubstanceDialogs({ dialog, onDialog, market, library, deleting, onConfirmDelete, onSaved }: SubstanceDialogsProps) {
  const close = () => onDialog(null);
  switch (dialog?.kind) {
    case 'form':
      return (
        <SubstanceFormModal
          key={dialog.substance?.id ?? dialog.type}
          type={dialog.type}
          substance={dialog.substance}
          market={market}
          library={library}
          onClose={close}
          {...(dialog.startAt ? { startAt: dialog.startAt } : {})}
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
