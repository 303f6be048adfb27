/** The factor manager in a dialog, opened from the Daily tab's check-in card ("Add factor", "Manage"). */
import { useId } from 'react';
import { Button } from '@/components/button';
import { DialogHeader, ModalDialog } from '@/components/modal-dialog';
import { FactorManager } from './factor-manager';

export function ManageFactorsDialog({ owner, onClose }: { owner: string | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} size="lg">
      <DialogHeader titleId={titleId} title="Your factors" subtitle="What you log each day beside your ratings." onClose={onClose} closeLabel="Close" />
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
        <FactorManager owner={owner} />
      </div>
      <footer className="flex justify-end border-t border-slate-200 px-5 py-3 sm:px-6">
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </footer>
    </ModalDialog>
  );
}
