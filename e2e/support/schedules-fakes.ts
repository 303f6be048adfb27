/**
 * Fixed answers for the schedule reads (GET /schedules, /reminders/today, /adherence) and run-out forecasts patched
 * into the real substance lists, so the schedule screens can be looked at in every state (taken, due, overdue,
 * snoozed, skipped, missed; 30 days of adherence) on a fresh account. Writes still go to the real server.
 */
import type { Page, Route } from 'playwright-core';

export interface FakeIds {
  sertraline: string;
  methylphenidate: string;
  vitaminD: string;
  ibuprofen: string;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const REMINDERS = { enabled: true, channels: ['push', 'in-app'], repeatEveryMinutes: 15, giveUpAfterMinutes: 120, quietHours: null };

function schedule(substanceId: string, substanceName: string, over: Record<string, unknown>) {
  return {
    substanceId,
    substanceName,
    kind: 'fixed',
    times: ['08:00'],
    weekdays: null,
    everyNDays: null,
    amount: null,
    startDate: '2026-10-01',
    endDate: null,
    reminders: REMINDERS,
    refillLeadDays: 7,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...over,
  };
}

/** An instant `time` (HH:MM) on `day` in New York (the test browser's zone), standard time. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`).toISOString();

function occurrence(ids: FakeIds, today: string, substance: keyof FakeIds, name: string, time: string, state: string, over: Record<string, unknown> = {}) {
  return {
    id: `${ids[substance]}:${today}:${time}`,
    substanceId: ids[substance],
    substanceName: name,
    date: today,
    time,
    scheduledAt: at(today, time),
    amount: null,
    unit: null,
    state,
    onTime: null,
    dose: null,
    snoozedUntil: null,
    skipReason: null,
    closesAt: at(today, '23:59'),
    ...over,
  };
}

export function fakeSchedules(ids: FakeIds) {
  return [
    schedule(ids.sertraline, 'Sertraline', { times: ['08:00', '20:00'], amount: 50 }),
    schedule(ids.methylphenidate, 'Methylphenidate', { times: ['07:30', '12:30'], weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], amount: 10 }),
    schedule(ids.vitaminD, 'Vitamin D3', {
      times: ['09:00'],
      everyNDays: 2,
      amount: 1000,
      reminders: { ...REMINDERS, quietHours: { from: '22:00', to: '07:00' } },
    }),
    schedule(ids.ibuprofen, 'Ibuprofen', { kind: 'as-needed', times: [], amount: 200, reminders: { ...REMINDERS, enabled: false } }),
  ];
}

export function fakeToday(ids: FakeIds, today: string) {
  return {
    date: today,
    occurrences: [
      occurrence(ids, today, 'methylphenidate', 'Methylphenidate', '07:30', 'taken', {
        amount: 10,
        unit: 'mg',
        onTime: true,
        dose: { id: 'd1', timestamp: at(today, '07:34'), dosage: 10 },
      }),
      occurrence(ids, today, 'sertraline', 'Sertraline', '08:00', 'taken', {
        amount: 50,
        unit: 'mg',
        onTime: false,
        dose: { id: 'd2', timestamp: at(today, '09:12'), dosage: 50 },
      }),
      occurrence(ids, today, 'vitaminD', 'Vitamin D3', '09:00', 'skipped', { amount: 1000, unit: 'IU', skipReason: 'Ran out at home' }),
      occurrence(ids, today, 'methylphenidate', 'Methylphenidate', '12:30', 'late', { amount: 10, unit: 'mg' }),
      occurrence(ids, today, 'sertraline', 'Sertraline', '20:00', 'due', { amount: 50, unit: 'mg', snoozedUntil: null }),
    ],
  };
}

export function fakeAdherence(ids: FakeIds, today: string) {
  const row = (substanceId: string, substanceName: string, scheduled: number, onTime: number, late: number, missed: number, skipped: number) => ({
    substanceId,
    substanceName,
    scheduled,
    onTime,
    late,
    missed,
    skipped,
    adherence: (onTime + late) / scheduled,
  });
  return {
    days: 30,
    from: addDays(today, -29),
    to: today,
    substances: [
      row(ids.sertraline, 'Sertraline', 28, 24, 2, 1, 1),
      row(ids.methylphenidate, 'Methylphenidate', 42, 40, 1, 1, 0),
      row(ids.vitaminD, 'Vitamin D3', 15, 12, 0, 1, 2),
    ],
  };
}

const LISTS = new Set(['/api/supplements', '/api/prescriptions', '/api/otc-medications', '/api/daily/supplements']);

/** Serves the fakes; the substance lists come from the server with a run-out forecast on each item with a supply. */
export async function serveScheduleFakes(page: Page, ids: FakeIds, today: string): Promise<void> {
  const json = (route: Route, body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(
    (url) => url.pathname === '/api/schedules',
    (route) => (route.request().method() === 'GET' ? json(route, { schedules: fakeSchedules(ids) }) : route.continue()),
  );
  await page.route(
    (url) => url.pathname === '/api/reminders/today',
    (route) => json(route, fakeToday(ids, today)),
  );
  await page.route(
    (url) => url.pathname === '/api/adherence',
    (route) => json(route, fakeAdherence(ids, today)),
  );
  await page.route(
    (url) => LISTS.has(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as unknown;
      const patch = (item: Record<string, unknown>) => {
        const daysLeft = item['id'] === ids.methylphenidate ? 3 : 15;
        const date = addDays(today, daysLeft);
        return { ...item, runOut: item['remainingSupply'] === null ? null : { date, daysLeft, basis: 'schedule', refillBy: addDays(date, -7) } };
      };
      const patched = Array.isArray(body)
        ? body.map((item: Record<string, unknown>) => patch(item))
        : {
            ...(body as { supplements: Array<Record<string, unknown>> }),
            supplements: (body as { supplements: Array<Record<string, unknown>> }).supplements.map(patch),
          };
      return json(route, patched);
    },
  );
}
