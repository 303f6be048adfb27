/**
 * The schedule editor's values (text, as the inputs hold them) and their conversion to and from the contract's
 * `ScheduleInput`. "No schedule" is a mode of the form, not a payload: saving it removes the schedule. Validation
 * runs the contract's own `scheduleInputSchema`, so the form says what the server would, and the server's 400
 * `details` land on the same fields.
 */
import {
  DEFAULT_REMINDER_SETTINGS,
  REMINDER_CHANNELS,
  SCHEDULE_DEFAULTS,
  SCHEDULE_WEEKDAYS,
  scheduleInputSchema,
  type ReminderChannel,
  type Schedule,
  type ScheduleInput,
  type ScheduleWeekday,
} from '@wellness/contract';
import { strictNumber } from '../substance-form-values';
import { placeFieldErrors, type FieldPlacement } from '@/lib/field-errors';

export type ScheduleMode = 'none' | 'fixed' | 'as-needed';
/** Every day, chosen weekdays, or every N days from the start date. */
export type RepeatMode = 'daily' | 'weekdays' | 'interval';

export interface ScheduleFormValues {
  mode: ScheduleMode;
  /** Local times "HH:MM", in the order shown (sorted when a time is left, and in the payload). */
  times: string[];
  repeat: RepeatMode;
  weekdays: ScheduleWeekday[];
  everyNDays: string;
  amount: string;
  startDate: string;
  endDate: string;
  remindersEnabled: boolean;
  channels: ReminderChannel[];
  repeatEveryMinutes: string;
  giveUpAfterMinutes: string;
  quietHoursOn: boolean;
  quietFrom: string;
  quietTo: string;
  refillLeadDays: string;
}

export const SCHEDULE_FIELDS = [
  'times',
  'weekdays',
  'everyNDays',
  'amount',
  'startDate',
  'endDate',
  'channels',
  'repeatEveryMinutes',
  'giveUpAfterMinutes',
  'quietHours',
  'refillLeadDays',
] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

export type SchedulePlacement = FieldPlacement<ScheduleField>;

export const DEFAULT_TIME = '08:00';
const DEFAULT_INTERVAL = '2';

/** A new schedule's values: no schedule yet; once a kind is chosen, 08:00 every day from today. */
export function emptyScheduleValues(today: string): ScheduleFormValues {
  return {
    mode: 'none',
    times: [DEFAULT_TIME],
    repeat: 'daily',
    weekdays: [...SCHEDULE_WEEKDAYS],
    everyNDays: DEFAULT_INTERVAL,
    amount: '',
    startDate: today,
    endDate: '',
    remindersEnabled: DEFAULT_REMINDER_SETTINGS.enabled,
    channels: [...DEFAULT_REMINDER_SETTINGS.channels],
    repeatEveryMinutes: String(DEFAULT_REMINDER_SETTINGS.repeatEveryMinutes),
    giveUpAfterMinutes: String(DEFAULT_REMINDER_SETTINGS.giveUpAfterMinutes),
    quietHoursOn: false,
    quietFrom: '22:00',
    quietTo: '07:00',
    refillLeadDays: String(SCHEDULE_DEFAULTS.refillLeadDays),
  };
}

/** The editor's values for a stored schedule, or the empty ones when there is none. */
export function scheduleValuesFrom(schedule: Schedule | null, today: string): ScheduleFormValues {
  const empty = emptyScheduleValues(today);
  if (schedule === null) return empty;
  const repeat: RepeatMode = schedule.weekdays !== null ? 'weekdays' : schedule.everyNDays !== null ? 'interval' : 'daily';
  return {
    mode: schedule.kind,
    times: schedule.kind === 'fixed' ? [...schedule.times] : empty.times,
    repeat,
    weekdays: schedule.weekdays ? sortWeekdays(schedule.weekdays) : empty.weekdays,
    everyNDays: schedule.everyNDays === null ? empty.everyNDays : String(schedule.everyNDays),
    amount: schedule.amount === null ? '' : String(schedule.amount),
    startDate: schedule.startDate,
    endDate: schedule.endDate ?? '',
    remindersEnabled: schedule.reminders.enabled,
    channels: REMINDER_CHANNELS.filter((channel) => schedule.reminders.channels.includes(channel)),
    repeatEveryMinutes: String(schedule.reminders.repeatEveryMinutes),
    giveUpAfterMinutes: String(schedule.reminders.giveUpAfterMinutes),
    quietHoursOn: schedule.reminders.quietHours !== null,
    quietFrom: schedule.reminders.quietHours?.from ?? empty.quietFrom,
    quietTo: schedule.reminders.quietHours?.to ?? empty.quietTo,
    refillLeadDays: String(schedule.refillLeadDays),
  };
}

export function sortWeekdays(days: readonly ScheduleWeekday[]): ScheduleWeekday[] {
  return SCHEDULE_WEEKDAYS.filter((day) => days.includes(day));
}

/** Times earliest first; blanks (a cleared input) stay at the end, where the user can still fix them. */
export function sortTimes(times: readonly string[]): string[] {
  return [...times].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
}

/** The time a new row starts at: an hour after the latest, else 08:00; never one already listed. */
export function nextTime(times: readonly string[]): string {
  const minutes = times.filter((time) => /^\d{2}:\d{2}$/.test(time)).map((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
  let candidate = minutes.length === 0 ? 8 * 60 : (Math.max(...minutes) + 60) % (24 * 60);
  for (let tries = 0; tries < 24 * 60; tries += 1) {
    const text = `${String(Math.floor(candidate / 60)).padStart(2, '0')}:${String(candidate % 60).padStart(2, '0')}`;
    if (!times.includes(text)) return text;
    candidate = (candidate + 1) % (24 * 60);
  }
  return DEFAULT_TIME;
}

/** A whole-number field: empty is NaN, so the contract reports it rather than a silent default. */
function requiredNumber(text: string): number {
  return strictNumber(text) ?? Number.NaN;
}

/** The payload for a schedule, or null for "no schedule". */
export function toScheduleInput(values: ScheduleFormValues): ScheduleInput | null {
  if (values.mode === 'none') return null;
  const fixed = values.mode === 'fixed';
  return {
    kind: values.mode,
    times: fixed ? sortTimes(values.times) : [],
    weekdays: fixed && values.repeat === 'weekdays' ? sortWeekdays(values.weekdays) : null,
    everyNDays: fixed && values.repeat === 'interval' ? requiredNumber(values.everyNDays) : null,
    amount: strictNumber(values.amount),
    startDate: values.startDate.trim(),
    endDate: values.endDate.trim() === '' ? null : values.endDate.trim(),
    reminders: {
      enabled: fixed && values.remindersEnabled,
      channels: REMINDER_CHANNELS.filter((channel) => values.channels.includes(channel)),
      repeatEveryMinutes: requiredNumber(values.repeatEveryMinutes),
      giveUpAfterMinutes: requiredNumber(values.giveUpAfterMinutes),
      quietHours: values.quietHoursOn ? { from: values.quietFrom, to: values.quietTo } : null,
    },
    refillLeadDays: requiredNumber(values.refillLeadDays),
  };
}

/** Where a contract or server path ("times.1", "reminders.quietHours.to", "body.amount") is shown. */
export function fieldOfPath(path: string): ScheduleField | null {
  const parts = path.split('.').filter((part) => part !== '' && part !== 'body');
  const [head, next] = parts;
  if (head === 'reminders') {
    if (next === 'quietHours') return 'quietHours';
    return next === 'channels' || next === 'repeatEveryMinutes' || next === 'giveUpAfterMinutes' ? next : null;
  }
  if (head === 'kind') return 'times';
  return SCHEDULE_FIELDS.find((field) => field === head) ?? null;
}

const NOT_A_NUMBER = 'Enter a whole number';

/** Places `{path, message}` items (the contract's issues or the server's `details`) on the editor's fields. */
export function placeScheduleErrors(items: ReadonlyArray<{ path: string; message: string }>): SchedulePlacement {
  return placeFieldErrors(items, fieldOfPath);
}

export type ScheduleValidation = { ok: true; input: ScheduleInput | null } | { ok: false; errors: SchedulePlacement };

/** Checks the values against the contract; a blank or non-number count says so instead of zod's type message. */
export function validateSchedule(values: ScheduleFormValues): ScheduleValidation {
  const input = toScheduleInput(values);
  if (input === null) return { ok: true, input };
  const result = scheduleInputSchema.safeParse(input);
  if (result.success) return { ok: true, input: result.data };
  const items = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const placed = placeScheduleErrors(items);
  const counts: Array<[ScheduleField, number | null]> = [
    ['everyNDays', input.everyNDays],
    ['repeatEveryMinutes', input.reminders.repeatEveryMinutes],
    ['giveUpAfterMinutes', input.reminders.giveUpAfterMinutes],
    ['refillLeadDays', input.refillLeadDays],
  ];
  for (const [field, value] of counts) if (value !== null && Number.isNaN(value) && placed.fields[field] !== undefined) placed.fields[field] = NOT_A_NUMBER;
  if (input.amount !== null && Number.isNaN(input.amount) && placed.fields.amount !== undefined) placed.fields.amount = 'Must be a number';
  return { ok: false, errors: placed };
}

/** Whether two sets of values would save the same schedule (the discard guard's question). */
export function sameScheduleValues(a: ScheduleFormValues, b: ScheduleFormValues): boolean {
  if (a.mode === 'none' && b.mode === 'none') return true;
  return JSON.stringify(toComparable(a)) === JSON.stringify(toComparable(b));
}

function toComparable(values: ScheduleFormValues): unknown {
  return { ...values, times: sortTimes(values.times.map((time) => time.trim())), weekdays: sortWeekdays(values.weekdays) };
}
