/**
 * Effects by the hour's observations: each rated session and rated entry placed at its local clock time (a session
 * at its start, what a dose could act on when the work began).
 */
import { minuteOfDayIn } from '../../lib/calendar.js';
import type { TimedObservation } from './dose-response.js';

interface RatedSession {
  local_day: string;
  started_at: string;
  productivity: number | null;
}

interface TimedEntry {
  local_day: string;
  local_time: string;
  productivity: number | null;
  focus_level: number | null;
  session_id: string | null;
}

export function timedObservations(sessions: readonly RatedSession[], entries: readonly TimedEntry[], timezone: string): TimedObservation[] {
  return [
    ...sessions.map((s) => ({
      day: s.local_day,
      minute: minuteOfDayIn(new Date(s.started_at), timezone),
      kind: 'session' as const,
      productivity: s.productivity,
      focus: null,
    })),
    ...entries.map((e) => ({
      day: e.local_day,
      minute: Number(e.local_time.slice(0, 2)) * 60 + Number(e.local_time.slice(3, 5)),
      kind: 'entry' as const,
      // An entry linked to a session rates that session, whose own productivity is already counted.
      productivity: e.session_id === null ? e.productivity : null,
      focus: e.focus_level,
    })),
  ];
}
