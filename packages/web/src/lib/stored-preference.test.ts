import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBoolean, readPreference, writePreference } from './stored-preference';

function fakeStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('stored preferences', () => {
  it('writes JSON under the wellness.pref. prefix and reads it back through the parser', () => {
    const storage = fakeStorage();
    vi.stubGlobal('window', { localStorage: storage });
    writePreference('daily.collapsed.focus-session', true);
    expect(storage.getItem('wellness.pref.daily.collapsed.focus-session')).toBe('true');
    expect(readPreference('daily.collapsed.focus-session', parseBoolean)).toBe(true);
  });

  it('answers null for nothing stored, a value the parser refuses, or text that is not JSON', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage({ 'wellness.pref.a': '"yes"', 'wellness.pref.b': 'not json' }) });
    expect(readPreference('missing', parseBoolean)).toBeNull();
    expect(readPreference('a', parseBoolean)).toBeNull();
    expect(readPreference('b', parseBoolean)).toBeNull();
  });

  it('logs and carries on when storage refuses', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusing = fakeStorage();
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('window', { localStorage: refusing });
    expect(() => writePreference('x', true)).not.toThrow();
    expect(readPreference('x', parseBoolean)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
