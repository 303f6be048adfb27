/**
 * This browser's side of Web Push: what it supports, whether it already holds a subscription, and subscribing it
 * (ask for permission, then `pushManager.subscribe` with the server's VAPID key on the app's service worker).
 * The service worker is registered by the built app only (lib/app-update.ts), so without one this says so.
 */
import type { PushSubscriptionInput } from '@wellness/contract';
import { applicationServerKey, pushAvailability, type PushAvailability } from './push-support';

/** The user (or the browser's settings) refused notifications: the tab shows how to allow them. */
export class PermissionDeniedError extends Error {
  override name = 'PermissionDeniedError';
}

export function thisBrowserAvailability(): PushAvailability {
  const hasNotification = 'Notification' in window;
  return pushAvailability({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification,
    permission: hasNotification ? Notification.permission : null,
  });
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) throw new Error('The app is still being set up in this browser. Reload the page, then try again.');
  return found;
}

/** Whether this browser holds a push subscription of this app now. */
export async function thisBrowserSubscribed(): Promise<boolean> {
  if (thisBrowserAvailability() === 'unsupported') return false;
  const found = await navigator.serviceWorker.getRegistration();
  return found ? (await found.pushManager.getSubscription()) !== null : false;
}

/** Asks for permission and subscribes; the result is the body of POST /push/subscriptions. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PermissionDeniedError('Notifications are not allowed');
  const { pushManager } = await registration();
  const subscription =
    (await pushManager.getSubscription()) ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const json = subscription.toJSON();
  const p256dh = json.keys?.['p256dh'];
  const auth = json.keys?.['auth'];
  if (!json.endpoint || !p256dh || !auth) throw new Error('The browser gave an incomplete subscription');
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}
