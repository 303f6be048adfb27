/**
 * The start form's values (type BORING_TASK, 25 minutes by default; the contract caps the plan at
 * MAX_PLANNED_MINUTES), checked with the contract's schema so the messages match the server's. The type and
 * length of the last start are remembered in this browser and offered next time.
 */
import { DEFAULT_PLANNED_MINUTES, DEFAULT_SESSION_TYPE, startSessionRequestSchema, type SessionType } from '@wellness/contract';

export interface StartFormValues {
  sessionType: SessionType;
  /** As typed, so a half-typed number is not rewritten under the user's fingers. */
  plannedMinutes: string;
}

export function defaultStartValues(): StartFormValues {
  return { sessionType: DEFAULT_SESSION_TYPE, plannedMinutes: String(DEFAULT_PLANNED_MINUTES) };
}

export type StartCheck = { ok: true; body: { sessionType: SessionType; plannedDuration: number } } | { ok: false; error: string };

export function checkStart(values: StartFormValues): StartCheck {
  const text = values.plannedMinutes.trim();
  // An empty box is "not a number", not 0 (which Number('') would give).
  const plannedDuration = text === '' ? Number.NaN : Number(text);
  const parsed = startSessionRequestSchema.safeParse({ sessionType: values.sessionType, plannedDuration });
  if (parsed.success) return { ok: true, body: { sessionType: parsed.data.sessionType, plannedDuration: parsed.data.plannedDuration } };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the planned minutes' };
}

/** The remembered choice of the last start, under this name in lib/stored-preference.ts. */
export const LAST_START_PREFERENCE = 'focus.lastStart';

export interface LastStart {
  sessionType: SessionType;
  plannedDuration: number;
}

/** A stored last start, if it is still one the form would accept (a type that exists, a length in range). */
export function parseLastStart(stored: unknown): LastStart | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const parsed = startSessionRequestSchema.safeParse(stored);
  return parsed.success ? { sessionType: parsed.data.sessionType, plannedDuration: parsed.data.plannedDuration } : null;
}

/** The form's first values: the last start's when there is one, else the spec's defaults. */
export function startValuesFrom(last: LastStart | null): StartFormValues {
  return last === null ? defaultStartValues() : { sessionType: last.sessionType, plannedMinutes: String(last.plannedDuration) };
}
