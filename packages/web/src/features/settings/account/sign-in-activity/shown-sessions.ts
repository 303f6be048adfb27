/**
 * Which logins the card lists: the 10 most recently used until the user asks for all, so a long history does not
 * take over Account & Data. This device's login is always listed, in its place, even when it is not among them.
 */
export const SESSIONS_SHOWN = 10;

export function shownSessions<T extends { current: boolean }>(sessions: readonly T[], showAll: boolean): T[] {
  if (showAll || sessions.length <= SESSIONS_SHOWN) return [...sessions];
  const first = sessions.slice(0, SESSIONS_SHOWN);
  if (first.some((session) => session.current)) return first;
  const current = sessions.find((session) => session.current);
  return current ? [...sessions.slice(0, SESSIONS_SHOWN - 1), current] : first;
}
