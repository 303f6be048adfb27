/**
 * The substance form's footer: what went wrong (the substance refused, the substance saved but not its schedule,
 * or fields to check), then Cancel and Add/Update, busy while either part is being saved.
 */
import { SCHEDULE_MESSAGES, SUBSTANCE_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';

export type SaveFailure = 'substance' | 'schedule' | null;

interface SubstanceFormFooterProps {
  failure: SaveFailure;
  name: string;
  /** Messages that belong to no field. */
  other: readonly string[];
  /** Some field shows an error. */
  fieldErrors: boolean;
  busy: boolean;
  editing: boolean;
  onCancel: () => void;
}

export function SubstanceFormFooter({ failure, name, other, fieldErrors, busy, editing, onCancel }: SubstanceFormFooterProps) {
  return (
    <footer className="flex flex-col gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
      {failure === 'schedule' ? (
        <Alert tone="error" details={other}>
          {`${name} was saved, but not its schedule. ${SCHEDULE_MESSAGES.saveFailed}`}
        </Alert>
      ) : failure === 'substance' ? (
        <Alert tone="error" details={other}>
          {SUBSTANCE_MESSAGES.saveFailed}
        </Alert>
      ) : other.length > 0 || fieldErrors ? (
        <Alert tone="error" details={other}>
          Please check these fields.
        </Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="sm:min-w-28">
          {busy ? <Spinner /> : null}
          {editing ? 'Update' : 'Add'}
        </Button>
      </div>
    </footer>
  );
}
