import { describe, expect, it } from 'vitest';
import { moduleLoader } from './module-loader';

describe('moduleLoader', () => {
  it('fetches the module once for every caller and has it at hand once it has arrived', async () => {
    let fetches = 0;
    const loader = moduleLoader(async () => {
      fetches += 1;
      return { name: 'daily' };
    });
    expect(loader.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(loader.loaded()).toBe(first);
    await loader.load();
    expect(fetches).toBe(1);
  });

  it('passes a failed fetch on and tries again on the next load', async () => {
    let fetches = 0;
    const loader = moduleLoader(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('offline');
      return { name: 'daily' };
    });
    await expect(loader.load()).rejects.toThrow('offline');
    expect(loader.loaded()).toBeUndefined();
    expect(await loader.load()).toEqual({ name: 'daily' });
    expect(fetches).toBe(2);
  });
});
