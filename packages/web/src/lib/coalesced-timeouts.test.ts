import { describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts, type TimerClock } from './coalesced-timeouts';
import { fakeTimerQueue } from './fake-timer-queue';

/** A browser's timers on a fake clock (`advance` runs those due, in time order); counts the timers set. */
function fakeClock(start = 0) {
  const queue = fakeTimerQueue(start);
  const clock: TimerClock = {
    now: queue.now,
    setTimeout: vi.fn(queue.setTimeout),
    clearTimeout: queue.clearTimeout,
    setInterval: vi.fn(() => 0),
    clearInterval: vi.fn(),
  };
  return { clock, timers: queue.timers, advance: queue.advance };
}

describe('coalescedTimeouts', () => {
  it('keeps one browser timer for many long timers and runs each at its deadline rounded up to the second', () => {
    const fake = fakeClock(250);
    const provider = coalescedTimeouts(fake.clock);
    const gc = vi.fn();
    const stale = vi.fn();
    const calls: string[] = [];
    for (let query = 0; query < 40; query += 1) provider.setTimeout(() => calls.push(`gc ${query}`), 300_000);
    provider.setTimeout(gc, 300_000);
    provider.setTimeout(stale, 30_000);
    // One for the five minutes, one more when the 30 s deadline came before it; none for the other forty.
    expect(fake.clock.setTimeout).toHaveBeenCalledTimes(2);
    expect(fake.timers.size).toBe(1);
    fake.advance(30_749);
    expect(stale).not.toHaveBeenCalled();
    fake.advance(1);
    expect(stale).toHaveBeenCalledTimes(1);
    fake.advance(300_999 - 31_000);
    expect(gc).not.toHaveBeenCalled();
    fake.advance(1);
    expect(gc).toHaveBeenCalledTimes(1);
    // In the order they were set.
    expect(calls).toEqual(Array.from({ length: 40 }, (_, query) => `gc ${query}`));
    expect(fake.timers.size).toBe(0);
  });

  it('does not run a cleared timer, and leaves the browser timer to find nothing due', () => {
    const fake = fakeClock();
    const provider = coalescedTimeouts(fake.clock);
    const cleared = vi.fn();
    const kept = vi.fn();
    const id = provider.setTimeout(cleared, 15_000);
    provider.setTimeout(kept, 19_000);
    provider.clearTimeout(id);
    fake.advance(15_000);
    expect(cleared).not.toHaveBeenCalled();
    fake.advance(4_000);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cleared).not.toHaveBeenCalled();
  });

  it('leaves short timers to the browser, to the millisecond', () => {
    const fake = fakeClock(10);
    const provider = coalescedTimeouts(fake.clock);
    const batch = vi.fn();
    const retry = vi.fn();
    provider.setTimeout(batch, 0);
    const retryId = provider.setTimeout(retry, 9_999);
    expect(fake.clock.setTimeout).toHaveBeenCalledWith(batch, 0);
    expect(fake.clock.setTimeout).toHaveBeenCalledWith(retry, 9_999);
    fake.advance(0);
    expect(batch).toHaveBeenCalledTimes(1);
    provider.clearTimeout(retryId);
    fake.advance(20_000);
    expect(retry).not.toHaveBeenCalled();
  });

  it('does not run a timer that one run before it in the same batch cleared', () => {
    const fake = fakeClock();
    const provider = coalescedTimeouts(fake.clock);
    const second = vi.fn();
    provider.setTimeout(() => provider.clearTimeout(secondId), 20_000);
    const secondId = provider.setTimeout(second, 20_000);
    fake.advance(20_000);
    expect(second).not.toHaveBeenCalled();
  });

  it('runs a timer set by one of its batch at its own deadline', () => {
    const fake = fakeClock();
    const provider = coalescedTimeouts(fake.clock);
    const later = vi.fn();
    provider.setTimeout(() => provider.setTimeout(later, 15_000), 20_000);
    provider.setTimeout(() => undefined, 60_000);
    fake.advance(34_999);
    expect(later).not.toHaveBeenCalled();
    fake.advance(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('leaves a delay of Infinity or NaN to the browser', () => {
    const fake = fakeClock();
    const provider = coalescedTimeouts(fake.clock);
    const callback = vi.fn();
    provider.setTimeout(callback, Infinity);
    provider.setTimeout(callback, Number.NaN);
    expect(fake.clock.setTimeout).toHaveBeenCalledWith(callback, Infinity);
    expect(fake.clock.setTimeout).toHaveBeenCalledWith(callback, Number.NaN);
  });

  it('runs every timer due even when some throw, then throws their errors', () => {
    const fake = fakeClock();
    const provider = coalescedTimeouts(fake.clock);
    const after = vi.fn();
    provider.setTimeout(() => {
      throw new Error('first');
    }, 12_000);
    provider.setTimeout(() => {
      throw new Error('second');
    }, 12_000);
    provider.setTimeout(after, 12_000);
    provider.setTimeout(after, 60_000);
    let thrown: unknown;
    try {
      fake.advance(12_000);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AggregateError);
    expect((thrown as AggregateError).errors.map((error: Error) => error.message)).toEqual(['first', 'second']);
    expect(after).toHaveBeenCalledTimes(1);
    // The next deadline is still armed.
    fake.advance(48_000);
    expect(after).toHaveBeenCalledTimes(2);
  });

  it('waits out a deadline beyond the longest browser timer instead of firing at once', () => {
    const fake = fakeClock();
    const provider = coalescedTimeouts(fake.clock);
    const late = vi.fn();
    provider.setTimeout(late, 30 * 24 * 3600 * 1000);
    fake.advance(2 ** 31 - 1);
    expect(late).not.toHaveBeenCalled();
    fake.advance(30 * 24 * 3600 * 1000 - (2 ** 31 - 1));
    expect(late).toHaveBeenCalledTimes(1);
  });
});
