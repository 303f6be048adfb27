/**
 * The start form's values (part 1 §9: type BORING_TASK, 25 minutes by default; the contract caps the plan at
 * MAX_PLANNED_MINUTES), checked with the contract's schema so the messages match the server's.
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
