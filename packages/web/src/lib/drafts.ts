/**
 * Unsaved work kept in this browser so a tab switch, a reload or an expired session never loses it. Unlike `stored-preference.ts` this is health data, so it is kept per user and only as long as needed:
 * under `wellness.draft.<user id>.<name>` (one user never sees another's), with the time it was written; a draft
 * older than DRAFT_MAX_AGE_MS is dropped when read (unless the caller keeps it longer: doses queued offline); saving or discarding removes it, and so does signing out
 * (`clearDraftsOf`), while an expired session keeps it for the same user's next sign-in.
 */
const PREFIX = 'wellness.draft.';

/**
 * Names under this prefix are things the user already did that wait to be sent (a dose tapped offline), not
 * unsaved typing: signing out keeps them, since they cannot be retyped, and the same user's next sign-in sends them.
 */
export const OUTBOX_PREFIX = 'outbox.';

/** A week: long enough for a weekend away from the laptop, short enough not to keep old notes around. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type DraftParser<T> = (stored: unknown) => T | null;

interface StoredDraft {
  savedAt: number;
  value: unknown;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.error('Local storage is unavailable; unsaved work lasts only as long as this page', error);
    return null;
  }
}

/** Where a draft is kept: another tab's change to it arrives as a `storage` event with this key. */
export const draftKey = (owner: string, name: string) => `${PREFIX}${owner}.${name}`;

function isStoredDraft(value: unknown): value is StoredDraft {
  return typeof value === 'object' && value !== null && typeof (value as { savedAt?: unknown }).savedAt === 'number' && 'value' in value;
}

function remove(store: Storage, key: string): void {
  try {
    store.removeItem(key);
  } catch (error) {
    console.error('Could not remove an unsaved draft', error);
  }
}

/** The user's draft, or null when there is none, it is too old, or it cannot be read (then it is removed). */
export function readDraft<T>(owner: string, name: string, parse: DraftParser<T>, now: number = Date.now(), maxAgeMs = DRAFT_MAX_AGE_MS): T | null {
  const store = storage();
  if (store === null) return null;
  const key = draftKey(owner, name);
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch (error) {
    console.error('Could not read an unsaved draft', error);
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    parsed = null;
  }
  const value = isStoredDraft(parsed) && now - parsed.savedAt <= maxAgeMs ? parse(parsed.value) : null;
  if (value === null) remove(store, key);
  return value;
}

/** Keeps the draft; null removes it (saved, discarded, or back to an empty form). False when it could not be kept. */
export function writeDraft(owner: string, name: string, value: unknown, now: number = Date.now()): boolean {
  const store = storage();
  if (store === null) return false;
  const key = draftKey(owner, name);
  if (value === null) {
    remove(store, key);
    return true;
  }
  try {
    store.setItem(key, JSON.stringify({ savedAt: now, value } satisfies StoredDraft));
    return true;
  } catch (error) {
    // Full or refused: the form still holds it for this page.
    console.error('Could not keep an unsaved draft in this browser', error);
    return false;
  }
}

/** Removes every draft of this user (sign-out), but not what waits in the outbox. */
export function clearDraftsOf(owner: string): void {
  const store = storage();
  if (store === null) return;
  const prefix = `${PREFIX}${owner}.`;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix) && !key.startsWith(prefix + OUTBOX_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch (error) {
    console.error('Could not remove the unsaved drafts', error);
  }
}
