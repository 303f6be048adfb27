/** Said at the top of a form opened again from a kept draft (lib/use-kept-draft.ts), after a reload or an expired session. */
import { Alert } from './alert';

export function KeptDraftNote() {
  return <Alert tone="info">Your unsaved changes were kept. Save them, or discard them to start again.</Alert>;
}
