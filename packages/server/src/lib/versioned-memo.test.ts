import { describe, expect, it } from 'vitest';
import { createVersionedMemo } from './versioned-memo.js';

const memo = (maxSize = 100) => createVersionedMemo<{ n: number }>({ maxSize, sizeOf: () => 10, freeze: (v) => Object.freeze(v) });

describe('versioned memo', () => {
  it('reuses a value only for the same user, version and key', async () => {
    const m = memo();
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(await m.get('a', '1', 'k', compute)).toEqual({ n: 1 });
    expect(await m.get('a', '1', 'k', compute)).toEqual({ n: 1 });
    expect(await m.get('a', '1', 'other', compute)).toEqual({ n: 2 });
    expect(await m.get('b', '1', 'k', compute)).toEqual({ n: 3 });
    expect(await m.get('a', '2', 'k', compute)).toEqual({ n: 4 });
    // Version 1's values went when version 2 came.
    expect(await m.get('a', '1', 'k', compute)).toEqual({ n: 5 });
  });

  it('does not let a slow request at an older version replace a newer one', async () => {
    const m = memo();
    let release: () => void = () => undefined;
    const slow = m.get('a', '1', 'k', () => new Promise((resolve) => (release = () => resolve({ n: 1 }))));
    expect(await m.get('a', '2', 'k', async () => ({ n: 2 }))).toEqual({ n: 2 });
    release();
    expect(await slow).toEqual({ n: 1 });
    expect(await m.get('a', '2', 'k', async () => ({ n: 99 }))).toEqual({ n: 2 });
  });

  it('freezes what it keeps, and stays within its size by forgetting the least recently used users', async () => {
    const m = memo(40);
    const kept = await m.get('a', '1', 'k', async () => ({ n: 1 }));
    expect(Object.isFrozen(kept)).toBe(true);
    await m.get('b', '1', 'k', async () => ({ n: 2 }));
    await m.get('a', '1', 'k', async () => ({ n: 0 }));
    await m.get('c', '1', 'k', async () => ({ n: 3 }));
    await m.get('d', '1', 'k', async () => ({ n: 4 }));
    await m.get('e', '1', 'k', async () => ({ n: 5 }));
    // b was the least recently used: recomputed; a, used since, was kept.
    expect(await m.get('a', '1', 'k', async () => ({ n: 10 }))).toEqual({ n: 1 });
    expect(await m.get('b', '1', 'k', async () => ({ n: 20 }))).toEqual({ n: 20 });
  });
});
