/**
 * Factor values waiting to be sent (issue 32): every change of the check-in card or a saved entry's factors is put
 * here first, kept in this browser's outbox (per user, `lib/drafts.ts`, like doses tapped offline) and then sent.
 * One value per factor and day: a later change replaces a waiting one, so tapping + five times sends one PUT and
 * a resend after a lost answer is harmless (PUT and DELETE are idempotent). `null` clears the day's value.
 */
import type { FactorValueOf } from './factor-input';
import { OUTBOX_PREFIX } from '@/lib/drafts';

/** In the outbox: signing out keeps values waiting to be sent, which cannot be retyped. */
export const FACTOR_VALUE_QUEUE_NAME = `${OUTBOX_PREFIX}daily.factor-values`;
/** 50 factors on a few days offline; bounds what is read back. */
const MAX_QUEUED = 500;

export interface QueuedFactorValue {
  factorId: string;
  /** The local day, YYYY-MM-DD. */
  date: string;
  /** The value to keep, or null to clear it. */
  value: FactorValueOf | null;
  /** When it was changed (ms): a send that finishes after a newer change does not remove the newer one. */
  changedAt: number;
}

export const valueKey = (factorId: string, date: string) => `${factorId}@${date}`;

/** The queue with `item` in place of any waiting value of the same factor and day. */
export function upsertQueued(queue: readonly QueuedFactorValue[], item: QueuedFactorValue): QueuedFactorValue[] {
  const key = valueKey(item.factorId, item.date);
  return [...queue.filter((queued) => valueKey(queued.factorId, queued.date) !== key), item];
}

/** The queue without `sent`, unless it has been changed again since it was sent. */
export function withoutSent(queue: readonly QueuedFactorValue[], sent: QueuedFactorValue): QueuedFactorValue[] {
  return queue.filter((queued) => !(queued.factorId === sent.factorId && queued.date === sent.date && queued.changedAt === sent.changedAt));
}

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function parseOne(stored: unknown): QueuedFactorValue | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { factorId, date, value, changedAt } = stored as Record<string, unknown>;
  if (typeof factorId !== 'string' || factorId.length === 0 || factorId.length > 100 || !isDay(date)) return null;
  if (value !== null && typeof value !== 'boolean' && (typeof value !== 'number' || !Number.isFinite(value))) return null;
  if (typeof changedAt !== 'number' || !Number.isFinite(changedAt)) return null;
  return { factorId, date, value, changedAt };
}

/** The stored queue; an unreadable item is dropped (logged), the rest kept. */
export function parseFactorValueQueue(stored: unknown): QueuedFactorValue[] | null {
  if (!Array.isArray(stored)) return null;
  const parsed = stored.slice(0, MAX_QUEUED).map(parseOne);
  const kept = parsed.filter((item): item is QueuedFactorValue => item !== null);
  if (kept.length < parsed.length) console.error(`Dropped ${parsed.length - kept.length} unreadable queued factor value(s)`);
  return kept;
}
