/**
 * A bench user with `years` of history, seeded through the API as a person would fill it: four substances, about 20
 * doses and one full entry a day, and 200 focus sessions today with one running (the focus-session reads then answer
 * about 60 KB). The ratio benchmark and the soak both start from it.
 */
import { registerVerified, type SeedableApp } from './bench-app.js';
import { yieldToEventLoop } from './timing.js';

const DAY_MS = 86_400_000;
const SESSIONS_TODAY = 200;
/** The bench user's password, for benches that sign in again against another server on the seeded file. */
export const BENCH_PASSWORD = 'Bench-Password-123!';

export interface SeededUser {
  auth: Record<string, string>;
  substanceId: string;
  userId: string;
}

/** Seeds `years` of history through the API: four substances, about 20 doses and one full entry a day. */
export async function seedUser(app: SeedableApp, email: string, years: number): Promise<SeededUser> {
  const password = BENCH_PASSWORD;
  await registerVerified(app, email, password);
  const login = await app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const auth = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
  const ids: string[] = [];
  for (const name of ['Magnesium', 'Omega-3', 'Vitamin D', 'Methylphenidate']) {
    const created = await app.server.inject({ method: 'POST', url: '/api/supplements', headers: auth, payload: { name, remainingSupply: 100_000 } });
    if (created.statusCode !== 201) throw new Error(`seeding a substance failed: ${created.statusCode} ${created.body}`);
    ids.push(created.json<{ id: string }>().id);
  }
  const days = Math.round(years * 365.25);
  const now = Date.now();
  // Each calendar day (UTC, the bench user's zone) gets its 20 doses from 06:00, so every run measures the same data
  // whatever the hour it starts; today's not yet reached are logged in the 20 seconds before now instead.
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  for (let d = days - 1; d >= 0; d--) {
    const dayStart = todayStart - d * DAY_MS + 6 * 3_600_000;
    const doseTime = (i: number) => {
      const at = dayStart + i * 60_000;
      return at <= now ? at : Math.max(todayStart, now - (20 - i) * 1000);
    };
    const doses = Array.from({ length: 20 }, (_, i) =>
      app.server.inject({
        method: 'POST',
        url: '/api/supplement-doses',
        headers: auth,
        payload: { supplementId: ids[i % ids.length], timestamp: new Date(doseTime(i)).toISOString() },
      }),
    );
    const date = new Date(todayStart - d * DAY_MS).toISOString().slice(0, 10);
    const rating = (d % 10) + 1;
    const entry = app.server.inject({
      method: 'POST',
      url: '/api/entries',
      headers: auth,
      payload: {
        date,
        time: '21:00',
        overallRating: rating,
        focusLevel: rating,
        taskInitiation: 5,
        restlessness: 5,
        productivity: rating,
        tags: ['Focused'],
        notes: 'A day of the bench user',
        supplements: [{ supplementId: ids[0] }],
      },
    });
    const answers = await Promise.all([...doses, entry]);
    const failed = answers.find((a) => a.statusCode >= 400);
    if (failed) throw new Error(`seeding failed: ${failed.statusCode} ${failed.body}`);
    await yieldToEventLoop();
  }
  // Today's sessions: the focus-session reads answer every one of them (about 60 KB), and one is running.
  for (let i = 0; i < SESSIONS_TODAY; i++) {
    const started = await app.server.inject({
      method: 'POST',
      url: '/api/focus-sessions/start',
      headers: auth,
      payload: { sessionType: 'BORING_TASK', plannedDuration: 25 },
    });
    const id = started.json<{ id: string }>().id;
    await app.server.inject({ method: 'PATCH', url: `/api/focus-sessions/${id}/stop`, headers: auth, payload: { productivity: 7, notes: 'Bench session' } });
    await yieldToEventLoop();
  }
  await app.server.inject({ method: 'POST', url: '/api/focus-sessions/start', headers: auth, payload: { sessionType: 'READING', plannedDuration: 25 } });
  const me = await app.server.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  const userId = me.statusCode === 200 ? me.json<{ user: { id: string } }>().user.id : undefined;
  if (userId === undefined) throw new Error(`reading the bench user failed: ${me.statusCode} ${me.body}`);
  return { auth, substanceId: ids[0] ?? '', userId };
}
