/**
 * The service worker: keeps the app shell (index.html, every built script and stylesheet,
 * the icons) so the app opens without a network, and never stores or answers an API call: health data stays
 * out of every cache, and what the server says is always what the screen shows. Built by
 * build/service-worker-plugin.ts, which defines the precache list and the build's version.
 *
 * A new build's worker installs beside the running one and waits; the page offers "Reload to update"
 * (lib/app-update.ts) and sends `skip-waiting` when the user agrees, so a form being filled in is never
 * reloaded away by surprise.
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
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
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

// A module, so its names stay out of the app's global scope when the web project is type-checked; the build
// removes this line (a worker is a classic script).
export {};
