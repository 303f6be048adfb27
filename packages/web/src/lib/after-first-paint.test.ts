import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintWatch } from './after-first-paint';

function fakeWatch(options: { paintedAlready?: boolean } = {}) {
  const watchers: Array<() => void> = [];
  const timers = new Map<number, () => void>();
  let next = 1;
  const stop = vi.fn();
  const watch: PaintWatch = {
    onFirstAppPaint(callback) {
      if (options.paintedAlready) callback();
      else watchers.push(callback);
      return stop;
    },
    setTimeout(callback) {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout(id) {
      timers.delete(id as number);
    },
  };
  /** Runs the timers set so far (not those they set). */
  const fireTimers = () => {
    const due = [...timers];
    for (const [id] of due) timers.delete(id);
    for (const [, callback] of due) callback();
  };
  return { watch, stop, paint: () => watchers.forEach((callback) => callback()), fireTimers, timers };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs the task once, in a task of its own, and stops watching', () => {
    const fake = fakeWatch();
    const task = vi.fn();
    afterFirstPaint(task, 1000, fake.watch);
    expect(task).not.toHaveBeenCalled();
    fake.paint();
    expect(task).not.toHaveBeenCalled();
    expect(fake.stop).toHaveBeenCalled();
    // Only the task's own turn is left: the fallback timer is gone.
    expect(fake.timers.size).toBe(1);
    fake.fireTimers();
    expect(task).toHaveBeenCalledTimes(1);
    fake.paint();
    fake.fireTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('gives each task waiting for the same paint a task of its own', () => {
    const fake = fakeWatch();
    const first = vi.fn();
    const second = vi.fn();
    afterFirstPaint(first, 1000, fake.watch);
    afterFirstPaint(second, 1000, fake.watch);
    fake.paint();
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(fake.timers.size).toBe(2);
    const [firstTurn] = [...fake.timers.values()];
    firstTurn?.();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('runs soon after when the page has painted already', () => {
    const fake = fakeWatch({ paintedAlready: true });
    const task = vi.fn();
    afterFirstPaint(task, 1000, fake.watch);
    expect(fake.stop).toHaveBeenCalled();
    fake.fireTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback delay when no paint is reported (a background tab), and not again on a late paint', () => {
    const fake = fakeWatch();
    const task = vi.fn();
    afterFirstPaint(task, 1000, fake.watch);
    fake.fireTimers();
    fake.fireTimers();
    expect(task).toHaveBeenCalledTimes(1);
    fake.paint();
    fake.fireTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('appPaintWatch', () => {
  const timers = { setTimeout: () => 0, clearTimeout: () => undefined };

  /** A fresh copy of the module: whether the app has committed is the module's own state. */
  async function freshModule() {
    vi.resetModules();
    return import('./after-first-paint');
  }

  function fakeFrames() {
    const pending = new Map<number, () => void>();
    let next = 1;
    return {
      frames: {
        request: (callback: () => void) => {
          pending.set(next, callback);
          return next++;
        },
        cancel: (id: number) => void pending.delete(id),
      },
      /** Draws the next frame: runs the callbacks asked for so far. */
      draw: () => {
        const due = [...pending.values()];
        pending.clear();
        due.forEach((callback) => callback());
      },
      pending,
    };
  }

  it("waits for the app's first commit, not the page's first paint, then for the frame that paints it", async () => {
    const { appPaintWatch, markAppCommitted } = await freshModule();
    const fake = fakeFrames();
    const onPaint = vi.fn();
    appPaintWatch(fake.frames, timers).onFirstAppPaint(onPaint);
    // The page's outline may have painted long ago: nothing runs before the app has committed its first screen.
    fake.draw();
    expect(onPaint).not.toHaveBeenCalled();
    markAppCommitted();
    expect(onPaint).not.toHaveBeenCalled();
    fake.draw();
    expect(onPaint).toHaveBeenCalledTimes(1);
  });

  it('asks for the next frame at once once the app has committed, and stops when told to', async () => {
    const { appPaintWatch, markAppCommitted } = await freshModule();
    markAppCommitted();
    const fake = fakeFrames();
    const kept = vi.fn();
    const stopped = vi.fn();
    appPaintWatch(fake.frames, timers).onFirstAppPaint(kept);
    const stop = appPaintWatch(fake.frames, timers).onFirstAppPaint(stopped);
    stop();
    fake.draw();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('forgets a watcher stopped before the commit', async () => {
    const { appPaintWatch, markAppCommitted } = await freshModule();
    const fake = fakeFrames();
    const onPaint = vi.fn();
    appPaintWatch(fake.frames, timers).onFirstAppPaint(onPaint)();
    markAppCommitted();
    fake.draw();
    expect(fake.pending.size).toBe(0);
    expect(onPaint).not.toHaveBeenCalled();
  });
});
