/**
 * The focus-session clock (part 1 §4 "Focus session"): running time from the server's start time, less the
 * pauses that ended (`pausedSeconds`) and the pause in progress, shown as hh:mm:ss; plus the other ways the
 * section words a duration. Pure, so the arithmetic is tested apart from the ticking.
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

const two = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss; hours keep counting past 99 rather than wrapping. */
export function formatHms(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The same time in words for screen readers, e.g. "1 hour 2 minutes 5 seconds". */
export function spokenDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h > 0 ? plural(h, 'hour') : null, m > 0 ? plural(m, 'minute') : null, s > 0 || seconds === 0 ? plural(s, 'second') : null];
  return parts.filter((part) => part !== null).join(' ');
}

/** A short duration for lists and totals: "45 s", "25 min", "1 h", "1 h 5 min". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

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
