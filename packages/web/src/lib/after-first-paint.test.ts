import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintWatch } from './after-first-paint';

function fakeWatch(options: { paintedAlready?: boolean } = {}) {
  let onPaint: (() => void) | null = null;
  const timers = new Map<number, () => void>();
  let next = 1;
  const stop = vi.fn();
  const watch: PaintWatch = {
    onFirstContentfulPaint(callback) {
      if (options.paintedAlready) callback();
      else onPaint = callback;
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
  return { watch, stop, paint: () => onPaint?.(), fireTimers: () => [...timers.values()].forEach((callback) => callback()), timers };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs the task once and stops watching', () => {
    const fake = fakeWatch();
    const task = vi.fn();
    afterFirstPaint(task, 1000, fake.watch);
    expect(task).not.toHaveBeenCalled();
    fake.paint();
    expect(task).toHaveBeenCalledTimes(1);
    expect(fake.stop).toHaveBeenCalled();
    expect(fake.timers.size).toBe(0);
    fake.paint();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the page has painted already', () => {
    const fake = fakeWatch({ paintedAlready: true });
    const task = vi.fn();
    afterFirstPaint(task, 1000, fake.watch);
    expect(task).toHaveBeenCalledTimes(1);
    expect(fake.stop).toHaveBeenCalled();
  });

  it('runs after the fallback delay when no paint is reported (a background tab), and not again on a late paint', () => {
    const fake = fakeWatch();
    const task = vi.fn();
    afterFirstPaint(task, 1000, fake.watch);
    fake.fireTimers();
    expect(task).toHaveBeenCalledTimes(1);
    fake.paint();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
