/**
 * The service worker: keeps the app shell (index.html, every built script and stylesheet,
 * the icons) so the app opens without a network, and never stores or answers an API call: health data stays
 * out of every cache, and what the server says is always what the screen shows. Built by
 * build/service-worker-plugin.ts, which defines the precache list and the build's version.
 *
 * A new build's worker installs beside the running one and waits; the page offers "Reload to update"
 * (lib/app-update.ts) and sends `skip-waiting` when the user agrees, so a form being filled in is never
 * reloaded away by surprise.
 *
 * Web Push: a push message (the contract's PushPayload, decrypted by the browser) becomes a notification; a dose
 * reminder carries Take / Snooze 15 min / Skip buttons, which POST /api/push/actions with the token the message
 * carries, so they work without opening the app or a session. A tap on the notification itself opens the app.
 * The worker is one classic script with no imports, so the payload is checked here by hand, not by the contract.
 */

/** The files of this build, as absolute paths; `/index.html` among them. Defined by the build. */
declare const __PRECACHE__: readonly string[];
/** A hash of the precached files' contents: a new build is a new cache. Defined by the build. */
declare const __VERSION__: string;

// The web app's TypeScript sees the DOM library, not the worker one: these are the few worker types used here.
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface InstallEventLike extends ExtendableEventLike {
  /** Chromium's static routing: requests it matches never reach this worker at all. */
  addRoutes?: (rules: readonly StaticRoute[]) => Promise<void>;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}
interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown } | null;
}
interface ShownNotification {
  readonly data: unknown;
  close(): void;
}
interface NotificationEventLike extends ExtendableEventLike {
  /** The button tapped ('take', 'snooze', 'skip'), or '' for the notification itself. */
  readonly action: string;
  readonly notification: ShownNotification;
}
interface NotificationShowOptions {
  body: string;
  tag: string;
  data: unknown;
  icon?: string;
  requireInteraction?: boolean;
  actions?: Array<{ action: string; title: string }>;
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  readonly registration: { showNotification(title: string, options: NotificationShowOptions): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'app-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${__VERSION__}`;
const SHELL = '/index.html';
const precached = new Set(__PRECACHE__);

/** The page's "Reload to update" (lib/app-update.ts sends the same word). */
const SKIP_WAITING_MESSAGE = 'skip-waiting';

function isApi(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A request the static routes send past the worker (`network`) or to its fetch handler (`fetch-event`). */
interface StaticRoute {
  condition: { urlPattern: unknown } | { requestMode: 'navigate' };
  source: 'network' | 'fetch-event';
}

/**
 * Chromium's static routing: the worker sees only the app's own files and its pages; everything else (the API
 * above all) goes to the network as if there were no worker, unseen by it.
 */
function staticRoutes(pattern: (pathname: string) => unknown): StaticRoute[] {
  const ownFiles = __PRECACHE__.filter((path) => !path.startsWith('/assets/'));
  return [
    { condition: { urlPattern: pattern('/api/*') }, source: 'network' },
    { condition: { requestMode: 'navigate' }, source: 'fetch-event' },
    { condition: { urlPattern: pattern('/assets/*') }, source: 'fetch-event' },
    ...ownFiles.map((path): StaticRoute => ({ condition: { urlPattern: pattern(path) }, source: 'fetch-event' })),
    { condition: { urlPattern: pattern('/*') }, source: 'network' },
  ];
}

worker.addEventListener('install', (event) => {
  const steps: Promise<unknown>[] = [caches.open(CACHE_NAME).then((cache) => cache.addAll([...__PRECACHE__]))];
  if (event.addRoutes !== undefined && 'URLPattern' in globalThis) {
    const URLPatternClass = (globalThis as unknown as { URLPattern: new (init: { pathname: string }) => unknown }).URLPattern;
    steps.push(
      event
        .addRoutes(staticRoutes((pathname) => new URLPatternClass({ pathname })))
        // Without static routing the fetch handler below still leaves every API call and unknown path alone.
        .catch((error: unknown) => console.warn('Service worker: requests will pass through the worker', error)),
    );
  }
  event.waitUntil(Promise.all(steps));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) event.waitUntil(worker.skipWaiting());
});

async function cachedOrNetwork(request: Request, cacheKey: string): Promise<Response> {
  const hit = await caches.match(cacheKey, { cacheName: CACHE_NAME });
  return hit ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || isApi(url.pathname)) return;
  // Every page of the app is the same index.html (the server answers deep links with it); a path naming a
  // file (robots.txt, the manifest) is that file.
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (request.mode === 'navigate' && !lastSegment.includes('.')) {
    event.respondWith(cachedOrNetwork(request, SHELL));
    return;
  }
  if (precached.has(url.pathname)) event.respondWith(cachedOrNetwork(request, url.pathname));
});

/** The contract's PushPayload, as far as the worker reads it. */
interface PushMessage {
  kind: 'dose' | 'refill' | 'test';
  title: string;
  body: string;
  actionToken: string | null;
  url: string;
  tag: string;
}

const ICON = '/icons/icon-192.png';
/** The buttons of a dose reminder; their names are the contract's NOTIFICATION_ACTIONS. */
const DOSE_ACTIONS = [
  { action: 'take', title: 'Take' },
  { action: 'snooze', title: 'Snooze 15 min' },
  { action: 'skip', title: 'Skip' },
];
const ACTION_NAMES = new Set(DOSE_ACTIONS.map((a) => a.action));

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** Whatever arrives is shown (a push must always show something); unreadable fields fall back to plain words. */
function readMessage(data: unknown): PushMessage {
  const record: Record<string, unknown> = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const kind = record['kind'] === 'dose' || record['kind'] === 'refill' ? record['kind'] : 'test';
  return {
    kind,
    title: text(record['title'], 'Wellness Tracker'),
    body: text(record['body'], 'Open the app to see what is new.'),
    actionToken: typeof record['actionToken'] === 'string' ? record['actionToken'] : null,
    url: text(record['url'], '/'),
    tag: text(record['tag'], 'wellness'),
  };
}

function pushData(event: PushEventLike): unknown {
  try {
    return event.data?.json() ?? null;
  } catch (error) {
    console.warn('Service worker: a push message that is not JSON', error);
    return null;
  }
}

worker.addEventListener('push', (event) => {
  const message = readMessage(pushData(event));
  const withButtons = message.kind === 'dose' && message.actionToken !== null;
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: message,
      icon: ICON,
      // A dose reminder stays until it is answered: that is the point of reminding someone who forgets.
      ...(message.kind === 'dose' ? { requireInteraction: true } : {}),
      ...(withButtons ? { actions: DOSE_ACTIONS } : {}),
    }),
  );
});

/** The app at `url` (same origin only): an open window is focused and moved there, else a new one opens. */
async function openApp(url: string): Promise<void> {
  const target = new URL(url, worker.location.origin);
  const href = target.origin === worker.location.origin ? target.href : worker.location.origin + '/';
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (!open) {
    await worker.clients.openWindow(href);
    return;
  }
  await open.focus();
  if (open.url !== href) await open.navigate(href);
}

/** The server's own words for a refused action (an expired reminder says so), else a general line. */
async function failureText(response: Response | null): Promise<string> {
  const general = 'Open the app to log the dose.';
  if (response === null) return `No connection. ${general}`;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') return body.error;
  } catch (error) {
    console.warn('Service worker: an action answer without a JSON body', error);
  }
  return general;
}

/** A button's tap: the server does it for the token's user; on failure a short notification says so. */
async function sendAction(message: PushMessage, action: string, token: string): Promise<void> {
  let response: Response | null = null;
  try {
    response = await fetch('/api/push/actions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, action }) });
  } catch (error) {
    console.warn('Service worker: the notification action could not be sent', error);
  }
  if (response?.ok) return;
  await worker.registration.showNotification('That did not work', {
    body: await failureText(response),
    tag: `${message.tag}-failed`,
    data: { ...message, kind: 'test', actionToken: null },
    icon: ICON,
  });
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const message = readMessage(event.notification.data);
  if (event.action !== '' && ACTION_NAMES.has(event.action) && message.actionToken !== null) {
    event.waitUntil(sendAction(message, event.action, message.actionToken));
    return;
  }
  event.waitUntil(openApp(message.url));
});

// A module, so its names stay out of the app's global scope when the web project is type-checked; the build
// removes this line (a worker is a classic script).
export {};
