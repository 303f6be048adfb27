/**
 * The pure part of Web Push in the browser: whether this browser can receive push at all and what its permission
 * says (so the tab shows the right help instead of a button that cannot work), the VAPID key as the bytes
 * `pushManager.subscribe` takes, and the words for a test send's result.
 */
import { PUSH_MESSAGES } from '@wellness/contract';

export type PushAvailability = 'unsupported' | 'denied' | 'ask' | 'granted';

export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** Notification.permission, when the Notification API exists. */
  permission: NotificationPermission | null;
}

export function pushAvailability(environment: PushEnvironment): PushAvailability {
  if (!environment.hasServiceWorker || !environment.hasPushManager || !environment.hasNotification) return 'unsupported';
  if (environment.permission === 'denied') return 'denied';
  return environment.permission === 'granted' ? 'granted' : 'ask';
}

/** The server's base64url VAPID public key as the bytes of `applicationServerKey`. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const devices = (count: number) => `${count} device${count === 1 ? '' : 's'}`;

/** What "Send a test notification" says afterwards. */
export function describeTestResult(result: { sent: number; failed: number }): { tone: 'success' | 'warning' | 'info'; text: string } {
  if (result.sent === 0 && result.failed === 0) return { tone: 'info', text: PUSH_MESSAGES.testNoDevices };
  if (result.failed === 0) return { tone: 'success', text: `${PUSH_MESSAGES.testSent} to ${devices(result.sent)}.` };
  return {
    tone: 'warning',
    text: `${PUSH_MESSAGES.testSent} to ${devices(result.sent)}; ${devices(result.failed)} could not be reached. A device whose browser unsubscribed is removed from the list.`,
  };
}
