/**
 * Announcing a session's planned end: the remembered choices (a sound, on unless turned off; a
 * system notification, off until the user asks for it) and the announcement itself, made once per session in this
 * browser even if two tabs are open or the page reloads around the end.
 */
import type { FocusSession } from '@wellness/contract';
import { parseBoolean, readPreference, writePreference } from '@/lib/stored-preference';
import { playChime } from './end-chime';
import { showNotification } from './end-notification';
import { endMessage, TIME_UP } from './planned-end';

export const SOUND_PREFERENCE = 'focus.endSound';
export const NOTIFY_PREFERENCE = 'focus.endNotification';
const ANNOUNCED_PREFERENCE = 'focus.announcedSession';

export const SOUND_DEFAULT = true;
export const NOTIFY_DEFAULT = false;

const parseId = (stored: unknown) => (typeof stored === 'string' ? stored : null);

export function announcePlannedEnd(session: Pick<FocusSession, 'id' | 'plannedDuration' | 'type'>): void {
  if (readPreference(ANNOUNCED_PREFERENCE, parseId) === session.id) return;
  writePreference(ANNOUNCED_PREFERENCE, session.id);
  if (readPreference(SOUND_PREFERENCE, parseBoolean) ?? SOUND_DEFAULT) playChime();
  if (readPreference(NOTIFY_PREFERENCE, parseBoolean) ?? NOTIFY_DEFAULT) {
    showNotification(TIME_UP, endMessage(session.plannedDuration, session.type), `focus-session-${session.id}`);
  }
}
