/**
 * Keeps the server's own files private to the user it runs as: folders 0700, files 0600, whatever the umask.
 * The SQLite database holds health data; created under the usual umask it was 0644 in a 0755 folder, readable by
 * every account on the machine. A mode given at creation is only ever narrowed by the umask, so it is
 * set again with chmod; an existing folder is narrowed too, unless it is not ours or is a shared one (sticky or
 * world-writable, like /tmp), which the server must not take over.
 */
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const STICKY = 0o1000;
const WORLD_WRITABLE = 0o002;

/** Whether this process's user owns the entry (on Windows there are no such modes, so never). */
function ownedByUs(path: string): boolean {
  const uid = process.getuid?.();
  return uid !== undefined && statSync(path).uid === uid;
}

/** Creates the folder (and missing parents) private, or narrows an existing one the server owns and does not share. */
export function ensurePrivateDirectory(path: string): void {
  const target = resolve(path);
  const firstCreated = mkdirSync(target, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  if (firstCreated !== undefined) {
    // Every folder from the first one created down to the target is new, and ours.
    for (let folder = target; ; folder = dirname(folder)) {
      chmodSync(folder, PRIVATE_DIRECTORY_MODE);
      if (folder === resolve(firstCreated) || folder === dirname(folder)) break;
    }
    return;
  }
  const mode = statSync(target).mode;
  if (ownedByUs(target) && (mode & (STICKY | WORLD_WRITABLE)) === 0) chmodSync(target, PRIVATE_DIRECTORY_MODE);
}

/** Narrows the file to 0600 when it exists and is ours. */
export function makeFilePrivate(path: string): void {
  if (existsSync(path) && ownedByUs(path)) chmodSync(path, PRIVATE_FILE_MODE);
}
