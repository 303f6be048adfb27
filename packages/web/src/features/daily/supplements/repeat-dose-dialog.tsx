/**
 * "Log another dose?": the question a dose logged within the hour of an earlier one asks, the same from a dose card
 * and from Log again (use-dose-logging.ts holds the pending dose and sends it on Log another).
 */
import { ConfirmDialog } from '@/components/confirm-dialog';
import { repeatQuestion } from './dose-timing';
import type { useDoseLogging } from './use-dose-logging';

interface RepeatDoseDialogProps {
  name: string;
  logging: Pick<ReturnType<typeof useDoseLogging>, 'repeat' | 'confirmRepeat' | 'cancelRepeat'>;
  fallbackFocus?: () => HTMLElement | null;
}

export function RepeatDoseDialog({ name, logging, fallbackFocus }: RepeatDoseDialogProps) {
  const { repeat } = logging;
  if (repeat === null) return null;
  return (
    <ConfirmDialog
      title="Log another dose?"
      confirmLabel="Log another"
      tone="primary"
      onConfirm={() => logging.confirmRepeat(repeat)}
      onCancel={logging.cancelRepeat}
      {...(fallbackFocus === undefined ? {} : { fallbackFocus })}
    >
      <p>{repeatQuestion(name, repeat.earlier)}</p>
    </ConfirmDialog>
  );
}
