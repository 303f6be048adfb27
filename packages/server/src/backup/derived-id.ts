/**
 * How a restored record's id is chosen: the file's own id when it is free or already this user's
 * (so a restore after clearing gives back the same ids, and a second import finds every record present), else —
 * the id belongs to another account, e.g. a file exported by someone else — an id derived from this user and the
 * file's id, the same on every import, so importing that file twice still creates no duplicates.
 */
import { createHash } from 'node:crypto';

export function derivedId(userId: string, kind: string, fileId: string): string {
  const h = createHash('sha256').update(`${userId}\u0000${kind}\u0000${fileId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type IdFate = { id: string; present: boolean };

/**
 * The id each file record gets. `owners` maps ids already stored (the file's and their derived ones) to their
 * owner; an id that is neither free nor this user's even after deriving is refused by the caller (null).
 */
export function chooseIds(userId: string, kind: string, fileIds: readonly string[], owners: ReadonlyMap<string, string>): Map<string, IdFate | null> {
  const out = new Map<string, IdFate | null>();
  for (const fileId of fileIds) {
    const owner = owners.get(fileId);
    if (owner === undefined) out.set(fileId, { id: fileId, present: false });
    else if (owner === userId) out.set(fileId, { id: fileId, present: true });
    else {
      const id = derivedId(userId, kind, fileId);
      const derivedOwner = owners.get(id);
      out.set(fileId, derivedOwner === undefined ? { id, present: false } : derivedOwner === userId ? { id, present: true } : null);
    }
  }
  return out;
}

/** Paths of records whose id repeats an earlier record of the same kind. */
export function duplicatePaths(kind: string, ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  ids.forEach((id, index) => {
    if (seen.has(id)) paths.push(`data.${kind}.${index}.id`);
    seen.add(id);
  });
  return paths;
}
