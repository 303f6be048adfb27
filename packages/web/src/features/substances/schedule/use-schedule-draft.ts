/**
 * The substance form's schedule draft: the stored schedule (once loaded) as the starting values, what the user
 * changed, its errors, and saving it after the substance itself (PUT, or DELETE when "No schedule" replaces one).
 * A refusal keeps every value and puts the server's `details` on the fields.
 */
import { useMemo, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { localDay } from '@/lib/date-format';
import { useChangeSchedule, useSchedules } from './queries';
import {
  placeScheduleErrors,
  sameScheduleValues,
  scheduleValuesFrom,
  validateSchedule,
  type ScheduleFormValues,
  type SchedulePlacement,
  type ScheduleValidation,
} from './schedule-form-values';
import type { ScheduleInput } from '@wellness/contract';

const NO_ERRORS: SchedulePlacement = { fields: {}, other: [] };

export interface ScheduleDraft {
  values: ScheduleFormValues;
  set: (patch: Partial<ScheduleFormValues>) => void;
  errors: SchedulePlacement;
  setErrors: (errors: SchedulePlacement) => void;
  /** The stored schedule is still loading. */
  loading: boolean;
  /** The stored schedule could not be loaded: saving "No schedule" then leaves it alone. */
  loadFailed: boolean;
  dirty: boolean;
  /** The schedule is being saved. */
  saving: boolean;
  validate: () => ScheduleValidation;
  /** Saves the checked input for the substance; false (with the errors placed) when the server refused it. */
  persist: (substanceId: string, input: ScheduleInput | null) => Promise<boolean>;
}

/** `kept`: the values of a draft kept from before (substance-form-draft.ts), which start the editor instead of the stored schedule. */
export function useScheduleDraft(substanceId: string | null, kept: ScheduleFormValues | null = null): ScheduleDraft {
  const schedules = useSchedules();
  const change = useChangeSchedule();
  const [today] = useState(() => localDay(new Date()));
  const existing = substanceId === null ? null : (schedules.data?.find((schedule) => schedule.substanceId === substanceId) ?? null);
  const initial = useMemo(() => scheduleValuesFrom(existing, today), [existing, today]);
  const [draft, setDraft] = useState<ScheduleFormValues | null>(kept);
  const [errors, setErrors] = useState<SchedulePlacement>(NO_ERRORS);
  const values = draft ?? initial;

  async function persist(id: string, input: ScheduleInput | null): Promise<boolean> {
    if (input === null && existing === null) return true;
    try {
      await change.mutateAsync({ substanceId: id, input });
      setErrors(NO_ERRORS);
      return true;
    } catch (error) {
      // The failure itself is logged by the query client (lib/query-client.ts).
      setErrors(error instanceof ApiError ? placeScheduleErrors(error.details) : NO_ERRORS);
      return false;
    }
  }

  return {
    values,
    set: (patch) => setDraft((current) => ({ ...(current ?? initial), ...patch })),
    errors,
    setErrors,
    loading: substanceId !== null && schedules.isPending,
    loadFailed: substanceId !== null && schedules.isError,
    dirty: draft !== null && !sameScheduleValues(draft, initial),
    saving: change.isPending,
    validate: () => validateSchedule(values),
    persist,
  };
}
