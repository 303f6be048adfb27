import { describe, expect, it } from 'vitest';
import { afterInOwnTask, moduleLoader } from './module-loader';

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

describe('afterInOwnTask', () => {
  it('fetches the second module only after the first has arrived and a task has passed', async () => {
    const steps: string[] = [];
    let passTask: () => void = () => undefined;
    const load = afterInOwnTask(
      async () => void steps.push('query library'),
      async () => {
        steps.push('shell');
        return 'shell module';
      },
      () => new Promise<void>((resolve) => (passTask = resolve)),
    );
    const loading = load();
    await Promise.resolve();
    await Promise.resolve();
    expect(steps).toEqual(['query library']);
    passTask();
    expect(await loading).toBe('shell module');
    expect(steps).toEqual(['query library', 'shell']);
  });

  it('passes the first fetch failure on without fetching the second', async () => {
    let second = 0;
    const load = afterInOwnTask(
      () => Promise.reject(new Error('offline')),
      async () => (second += 1),
    );
    await expect(load()).rejects.toThrow('offline');
    expect(second).toBe(0);
  });
});
