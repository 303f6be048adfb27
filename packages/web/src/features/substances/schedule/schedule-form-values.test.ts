import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, type Schedule } from '@wellness/contract';
import {
  emptyScheduleValues,
  fieldOfPath,
  nextTime,
  placeScheduleErrors,
  sameScheduleValues,
  scheduleValuesFrom,
  sortTimes,
  toScheduleInput,
  validateSchedule,
  type ScheduleFormValues,
} from './schedule-form-values';

const TODAY = '2026-11-29';
const fixed = (over: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({ ...emptyScheduleValues(TODAY), mode: 'fixed', amount: '50', ...over });

const stored: Schedule = {
  substanceId: 's1',
  substanceName: 'Sertraline',
  kind: 'fixed',
  times: ['08:00', '20:00'],
  weekdays: ['mon', 'wed', 'fri'],
  everyNDays: null,
  amount: 50,
  startDate: '2026-11-01',
  endDate: '2027-01-31',
  reminders: { enabled: true, channels: ['email', 'push'], repeatEveryMinutes: 10, giveUpAfterMinutes: 60, quietHours: { from: '22:00', to: '07:00' } },
  refillLeadDays: 5,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('form values to ScheduleInput', () => {
  it('"No schedule" is no payload', () => {
    expect(toScheduleInput(emptyScheduleValues(TODAY))).toBeNull();
    expect(validateSchedule(emptyScheduleValues(TODAY))).toEqual({ ok: true, input: null });
  });

  it('every day at sorted times, with the default reminders', () => {
    expect(toScheduleInput(fixed({ times: ['20:00', '08:00'] }))).toEqual({
      kind: 'fixed',
      times: ['08:00', '20:00'],
      weekdays: null,
      everyNDays: null,
      amount: 50,
      startDate: TODAY,
      endDate: null,
      reminders: { ...DEFAULT_REMINDER_SETTINGS, channels: ['push', 'in-app'] },
      refillLeadDays: 7,
    });
  });

  it('chosen weekdays in week order, or every N days', () => {
    expect(toScheduleInput(fixed({ repeat: 'weekdays', weekdays: ['fri', 'mon'] }))?.weekdays).toEqual(['mon', 'fri']);
    const interval = toScheduleInput(fixed({ repeat: 'interval', everyNDays: '3' }));
    expect([interval?.weekdays, interval?.everyNDays]).toEqual([null, 3]);
  });

  it('as needed has no times, days or reminders', () => {
    const input = toScheduleInput(fixed({ mode: 'as-needed', repeat: 'weekdays' }));
    expect(input).toMatchObject({ kind: 'as-needed', times: [], weekdays: null, everyNDays: null, reminders: { enabled: false } });
    expect(validateSchedule(fixed({ mode: 'as-needed' })).ok).toBe(true);
  });

  it('quiet hours only when switched on; an empty amount is none', () => {
    expect(toScheduleInput(fixed({ quietHoursOn: true, quietFrom: '23:00', quietTo: '06:30' }))?.reminders.quietHours).toEqual({ from: '23:00', to: '06:30' });
    expect(toScheduleInput(fixed({ amount: '' }))?.amount).toBeNull();
  });

  it('round-trips a stored schedule', () => {
    const values = scheduleValuesFrom(stored, TODAY);
    expect(values).toMatchObject({ mode: 'fixed', repeat: 'weekdays', channels: ['push', 'email'], quietHoursOn: true, endDate: '2027-01-31' });
    const { createdAt: _c, updatedAt: _u, substanceId: _s, substanceName: _n, ...input } = stored;
    expect(toScheduleInput(values)).toEqual({ ...input, reminders: { ...input.reminders, channels: ['push', 'email'] } });
  });
});

describe('validation mirrors scheduleInputSchema', () => {
  const errorsOf = (values: ScheduleFormValues) => {
    const result = validateSchedule(values);
    return result.ok ? {} : result.errors.fields;
  };

  it('needs a time, unique times and a weekday', () => {
    expect(errorsOf(fixed({ times: [] })).times).toBe('Add at least one time of day');
    expect(errorsOf(fixed({ times: ['08:00', '08:00'] })).times).toBe('Each time of day may appear once');
    expect(errorsOf(fixed({ times: ['8'] })).times).toBe('Use a time like 08:00');
    expect(errorsOf(fixed({ repeat: 'weekdays', weekdays: [] })).weekdays).toBe('Choose at least one weekday');
  });

  it('says so for counts that are blank or not numbers', () => {
    expect(errorsOf(fixed({ repeat: 'interval', everyNDays: '' })).everyNDays).toBe('Enter a whole number');
    expect(errorsOf(fixed({ repeatEveryMinutes: 'soon' })).repeatEveryMinutes).toBe('Enter a whole number');
    expect(errorsOf(fixed({ refillLeadDays: '1.5' })).refillLeadDays).toBe('Use whole days');
    expect(errorsOf(fixed({ amount: 'two' })).amount).toBe('Must be a number');
    expect(errorsOf(fixed({ amount: '0' })).amount).toBe('Must be more than 0');
  });

  it('end before start, and quiet hours that start and end together', () => {
    expect(errorsOf(fixed({ endDate: '2026-11-01' })).endDate).toBe('The end date must be on or after the start date');
    expect(errorsOf(fixed({ quietHoursOn: true, quietFrom: '22:00', quietTo: '22:00' })).quietHours).toBe('Quiet hours must start and end at different times');
  });
});

describe('server details land on the fields', () => {
  it('maps paths, with or without a body prefix', () => {
    expect(fieldOfPath('times.1')).toBe('times');
    expect(fieldOfPath('body.amount')).toBe('amount');
    expect(fieldOfPath('reminders.quietHours.to')).toBe('quietHours');
    expect(fieldOfPath('reminders.channels.0')).toBe('channels');
    expect(fieldOfPath('reminders')).toBeNull();
  });

  it('keeps the first message per field and the rest for the banner', () => {
    expect(
      placeScheduleErrors([
        { path: 'times.0', message: 'first' },
        { path: 'times.1', message: 'second' },
        { path: 'substanceId', message: 'Substance not found' },
      ]),
    ).toEqual({ fields: { times: 'first' }, other: ['Substance not found'] });
  });
});

describe('times and sameness', () => {
  it('sorts times with blanks last, and suggests an unused next time', () => {
    expect(sortTimes(['20:00', '', '08:00'])).toEqual(['08:00', '20:00', '']);
    expect(nextTime([])).toBe('08:00');
    expect(nextTime(['08:00', '12:30'])).toBe('13:30');
    expect(nextTime(['23:30'])).toBe('00:30');
  });

  it('treats reordered times as the same, and any two "none" as the same', () => {
    expect(sameScheduleValues(fixed({ times: ['20:00', '08:00'] }), fixed({ times: ['08:00', '20:00'] }))).toBe(true);
    expect(sameScheduleValues(fixed(), fixed({ amount: '60' }))).toBe(false);
    expect(sameScheduleValues(emptyScheduleValues(TODAY), { ...emptyScheduleValues(TODAY), amount: '5' })).toBe(true);
  });
});
