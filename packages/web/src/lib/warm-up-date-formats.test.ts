import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpDateFormats, type WarmUpWorker } from './warm-up-date-formats';

class FakeWorker extends EventTarget implements WarmUpWorker {
  terminated = false;
  override addEventListener(type: 'message' | 'error', listener: (event: Event) => void, options: { once: true }): void {
    super.addEventListener(type, listener, options);
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('warmUpDateFormats', () => {
  it('lets the worker run until it reports, then ends it', () => {
    const worker = new FakeWorker();
    warmUpDateFormats(() => worker);
    expect(worker.terminated).toBe(false);
    worker.dispatchEvent(new Event('message'));
    expect(worker.terminated).toBe(true);
  });

  it('ends a worker that fails, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = new FakeWorker();
    warmUpDateFormats(() => worker);
    worker.dispatchEvent(new Event('error'));
    expect(worker.terminated).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does nothing without workers, and only warns when one cannot start', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => warmUpDateFormats(() => null)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
    expect(() =>
      warmUpDateFormats(() => {
        throw new Error('blocked');
      }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
