import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, createLocalStorageTokenStore, type StorageEventSource, type TokenChange } from './token-store';

class MapStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

function fakeWindow() {
  const handlers = new Set<(event: StorageEvent) => void>();
  const source: StorageEventSource = {
    addEventListener: (_type, listener) => handlers.add(listener),
    removeEventListener: (_type, listener) => handlers.delete(listener),
  };
  const fire = (key: string | null) => {
    for (const handler of handlers) handler({ key } as StorageEvent);
  };
  return { source, handlers, fire };
}

describe('local storage token store', () => {
  it('stores, reads and clears the token, telling listeners about own changes', () => {
    const storage = new MapStorage();
    const win = fakeWindow();
    const store = createLocalStorageTokenStore(storage, win.source);
    const changes: TokenChange[] = [];
    const unsubscribe = store.subscribe((change) => changes.push(change));
    store.set('abc');
    expect(storage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('abc');
    store.clear();
    store.clear();
    expect(store.get()).toBeNull();
    expect(changes).toEqual([
      { token: 'abc', external: false },
      { token: null, external: false },
    ]);
    unsubscribe();
    expect(win.handlers.size).toBe(0);
  });

  it('reports changes from other tabs through the storage event, ignoring other keys', () => {
    const storage = new MapStorage();
    const win = fakeWindow();
    const store = createLocalStorageTokenStore(storage, win.source);
    const changes: TokenChange[] = [];
    store.subscribe((change) => changes.push(change));
    storage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'from-other-tab');
    win.fire(ACCESS_TOKEN_STORAGE_KEY);
    win.fire('something-else');
    storage.clear();
    win.fire(null);
    expect(changes).toEqual([
      { token: 'from-other-tab', external: true },
      { token: null, external: true },
    ]);
  });
});
