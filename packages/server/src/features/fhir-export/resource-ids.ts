/**
 * Stable resource ids: the same record of the same user gets the same UUID in every export, so a clinic importing
 * two overlapping exports can tell repeats from new data, and the ids reveal nothing of the app's own ids.
 */
import { createHash } from 'node:crypto';

/** A version-5-style UUID from the user, the kind of resource and the record's own key. */
export function stableUuid(userId: string, kind: string, key: string): string {
  const h = createHash('sha256').update(`fhir\u0000${userId}\u0000${kind}\u0000${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const urnOf = (uuid: string): string => `urn:uuid:${uuid}`;
