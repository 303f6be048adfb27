/**
 * The planned end of a focus session, pure so it is tested apart from timers: the countdown the
 * document title shows while a session runs, how long until the planned minutes of running time are reached (the
 * moment the end is announced), and the sentence that announces it.
 */
import { SESSION_TYPE_LABELS, type SessionType } from '@wellness/contract';
import type { SessionTiming } from './session-clock';

const two = (n: number) => String(n).padStart(2, '0');

/** "24:13" under an hour, "1:05:00" from an hour. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export const TIME_UP = 'Time’s up';

/** What the title says before the page's name: "24:13 left", "Paused, 24:13 left", or "Time’s up". */
export function countdownText(elapsedSeconds: number, plannedMinutes: number, paused: boolean): string {
  const left = Math.max(1, plannedMinutes) * 60 - Math.max(0, elapsedSeconds);
  if (left <= 0) return TIME_UP;
  return paused ? `Paused, ${clock(left)} left` : `${clock(left)} left`;
}

export function titleWithCountdown(baseTitle: string, countdown: string | null): string {
  return countdown === null ? baseTitle : `${countdown} · ${baseTitle}`;
}

/**
 * Milliseconds from `nowMs` until the session's running time reaches its planned minutes; null while paused
 * (the end moves with the pause) and once it has passed, since the end is announced when crossed with the page
 * open, not again on every load after it.
 */
export function msUntilPlannedEnd(session: SessionTiming, plannedMinutes: number, nowMs: number): number | null {
  if (session.isPaused) return null;
  const start = Date.parse(session.startTime);
  if (Number.isNaN(start)) return null;
  const endsAt = start + session.pausedSeconds * 1000 + Math.max(1, plannedMinutes) * 60_000;
  const left = endsAt - nowMs;
  return left > 0 ? left : null;
}

/** "Your planned 25 minutes of boring task are done." */
export function endMessage(plannedMinutes: number, type: SessionType): string {
  const minutes = plannedMinutes === 1 ? '1 minute' : `${plannedMinutes} minutes`;
  return `Your planned ${minutes} of ${SESSION_TYPE_LABELS[type].toLowerCase()} ${plannedMinutes === 1 ? 'is' : 'are'} done.`;
}
