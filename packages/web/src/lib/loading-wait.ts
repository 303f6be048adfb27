/**
 * One wait as the user sees it. The Daily tab's "Loading…" line is drawn in turn by the outline while the session
 * is restored, by the shell while the tab's chunk downloads and by the tab while its reads answer: three components
 * in the same place, each with its own spinner. Their spinners' delay counts from when that line first appeared, not
 * from the last handover, so a long load turns the spinner when it has lasted the delay and a quick one never does.
 */

/** A loading status that appears within this long of the previous one's going continues the same wait. */
export const LOADING_HANDOVER_MS = 250;

export interface LoadingWaits {
  /** A loading status appears at `now`: when the wait it belongs to began. */
  begin(now: number): number;
  /** One of them goes at `now`. */
  end(now: number): void;
  /** How long the wait a status appearing at `now` would belong to has lasted (0 for a new one). */
  lasted(now: number): number;
}

export function createLoadingWaits(handoverMs = LOADING_HANDOVER_MS): LoadingWaits {
  let open = 0;
  let startedAt = 0;
  let lastEndedAt = Number.NEGATIVE_INFINITY;
  const continues = (now: number) => open > 0 || now - lastEndedAt <= handoverMs;
  return {
    begin(now) {
      if (!continues(now)) startedAt = now;
      open += 1;
      return startedAt;
    },
    end(now) {
      open = Math.max(0, open - 1);
      if (open === 0) lastEndedAt = now;
    },
    lasted(now) {
      return continues(now) ? now - startedAt : 0;
    },
  };
}
