/**
 * Doses tapped while offline: each keeps the time of the tap and the idempotency key chosen at
 * that moment, waits in this browser (per user, `lib/drafts.ts`) and is sent when the browser is back online. The
 * key makes a resend of the same tap, after an answer that never arrived, log one dose and not two (the server
 * keeps one dose per key: POST /api/supplement-doses `idempotencyKey`).
 */
import type { LogDoseRequest } from '@wellness/contract';
import { OUTBOX_PREFIX } from '@/lib/drafts';

/** In the outbox: signing out does not remove doses waiting to be sent. */
export const DOSE_QUEUE_NAME = `${OUTBOX_PREFIX}daily.doses`;
/** Far more than anyone taps offline; bounds what is read back. */
const MAX_QUEUED = 100;

export interface QueuedDose {
  idempotencyKey: string;
  supplementId: string;
  /** The moment of the tap (or the time the user gave), ISO. */
  timestamp: string;
  dosage: number | null;
  notes: string | null;
}

export function requestOf(queued: QueuedDose): LogDoseRequest {
  return {
    supplementId: queued.supplementId,
    timestamp: queued.timestamp,
    idempotencyKey: queued.idempotencyKey,
    ...(queued.dosage !== null ? { dosage: queued.dosage } : {}),
    ...(queued.notes !== null ? { notes: queued.notes } : {}),
  };
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

function parseOne(value: unknown): QueuedDose | null {
  if (typeof value !== 'object' || value === null) return null;
  const { idempotencyKey, supplementId, timestamp, dosage, notes } = value as Record<string, unknown>;
  if (!isText(idempotencyKey, 100) || !isText(supplementId, 100) || !isText(timestamp, 40) || Number.isNaN(Date.parse(timestamp))) return null;
  if (dosage !== null && (typeof dosage !== 'number' || !Number.isFinite(dosage) || dosage <= 0)) return null;
  if (notes !== null && !isText(notes, 1000)) return null;
  return { idempotencyKey, supplementId, timestamp, dosage, notes };
}

/** The stored queue; an unreadable entry is dropped (logged), the rest kept. */
export function parseDoseQueue(stored: unknown): QueuedDose[] | null {
  if (!Array.isArray(stored)) return null;
  const parsed = stored.slice(0, MAX_QUEUED).map(parseOne);
  const kept = parsed.filter((item): item is QueuedDose => item !== null);
  if (kept.length < parsed.length) console.error(`Dropped ${parsed.length - kept.length} unreadable queued dose(s)`);
  return kept;
}
