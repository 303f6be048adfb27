import { describe, expect, it, vi } from 'vitest';
import { afterNetworkQuiet, type LoadWatch } from './after-network-quiet';
import { fakeTimerQueue } from './fake-timer-queue';

/** A watch on a fake clock: `advance(ms)` runs the timers due by then, in time order. */
function fakeWatch() {
  const queue = fakeTimerQueue();
  let loaded: (() => void) | null = null;
  const finished = new Set<() => void>();
  const stop = vi.fn();
  const watch: LoadWatch = {
    onLoad(onLoad) {
      loaded = onLoad;
    },
    onRequestFinished(onFinished) {
      finished.add(onFinished);
      return () => {
        stop();
        finished.delete(onFinished);
      };
    },
    setTimeout: queue.setTimeout,
    clearTimeout: (id) => queue.clearTimeout(id as number),
    now: queue.now,
  };
  return {
    watch,
    stop,
    timers: queue.timers,
    advance: queue.advance,
    load: () => loaded?.(),
    requestFinished: () => [...finished].forEach((callback) => callback()),
  };
}

describe('afterNetworkQuiet', () => {
  it('waits for the load event, then for a quiet spell without finished requests', () => {
    const fake = fakeWatch();
    const task = vi.fn();
    afterNetworkQuiet(task, fake.watch, 2000, 10_000);
    fake.advance(5000);
    expect(task).not.toHaveBeenCalled();
    fake.load();
    fake.advance(1500);
    fake.requestFinished();
    fake.advance(1500);
    fake.requestFinished();
    fake.advance(1999);
    expect(task).not.toHaveBeenCalled();
    fake.advance(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(fake.stop).toHaveBeenCalled();
    expect(fake.timers.size).toBe(0);
    fake.requestFinished();
    fake.advance(20_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at the latest after the longest wait, however busy the network stays', () => {
    const fake = fakeWatch();
    const task = vi.fn();
    afterNetworkQuiet(task, fake.watch, 2000, 10_000);
    fake.load();
    for (let elapsed = 0; elapsed < 9_500; elapsed += 500) {
      fake.advance(500);
      fake.requestFinished();
    }
    expect(task).not.toHaveBeenCalled();
    fake.advance(500);
    expect(task).toHaveBeenCalledTimes(1);
    fake.advance(20_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(fake.timers.size).toBe(0);
  });

  it('runs the task after the quiet spell on a page that is already quiet when it loads', () => {
    const fake = fakeWatch();
    const task = vi.fn();
    afterNetworkQuiet(task, fake.watch, 2000, 10_000);
    fake.load();
    fake.advance(1999);
    expect(task).not.toHaveBeenCalled();
    fake.advance(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('sets no timer for a finished request: the quiet timer, when it fires, waits for what is left of the spell', () => {
    const fake = fakeWatch();
    const setTimeout = vi.spyOn(fake.watch, 'setTimeout');
    const task = vi.fn();
    afterNetworkQuiet(task, fake.watch, 2000, 10_000);
    fake.load();
    for (let finished = 0; finished < 20; finished += 1) {
      fake.advance(50);
      fake.requestFinished();
    }
    // The quiet timer and the longest wait's.
    expect(setTimeout).toHaveBeenCalledTimes(2);
    fake.advance(1999);
    expect(task).not.toHaveBeenCalled();
    fake.advance(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(setTimeout).toHaveBeenCalledTimes(3);
  });
});
