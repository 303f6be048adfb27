/**
 * The service worker's Web Push behaviour, run as the browser runs it (the built classic script) in a fresh
 * context with a fake worker scope: which notification a push message shows, what a Take / Snooze / Skip tap
 * sends, what the user sees when that fails, and where a tap on the notification itself goes.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compileWorker, workerScript } from './service-worker-plugin';

const ORIGIN = 'https://wellness.example';
const SCRIPT = workerScript(compileWorker(readFileSync(new URL('../src/service-worker/sw.ts', import.meta.url), 'utf8')), ['/index.html'], 'test');

interface Shown {
  title: string;
  options: Record<string, unknown>;
}

interface FakeWindow {
  url: string;
  focused: boolean;
  navigatedTo: string | null;
}

type Listener = (event: Record<string, unknown>) => void;

/** Loads the worker into a new context; `answer` is what fetch gives the worker (or throws). */
function loadWorker(answer: () => Promise<Response>, windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: Shown[] = [];
  const fetched: Array<{ url: string; init: RequestInit }> = [];
  const opened: string[] = [];
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    clients: {
      claim: async () => undefined,
      matchAll: async () =>
        windows.map((w) => ({
          get url() {
            return w.url;
          },
          focus: async () => {
            w.focused = true;
          },
          navigate: async (url: string) => {
            w.navigatedTo = url;
          },
        })),
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const fetch = async (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    return answer();
  };
  runInNewContext(SCRIPT, { self: scope, fetch, URL, Response, console, caches: {} });

  /** Fires an event and waits for everything it handed to waitUntil. */
  async function fire(type: string, event: Record<string, unknown>): Promise<void> {
    const listener = listeners.get(type);
    if (!listener) throw new Error(`the worker has no ${type} listener`);
    const pending: Promise<unknown>[] = [];
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  return { fire, shown, fetched, opened };
}

const DOSE = {
  kind: 'dose',
  title: 'Time for Methylphenidate',
  body: '10 mg is due now.',
  occurrenceId: 'occ-1',
  actionToken: 'the.token',
  url: '/daily',
  tag: 'dose-occ-1',
};

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

function clickOf(data: unknown, action: string) {
  const notification = { data, closed: false, close: () => (notification.closed = true) };
  return { event: { action, notification }, notification };
}

describe('service worker push', () => {
  it('shows a dose reminder that stays, with Take, Snooze 15 min and Skip', async () => {
    const worker = loadWorker(() => Promise.resolve(new Response(null, { status: 204 })));
    await worker.fire('push', pushOf(DOSE));
    expect(worker.shown).toHaveLength(1);
    const [notification] = worker.shown;
    expect(notification?.title).toBe(DOSE.title);
    expect(notification?.options).toMatchObject({ body: DOSE.body, tag: DOSE.tag, requireInteraction: true });
    expect(notification?.options['actions']).toEqual([
      { action: 'take', title: 'Take' },
      { action: 'snooze', title: 'Snooze 15 min' },
      { action: 'skip', title: 'Skip' },
    ]);
  });

  it('shows refill and test messages without buttons, and something readable for a message it cannot read', async () => {
    const worker = loadWorker(() => Promise.resolve(new Response(null, { status: 204 })));
    await worker.fire(
      'push',
      pushOf({ kind: 'refill', title: 'Refill Vitamin D soon', body: 'Runs out around Dec 14.', url: '/supplements', tag: 'refill-x' }),
    );
    await worker.fire('push', { data: { json: () => JSON.parse('not json') as unknown } });
    await worker.fire('push', { data: null });
    expect(worker.shown.map((n) => n.title)).toEqual(['Refill Vitamin D soon', 'Wellness Tracker', 'Wellness Tracker']);
    for (const { options } of worker.shown) {
      expect(options['actions']).toBeUndefined();
      expect(options['requireInteraction']).toBeUndefined();
    }
  });

  it.each(['take', 'snooze', 'skip'])('sends %s with the message’s token, without a session, and closes the notification', async (action) => {
    const worker = loadWorker(() => Promise.resolve(new Response(null, { status: 204 })));
    const { event, notification } = clickOf(DOSE, action);
    await worker.fire('notificationclick', event);
    expect(notification.closed).toBe(true);
    expect(worker.fetched).toHaveLength(1);
    const [call] = worker.fetched;
    expect(call?.url).toBe('/api/push/actions');
    expect(call?.init.method).toBe('POST');
    expect(JSON.parse(String(call?.init.body))).toEqual({ token: 'the.token', action });
    expect(new Headers(call?.init.headers).get('authorization')).toBeNull();
    expect(worker.shown).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('says the reminder expired, in the server’s words, when the action is refused', async () => {
    const expired = 'This notification has expired. Open the app to log the dose.';
    const worker = loadWorker(() => Promise.resolve(Response.json({ error: expired, code: 'UNAUTHORIZED' }, { status: 401 })));
    await worker.fire('notificationclick', clickOf(DOSE, 'take').event);
    expect(worker.shown).toEqual([{ title: 'That did not work', options: expect.objectContaining({ body: expired }) as unknown }]);
  });

  it('says to open the app when the action cannot reach the server', async () => {
    const worker = loadWorker(() => Promise.reject(new TypeError('Failed to fetch')));
    await worker.fire('notificationclick', clickOf(DOSE, 'skip').event);
    expect(worker.shown.map((n) => n.options['body'])).toEqual(['No connection. Open the app to log the dose.']);
  });

  it('opens the app at the message’s page on a tap on the notification: an open window is reused', async () => {
    const open: FakeWindow = { url: `${ORIGIN}/settings`, focused: false, navigatedTo: null };
    const worker = loadWorker(() => Promise.reject(new Error('no fetch expected')), [open]);
    await worker.fire('notificationclick', clickOf(DOSE, '').event);
    expect(worker.fetched).toEqual([]);
    expect(open).toMatchObject({ focused: true, navigatedTo: `${ORIGIN}/daily` });

    const none = loadWorker(() => Promise.reject(new Error('no fetch expected')));
    await none.fire('notificationclick', clickOf({ ...DOSE, url: 'https://elsewhere.example/phish' }, '').event);
    expect(none.opened).toEqual([`${ORIGIN}/`]);
  });
});
