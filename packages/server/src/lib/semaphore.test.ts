import { describe, expect, it } from 'vitest';
import { QueueFullError, Semaphore } from './semaphore.js';

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and the rest in order', async () => {
    const semaphore = new Semaphore(2, 10);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running -= 1;
    };
    await Promise.all([1, 2, 3, 4, 5].map((n) => semaphore.run(task(n))));
    expect(peak).toBe(2);
    expect(order).toHaveLength(5);
    expect(semaphore.active).toBe(0);
  });

  it('refuses work beyond the queue bound and recovers after a failing task', async () => {
    const semaphore = new Semaphore(1, 1);
    const slow = semaphore.run(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const queued = semaphore.run(async () => {
      throw new Error('task failed');
    });
    await expect(semaphore.run(async () => 1)).rejects.toBeInstanceOf(QueueFullError);
    await slow;
    await expect(queued).rejects.toThrow('task failed');
    expect(await semaphore.run(async () => 42)).toBe(42);
  });
});
