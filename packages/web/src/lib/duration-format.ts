/**
 * The ways the app words a length of time: the running clock (hh:mm:ss), the same in words for screen readers,
 * and the short form of lists and totals. Shared by the Daily tab and, later, Analytics and History.
 */

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
