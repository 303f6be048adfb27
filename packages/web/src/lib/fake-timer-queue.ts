/**
 * Test support, imported only by unit tests: a clock whose timers run when `advance` passes their time, one at a
 * time in time order, as a browser runs them (a timer longer than a browser's longest, a signed 32-bit number of
 * milliseconds, fires at once there too). The load watches and the coalesced timers are tested on it.
 */
const LONGEST_BROWSER_TIMER_MS = 2 ** 31 - 1;

export function fakeTimerQueue(start = 0) {
  let now = start;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    timers,
    now: () => now,
    setTimeout: (callback: () => void, ms: number): number => {
      timers.set(next, { at: now + (ms > LONGEST_BROWSER_TIMER_MS ? 0 : ms), callback });
      return next++;
    },
    clearTimeout: (id: number) => {
      timers.delete(id);
    },
    advance: (ms: number) => {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}
