import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one run among concurrent callers', async () => {
    let runs = 0;
    let release: (value: string) => void = () => undefined;
    const run = singleFlight(() => {
      runs += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    });
    const calls = [run(), run(), run()];
    release('token');
    expect(await Promise.all(calls)).toEqual(['token', 'token', 'token']);
    expect(runs).toBe(1);
  });

  it('starts a fresh run once the previous one settled, also after a failure', async () => {
    let runs = 0;
    const run = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('first fails');
      return runs;
    });
    await expect(run()).rejects.toThrow('first fails');
    expect(await run()).toBe(2);
  });
});
