/**
 * The system notification at a session's planned end, only when the user asked for it: permission is requested
 * from the user's own tap on "Show a notification", never on load. Phones' browsers without the page-level
 * Notification constructor (Chrome on Android wants a service worker) count as unsupported; the title and the
 * sound still announce the end there.
 */
export type NotificationState = 'unsupported' | NotificationPermission;

function api(): typeof Notification | null {
  return typeof window !== 'undefined' && typeof window.Notification === 'function' ? window.Notification : null;
}

export function notificationState(): NotificationState {
  return api()?.permission ?? 'unsupported';
}

/** Asks the browser for permission; call only from a user's gesture. */
export async function requestNotifications(): Promise<NotificationState> {
  const notifications = api();
  if (notifications === null) return 'unsupported';
  return notifications.requestPermission();
}

export function showNotification(title: string, body: string, tag: string): void {
  const notifications = api();
  if (notifications === null || notifications.permission !== 'granted') return;
  try {
    new notifications(title, { body, tag });
  } catch (error) {
    // Android's Chrome refuses the constructor outright; the page's own signals still announce the end.
    console.error('The focus timer cannot show a notification here', error);
  }
}
