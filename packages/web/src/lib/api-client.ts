/**
 * The one API client: keeps the access token in local storage, sends it as a
 * bearer on every call, answers a 401 or 403 by refreshing once (one shared refresh for concurrent calls,
 * since the server rotates the refresh token) and retrying, ends the session when the refresh fails, and
 * refreshes proactively after 14,100 s. A load can send reads ahead of the code that needs them (`prefetch`): the
 * first request of each then takes that answer instead of asking again.
 */
import { AUTH_MESSAGES, PROACTIVE_REFRESH_MS } from '@wellness/contract';
import { deferredSchema } from './auth-schemas';
import { ApiError, apiErrorFromResponse, NetworkError, SessionEndedError } from './api-error';
import { singleFlight } from './single-flight';
import type { TokenStore } from './token-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Anything with zod's `parse`: every response is checked against the contract before the UI sees it. A parse may
 * answer later (a schema loaded on first use, lib/auth-schemas.ts).
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T | Promise<T>;
}

/** The schema of a 204 answer (a delete): there is no body, and anything else is a contract break. */
export const noContentSchema: ResponseSchema<undefined> = {
  parse(data: unknown): undefined {
    if (data !== undefined) throw new Error('Expected no content');
    return undefined;
  },
};

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Whether the call acts as the signed-in user (bearer, refresh and retry). Defaults to true. */
  auth?: boolean;
  schema: ResponseSchema<T>;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout>): void;
}

export interface ApiClientDeps {
  baseUrl: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  tokenStore: TokenStore;
  timers?: Timers;
  now?: () => Date;
  logger?: Pick<Console, 'error'>;
  /**
   * Whether this browser may hold a refresh cookie (the server's readable session hint). Without one, a load with
   * no stored token is simply signed out and asks nothing. Defaults to "maybe".
   */
  sessionHint?: () => boolean;
}

/** `message` is what the sign-in screen should say, or null for a deliberate logout. */
export type SessionEndedListener = (message: string | null) => void;

export interface ApiClient {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
  /** A signed-in call whose answer is a file (the data export), as a Blob; a failure throws the body's ApiError. */
  download(path: string, options: { method?: HttpMethod; body?: unknown }): Promise<Blob>;
  /** Stores the token of a successful sign-in; schedules the proactive refresh. */
  startSession(accessToken: string): void;
  /** Renews the access token from the refresh cookie; shared by all concurrent callers. */
  refreshSession(): Promise<string>;
  /**
   * On a load with no stored token: renews it from the refresh cookie when the browser still has a live one.
   * Resolves false when there is no session to restore; never announces a session end (there was none here).
   */
  restoreSession(): Promise<boolean>;
  /**
   * Sends these GETs now, as the signed-in user, for code still downloading: the first `request` of each path made
   * with the same token within EARLY_READ_MS takes its answer. Any write drops the answers not yet taken (the write
   * may change them), as does the session's end. It sends nothing without a token, nor once the app has made a
   * signed-in request itself: the code it was for is running, and asks for what it needs. The paths go in their
   * order, EARLY_READS_PER_TASK per task, so the calls do not hold the page up in one long task; a later group is
   * dropped once the app asks for itself (its own request sends what it needs) or the session changes.
   */
  prefetch(paths: readonly string[]): void;
  logout(): Promise<void>;
  onSessionEnded(listener: SessionEndedListener): () => void;
  dispose(): void;
}

/**
 * How long a read sent ahead waits for the request that takes it. The query client keeps an answer fresh for 30 s
 * (lib/query-client.ts), so a read taken within that time is one the tab would have shown anyway.
 */
export const EARLY_READ_MS = 30_000;

/**
 * How many reads sent ahead start in one task. Each `fetch` call costs the main thread about a millisecond on a
 * slow phone (and two to eight under the browser's developer tools, as Lighthouse runs), so eighteen in one task
 * were one of the longest tasks after the first paint, and groups of four still made tasks of 10-30 ms
 * (docs/performance.md).
 */
export const EARLY_READS_PER_TASK = 2;

interface EarlyRead {
  token: string;
  sentAt: number;
  response: Promise<Response>;
}

/** The reads sent ahead and not yet taken, by path. */
function earlyReadStore(now: () => Date) {
  const reads = new Map<string, EarlyRead>();
  return {
    /** Sends the read (`send`) unless one for this path is already waiting. */
    sendOnce(path: string, token: string, send: () => Promise<Response>): void {
      if (reads.has(path)) return;
      const response = send();
      // The request that takes this read sees its failure; one nobody takes was not needed, and is dropped.
      void response.catch(() => undefined);
      reads.set(path, { token, sentAt: now().getTime(), response });
    },
    /** The answer of the read sent ahead for this path and token, once; null when there is none (or it is too old). */
    take(path: string, token: string | null): Promise<Response> | null {
      const early = reads.get(path);
      if (early === undefined) return null;
      reads.delete(path);
      return early.token === token && now().getTime() - early.sentAt <= EARLY_READ_MS ? early.response : null;
    },
    clear: () => reads.clear(),
  };
}

/** Runs `each` on the paths in their order, EARLY_READS_PER_TASK per task, for as long as `wanted()` holds. */
function inTaskGroups(paths: readonly string[], timers: Timers, wanted: () => boolean, each: (path: string) => unknown, start = 0): void {
  if (!wanted()) return;
  paths.slice(start, start + EARLY_READS_PER_TASK).forEach(each);
  const next = start + EARLY_READS_PER_TASK;
  if (next < paths.length) timers.setTimeout(() => inTaskGroups(paths, timers, wanted, each, next), 0);
}

const refreshResponse = deferredSchema((schemas) => schemas.refreshResponseSchema);

const isAuthRejection = (status: number) => status === 401 || status === 403;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, for instance: the caller falls back to the status text.
    return undefined;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { baseUrl, tokenStore } = deps;
  const timers: Timers = deps.timers ?? { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (id) => clearTimeout(id) };
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? console;
  const listeners = new Set<SessionEndedListener>();
  let proactiveTimer: ReturnType<typeof setTimeout> | null = null;
  const earlyReads = earlyReadStore(now);
  let askedAlready = false;

  function notifyEnded(message: string | null): void {
    for (const listener of [...listeners]) listener(message);
  }

  function cancelProactiveRefresh(): void {
    if (proactiveTimer !== null) timers.clearTimeout(proactiveTimer);
    proactiveTimer = null;
  }

  function scheduleProactiveRefresh(): void {
    cancelProactiveRefresh();
    proactiveTimer = timers.setTimeout(() => {
      proactiveTimer = null;
      renew().catch((error: unknown) => {
        // A failed renewal has already ended the session; a network failure leaves it to the next call.
        if (!(error instanceof SessionEndedError)) logger.error('Proactive token refresh failed', error);
      });
    }, PROACTIVE_REFRESH_MS);
  }

  function endSession(message: string | null): void {
    cancelProactiveRefresh();
    earlyReads.clear();
    tokenStore.clear();
    notifyEnded(message);
  }

  const unsubscribeStore = tokenStore.subscribe((change) => {
    if (change.token !== null) {
      scheduleProactiveRefresh();
      return;
    }
    cancelProactiveRefresh();
    earlyReads.clear();
    // Another tab logged out (or its refresh failed): this tab follows it back to the sign-in screen.
    if (change.external) notifyEnded(null);
  });
  if (tokenStore.get() !== null) scheduleProactiveRefresh();

  async function send(path: string, method: HttpMethod, body: unknown, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A Content-Type only with a body: there is nothing to declare otherwise.
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== null) headers['Authorization'] = `Bearer ${token}`;
    try {
      return await deps.fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch (error) {
      throw new NetworkError(error);
    }
  }

  async function parseResponse<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
    const data = await readJson(response);
    if (!response.ok) {
      throw apiErrorFromResponse(data, response.status, response.statusText, response.headers.get('Retry-After'), now());
    }
    return await schema.parse(data);
  }

  /**
   * Asks for a new access token with the refresh cookie and stores it. `inOwnTask`: the token is stored a task after
   * the answer was checked. Storing it signs the page in, which renders the whole app at once; on a load that restores
   * the session, the answer's check is zod's first use (some 20 ms on a slow phone), and the two in one task made one
   * of the longest tasks of the load (docs/performance.md).
   */
  async function refreshRequest(inOwnTask = false): Promise<string> {
    const response = await send('/auth/refresh', 'POST', undefined, null);
    const { accessToken } = await parseResponse(response, refreshResponse);
    if (inOwnTask) await new Promise<void>((resolve) => timers.setTimeout(resolve, 0));
    tokenStore.set(accessToken);
    return accessToken;
  }

  const renew = singleFlight(async (): Promise<string> => {
    try {
      return await refreshRequest();
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      logger.error('Token refresh failed', error);
      const message = tokenStore.get() !== null ? AUTH_MESSAGES.authFailedAfterRefresh : AUTH_MESSAGES.authRequired;
      endSession(message);
      throw new SessionEndedError(message);
    }
  });

  const restore = singleFlight(async (): Promise<boolean> => {
    if (deps.sessionHint !== undefined && !deps.sessionHint()) return false;
    try {
      await refreshRequest(true);
      return true;
    } catch (error) {
      // A 401 means no refresh cookie or an ended one: simply signed out. Anything else is worth a log line.
      if (!(error instanceof ApiError && error.status === 401)) logger.error('Restoring the session failed', error);
      return false;
    }
  });

  /** Sends as the signed-in user: on 401/403 renews the token once (shared with parallel calls) and retries. */
  async function authorizedSend(path: string, options: { method?: HttpMethod | undefined; body?: unknown; auth?: boolean | undefined }): Promise<Response> {
    const method = options.method ?? 'GET';
    const auth = options.auth ?? true;
    const sentToken = auth ? tokenStore.get() : null;
    if (auth) askedAlready = true;
    if (method !== 'GET') earlyReads.clear();
    let response = await ((method === 'GET' && auth ? earlyReads.take(path, sentToken) : null) ?? send(path, method, options.body, sentToken));
    if (auth && isAuthRejection(response.status)) {
      await response.body?.cancel();
      const current = tokenStore.get();
      // The session ended while this call was on its way (a failed refresh of a parallel call, or a logout):
      // it has been announced once already, and renewing now would announce it again with another message.
      if (sentToken !== null && current === null) throw new SessionEndedError(AUTH_MESSAGES.authFailedAfterRefresh);
      // When a parallel call has already renewed the token meanwhile, retrying with it is enough.
      const token = current !== null && current !== sentToken ? current : await renew();
      response = await send(path, method, options.body, token);
    }
    return response;
  }

  return {
    async request<T>(path: string, options: RequestOptions<T>): Promise<T> {
      return parseResponse(await authorizedSend(path, options), options.schema);
    },

    async download(path, options) {
      const response = await authorizedSend(path, options);
      // A failed download answers JSON like every call: parseResponse throws its ApiError.
      if (!response.ok) await parseResponse(response, noContentSchema);
      return response.blob();
    },

    startSession(accessToken) {
      tokenStore.set(accessToken);
    },

    refreshSession: () => renew(),

    restoreSession: () => restore(),

    prefetch(paths) {
      const token = tokenStore.get();
      const wanted = () => token !== null && !askedAlready && tokenStore.get() === token;
      inTaskGroups(paths, timers, wanted, (path) => token !== null && earlyReads.sendOnce(path, token, () => send(path, 'GET', undefined, token)));
    },

    async logout() {
      try {
        const response = await send('/auth/logout', 'POST', undefined, null);
        if (!response.ok) logger.error('Logout request failed', response.status, response.statusText);
      } catch (error) {
        // The local session ends regardless: signing out must never be blocked by the network.
        logger.error('Logout request failed', error);
      } finally {
        endSession(null);
      }
    },

    onSessionEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    dispose() {
      cancelProactiveRefresh();
      unsubscribeStore();
      listeners.clear();
    },
  };
}
