/**
 * The page's timers as the load-watching helpers take them (after-first-paint.ts, after-network-quiet.ts): passed in,
 * so that their tests run on a fake clock.
 */
export interface PageTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const windowTimers: PageTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
};
