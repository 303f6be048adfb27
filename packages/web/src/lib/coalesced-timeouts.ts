/**
 * TanStack Query's long timers on one browser timer. Every query sets a timer for its garbage collection (gcTime,
 * five minutes) and every observer one for when its data turns stale (staleTime, 30 s): some ninety browser timers
 * set and cleared while the Daily tab opens, each a few microseconds, and each tens to hundreds of microseconds while
 * a profiler or Lighthouse records (the browser captures the caller's stack for every timer set or cleared), in the
 * tasks that render the tab. Here a timer of ten seconds or more joins a list whose earliest deadline one browser
 * timer waits for; deadlines are rounded up to the next whole second, so timers set together share it and a later
 * one does not move it. A second late does not matter to either timer. Shorter ones (the retries' back-off of one and
 * two seconds) stay browser timers: their time matters. (The notifications' zero-delay batching never comes here:
 * TanStack Query sets those timers itself.) This is the provider TanStack Query documents for the purpose
 * (`timeoutManager.setTimeoutProvider`).
 */
import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers this long or longer are coalesced. */
export const COALESCE_FROM_MS = 10_000;
/** The browser's longest timer (a signed 32-bit number of milliseconds); a longer one would fire at once. */
const LONGEST_BROWSER_TIMER_MS = 2 ** 31 - 1;

export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(id: number): void;
}

// Through globalThis, and ids as numbers, so the app's unit tests (Node, whose timers are objects) run it too. Deadlines
// on the wall clock, as TanStack Query's own staleness is: a browser timer that fires early after the clock was set
// back finds nothing due and waits again.
const pageClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => Number(globalThis.setTimeout(callback, ms)),
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (callback, ms) => Number(globalThis.setInterval(callback, ms)),
  clearInterval: (id) => globalThis.clearInterval(id),
};

interface Pending {
  at: number;
  callback: TimeoutCallback;
}

export function coalescedTimeouts(clock: TimerClock = pageClock): TimeoutProvider<number> {
  const pending = new Map<number, Pending>();
  // Negative, so they never collide with a browser timer's id (always positive).
  let lastId = 0;
  let armed: { at: number; id: number } | null = null;

  const arm = (at: number) => {
    if (armed !== null) clock.clearTimeout(armed.id);
    armed = { at, id: clock.setTimeout(fire, Math.min(LONGEST_BROWSER_TIMER_MS, Math.max(0, at - clock.now()))) };
  };

  function fire() {
    armed = null;
    const now = clock.now();
    const due: { id: number; at: number }[] = [];
    let next = Infinity;
    for (const [id, timer] of pending) {
      if (timer.at <= now) due.push({ id, at: timer.at });
      else next = Math.min(next, timer.at);
    }
    if (next !== Infinity) arm(next);
    // In deadline order, then in the order they were set (ids count down). One that throws does not keep the others
    // from running; its error is thrown once they all have (several in one AggregateError).
    due.sort((a, b) => a.at - b.at || b.id - a.id);
    const errors: unknown[] = [];
    for (const { id } of due) {
      const timer = pending.get(id);
      // Cleared by one that ran before it in this batch: like a browser timer cleared in time, it does not run.
      if (timer === undefined) continue;
      pending.delete(id);
      try {
        timer.callback();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} of TanStack Query's timers failed`);
  }

  return {
    setTimeout(callback, delay) {
      // Anything else (NaN, Infinity, short) goes to the browser as it is, as with TanStack Query's own provider.
      if (!(delay >= COALESCE_FROM_MS && Number.isFinite(delay))) return clock.setTimeout(callback, delay);
      const at = Math.ceil((clock.now() + delay) / 1000) * 1000;
      lastId -= 1;
      pending.set(lastId, { at, callback });
      // A timer armed for an earlier deadline fires first and arms the next one then.
      if (armed === null || at < armed.at) arm(at);
      return lastId;
    },
    clearTimeout(id: ManagedTimerId | undefined) {
      if (id === undefined) return;
      const key = Number(id);
      // The browser timer stays armed: when it fires with nothing due it arms for the next deadline, if any.
      if (key < 0) pending.delete(key);
      else clock.clearTimeout(key);
    },
    setInterval: (callback, delay) => clock.setInterval(callback, delay),
    clearInterval: (id) => {
      if (id !== undefined) clock.clearInterval(Number(id));
    },
  };
}
