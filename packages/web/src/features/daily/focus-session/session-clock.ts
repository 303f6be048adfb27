/**
 * The focus-session clock: running time from the server's start time, less the
 * pauses that ended (`pausedSeconds`) and the pause in progress (shown through lib/duration-format.ts), and
 * the progress toward the planned time. Pure, so the arithmetic is tested apart from the ticking.
 */
import type { FocusSession } from '@wellness/contract';

export type SessionTiming = Pick<FocusSession, 'startTime' | 'isPaused' | 'pausedAt' | 'pausedSeconds'>;

/**
 * Whole seconds of running time at `nowMs`. While paused the answer is fixed at the moment of the pause
 * (now − start − ended pauses − (now − pausedAt)), so the display freezes. A clock behind the server's, which
 * would put "now" before the start, gives 0 rather than a negative time.
 */
export function elapsedSeconds(session: SessionTiming, nowMs: number): number {
  const start = Date.parse(session.startTime);
  if (Number.isNaN(start)) return 0;
  const pausedAt = session.isPaused && session.pausedAt !== null ? Date.parse(session.pausedAt) : Number.NaN;
  const until = Number.isNaN(pausedAt) ? nowMs : Math.min(pausedAt, nowMs);
  const runningMs = until - start - session.pausedSeconds * 1000;
  return Math.max(0, Math.floor(runningMs / 1000));
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export interface PlannedProgress {
  /** 0-100, whole. */
  percent: number;
  reached: boolean;
  /** For the progress bar's aria-valuetext and the visible caption. */
  text: string;
}

export function plannedProgress(elapsed: number, plannedMinutes: number): PlannedProgress {
  const plannedSeconds = Math.max(1, plannedMinutes) * 60;
  const reached = elapsed >= plannedSeconds;
  const percent = reached ? 100 : Math.floor((Math.max(0, elapsed) / plannedSeconds) * 100);
  const minutes = Math.floor(Math.max(0, elapsed) / 60);
  const text = reached ? `Planned ${plural(plannedMinutes, 'minute')} reached` : `${minutes} of ${plural(plannedMinutes, 'minute')}`;
  return { percent, reached, text };
}
