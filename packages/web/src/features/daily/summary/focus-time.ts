/** Focus time for people, not machines: "0m", "25m", "1h 5m" from seconds (whole minutes, rounded down). */
export function formatFocusTime(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
