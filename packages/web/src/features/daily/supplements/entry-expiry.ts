/**
 * The selection list's expiry note: 'Expires in N days' at 30 days or less (720 hours), 'Expired' at
 * 0 days or less, counted in whole calendar days of the browser's local calendar. The wording and rule are the
 * Substances tab's own (domain/substance-expiry.ts), so both tabs say the same thing about the same bottle.
 */
import { expiryBadge, expiryStatus } from '@/domain/substance-expiry';

export interface ExpiryNote {
  kind: 'expired' | 'soon';
  text: string;
}

export function expiryNote(expirationDate: string | null, today: Date): ExpiryNote | null {
  const status = expiryStatus(expirationDate, today);
  const text = expiryBadge(status);
  if (status === null || text === null || status.kind === 'later') return null;
  return { kind: status.kind, text };
}
