import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintWatch } from './after-first-paint';

function fakeWatch(options: { paintedAlready?: boolean } = {}) {
  const watchers: Array<() => void> = [];
  const timers = new Map<number, () => void>();
  let next = 1;
  const stop = vi.fn();
  const watch: PaintWatch = {
    onFirstContentfulPaint(callback) {
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
