/**
 * Where the access token lives (browser local storage). Listeners hear about changes made in
 * this tab and, through the `storage` event, in every other tab of the same browser, so all tabs agree
 * on whether the user is signed in.
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'wellness.accessToken';

export interface TokenChange {
  token: string | null;
  /** True when another tab made the change. */
  external: boolean;
}

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  subscribe(listener: (change: TokenChange) => void): () => void;
}

/** The part of `window` the store needs; a fake in tests. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export function createLocalStorageTokenStore(storage: Storage, events: StorageEventSource): TokenStore {
  const listeners = new Set<(change: TokenChange) => void>();
  const notify = (change: TokenChange) => {
    for (const listener of [...listeners]) listener(change);
  };

  const onStorage = (event: StorageEvent) => {
    // key === null means another tab called storage.clear().
    if (event.key !== ACCESS_TOKEN_STORAGE_KEY && event.key !== null) return;
    notify({ token: storage.getItem(ACCESS_TOKEN_STORAGE_KEY), external: true });
  };

  return {
    get: () => storage.getItem(ACCESS_TOKEN_STORAGE_KEY),
    set(token) {
      storage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
      notify({ token, external: false });
    },
    clear() {
      if (storage.getItem(ACCESS_TOKEN_STORAGE_KEY) === null) return;
      storage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
      notify({ token: null, external: false });
    },
    subscribe(listener) {
      if (listeners.size === 0) events.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** An in-memory store for tests and for browsers that refuse local storage. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore & { simulateExternal(token: string | null): void } {
  let token = initial;
  const listeners = new Set<(change: TokenChange) => void>();
  const notify = (change: TokenChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  return {
    get: () => token,
    set(next) {
      token = next;
      notify({ token, external: false });
    },
    clear() {
      if (token === null) return;
      token = null;
      notify({ token, external: false });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    simulateExternal(next) {
      token = next;
      notify({ token, external: true });
    },
  };
}
