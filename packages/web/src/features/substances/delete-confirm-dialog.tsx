/** The confirmation before deleting: it names the substance, and Cancel is the safe default. */
import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteConfirmDialogProps {
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirmDialog({ name, pending, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  return (
    <ConfirmDialog title="Delete substance?" confirmLabel={`Delete ${name}`} pending={pending} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        Are you sure you want to delete <strong className="font-semibold text-slate-900">{name}</strong>? Its dose history goes with it. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
