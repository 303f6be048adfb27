import { describe, expect, it } from 'vitest';
import { createPerUserStore } from './per-user-store.js';

const stamp = (version: string, context = '') => ({ version, context });

describe('per-user store', () => {
  it('finds a value only under the user, stamp and key it was kept with', () => {
    const store = createPerUserStore<string>({ maxValue: 100, maxUser: 100, maxTotal: 1000 });
    store.keep('a', stamp('1', 'mon'), 'k', 'v', 10);
    expect(store.find('a', stamp('1', 'mon'), 'k')).toBe('v');
    expect(store.find('a', stamp('1', 'tue'), 'k')).toBeUndefined();
    expect(store.find('a', stamp('2', 'mon'), 'k')).toBeUndefined();
    expect(store.find('a', stamp('1', 'mon'), 'other')).toBeUndefined();
    expect(store.find('b', stamp('1', 'mon'), 'k')).toBeUndefined();
  });

  it('drops a user’s values when a newer stamp is kept, and never lets an older version replace a newer one', () => {
    const store = createPerUserStore<string>({ maxValue: 100, maxUser: 100, maxTotal: 1000 });
    store.keep('a', stamp('1'), 'x', 'old x', 10);
    store.keep('a', stamp('2'), 'y', 'new y', 10);
    expect(store.find('a', stamp('1'), 'x')).toBeUndefined();
    store.keep('a', stamp('1'), 'x', 'late x', 10);
    expect(store.find('a', stamp('1'), 'x')).toBeUndefined();
    expect(store.find('a', stamp('2'), 'y')).toBe('new y');
    // Versions compare as numbers, not text: 10 is newer than 9.
    store.keep('a', stamp('10'), 'z', 'z', 10);
    store.keep('a', stamp('9'), 'z', 'stale', 10);
    expect(store.find('a', stamp('10'), 'z')).toBe('z');
    expect(store.stats()).toEqual({ users: 1, size: 10 });
  });

  it('holds each bound: a value too large is not kept, a user’s oldest values go first, then the least recently used users', () => {
    const store = createPerUserStore<string>({ maxValue: 40, maxUser: 50, maxTotal: 100 });
    store.keep('a', stamp('1'), 'huge', 'h', 41);
    expect(store.find('a', stamp('1'), 'huge')).toBeUndefined();
    store.keep('a', stamp('1'), 'k1', '1', 20);
    store.keep('a', stamp('1'), 'k2', '2', 20);
    store.keep('a', stamp('1'), 'k3', '3', 20);
    expect(store.find('a', stamp('1'), 'k1')).toBeUndefined();
    expect(store.find('a', stamp('1'), 'k3')).toBe('3');
    store.keep('b', stamp('1'), 'k', 'b', 30);
    store.keep('c', stamp('1'), 'k', 'c', 30);
    expect(store.stats().size).toBeLessThanOrEqual(100);
    // a (40) + b (30) + c (30) fit exactly; d pushes out b, the least recently used since a was read above.
    expect(store.find('a', stamp('1'), 'k2')).toBe('2');
    store.keep('d', stamp('1'), 'k', 'd', 30);
    expect(store.find('b', stamp('1'), 'k')).toBeUndefined();
    expect(store.find('a', stamp('1'), 'k3')).toBe('3');
    expect(store.find('c', stamp('1'), 'k')).toBe('c');
    expect(store.stats()).toEqual({ users: 3, size: 100 });
  });
});
