/**
 * Two server PROCESSES on one PostgreSQL, as behind a load balancer: refresh-token reuse, the one active focus session,
 * the sign-in lockout and which process sends a queued mail are decided in the database, never in one process.
 * cluster.test.ts checks the same with two instances in one process and a shared manual clock. Then what the Daily tab
 * reads, written on one process and read at once on the other, each read on the other process first too, so a value
 * it kept from before the write would show.
 */
import { join } from 'node:path';
import { SESSION_MESSAGES } from '@wellness/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases.js';
import { HTTP_APP_URL, HttpUser, registerVerifiedOverHttp, signedInOverHttp } from './support/http-user.js';
import { readOutbox } from './support/outbox.js';
import { exitWithin, mainIsBuilt, scratchDir, spawnServer, type ServerProcess } from './support/server-process.js';
import { STRONG_PASSWORD, uniqueEmail } from './support/test-app.js';

const postgres = testDatabases().find((d) => d.name === 'postgres');

/**
 * A process reads the real clock, so "replayed more than 10 s after its rotation" is arranged by moving the
 * recorded rotation 11 s into the past rather than by waiting 11 s: the server compares now with rotated_at
 * and nothing else, so the two are the same to it.
 */
async function backdateRotations(url: string, email: string, seconds: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rotated = await client.query<{ id: string; rotated_at: string }>(
      `SELECT t.id, t.rotated_at FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id
       WHERE u.email = $1 AND t.rotated_at IS NOT NULL`,
      [email],
    );
    for (const row of rotated.rows) {
      const earlier = new Date(Date.parse(row.rotated_at) - seconds * 1000).toISOString();
      await client.query('UPDATE refresh_tokens SET rotated_at = $1 WHERE id = $2', [earlier, row.id]);
    }
    return rotated.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe.runIf(postgres && mainIsBuilt)('two server processes on one PostgreSQL', () => {
  const outboxDir = join(scratchDir('cluster'), 'outbox');
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    // No JWT_SECRET: both must agree on the one generated and kept in the database.
    const env = { DATABASE_URL: postgres?.url ?? '', APP_URL: HTTP_APP_URL, MAIL_OUTBOX_DIR: outboxDir };
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  });
  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      server.kill('SIGTERM');
      await exitWithin(server, 10_000);
    }
  });

  it('catches a refresh token rotated on one and replayed on the other after 10 s, and ends that login on both', async () => {
    const user = await signedInOverHttp(a.origin, outboxDir);
    // The access token issued by one process is accepted by the other.
    expect((await user.call(b.origin, 'GET', '/api/auth/me')).status).toBe(200);

    const thief = new HttpUser(user.user);
    thief.cookie = user.cookie;
    const rotated = await user.call(b.origin, 'POST', '/api/auth/refresh');
    expect(rotated.status).toBe(200);
    user.accessToken = (rotated.body as { accessToken: string }).accessToken;
    expect(user.cookie).not.toBe(thief.cookie);

    expect(await backdateRotations(postgres?.url ?? '', user.user.email, 11)).toBe(1);
    expect((await thief.call(a.origin, 'POST', '/api/auth/refresh')).status).toBe(401);
    // The whole login is revoked everywhere: the newest refresh token and the access token, on both processes.
    for (const origin of [a.origin, b.origin]) {
      expect((await user.call(origin, 'GET', '/api/auth/me')).status).toBe(401);
    }
    expect((await user.call(b.origin, 'POST', '/api/auth/refresh')).status).toBe(401);
    expect((await user.call(a.origin, 'POST', '/api/auth/refresh')).status).toBe(401);
  });

  it('answers a refresh token replayed within 10 s on the other process with a fresh token of the same login', async () => {
    const user = await signedInOverHttp(a.origin, outboxDir);
    const otherTab = new HttpUser(user.user);
    otherTab.cookie = user.cookie;
    expect((await user.call(a.origin, 'POST', '/api/auth/refresh')).status).toBe(200);
    const late = await otherTab.call(b.origin, 'POST', '/api/auth/refresh');
    expect(late.status).toBe(200);
    otherTab.accessToken = (late.body as { accessToken: string }).accessToken;
    expect((await otherTab.call(a.origin, 'GET', '/api/auth/me')).status).toBe(200);
    expect((await user.call(b.origin, 'POST', '/api/auth/refresh')).status).toBe(200);
  });

  it('lets a user have one active focus session across both: starting on both at once gives one 201 and one 409', async () => {
    const user = await signedInOverHttp(a.origin, outboxDir);
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all([a, b].map((server) => user.call(server.origin, 'POST', '/api/focus-sessions/start', { plannedDuration: 25 })));
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.status === 409)?.body).toMatchObject({ error: SESSION_MESSAGES.alreadyActive });
      const started = responses.find((r) => r.status === 201)?.body as { id: string };
      const active = await user.call(b.origin, 'GET', '/api/focus-sessions/active');
      expect(active.body).toMatchObject({ session: { id: started.id } });
      expect((await user.call(a.origin, 'PATCH', `/api/focus-sessions/${started.id}/stop`, {})).status).toBe(200);
    }
  });

  it('shares sign-in failure counters: failures split across both lock the account at the same total as on one', async () => {
    const user = await registerVerifiedOverHttp(a.origin, outboxDir);
    const wrong = { email: user.user.email, password: 'Not-the-password-1' };
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? a : b;
      expect((await user.call(server.origin, 'POST', '/api/auth/login', wrong)).status).toBe(401);
    }
    // The sixth attempt is refused on either process, even with the right password.
    const right = { email: user.user.email, password: user.user.password };
    for (const server of [b, a]) {
      const refused = await user.call(server.origin, 'POST', '/api/auth/login', right);
      expect(refused.status).toBe(429);
    }
  });

  it('sends each queued mail once: both dispatchers serve one outbox table, and a row is claimed before it is sent', async () => {
    const users = Array.from({ length: 10 }, (_, i) => new HttpUser({ name: 'Once', email: uniqueEmail(`once-${i}`), password: STRONG_PASSWORD }));
    const answers = await Promise.all(users.map((u, i) => u.call((i % 2 === 0 ? a : b).origin, 'POST', '/api/auth/register', u.user)));
    expect(answers.map((r) => r.status)).toEqual(users.map(() => 201));
    const addresses = users.map((u) => u.user.email.toLowerCase());
    const mine = async () => (await readOutbox(outboxDir)).filter((mail) => addresses.includes(mail.to.toLowerCase()));
    const deadline = Date.now() + 10_000;
    while ((await mine()).length < addresses.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // A second sender would write its copy within the same moment; give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await mine()).map((mail) => mail.to.toLowerCase()).sort()).toEqual([...addresses].sort());
  });

  describe('a write on one is what the other answers next', () => {
    const ok = async (user: HttpUser, server: ServerProcess, method: string, path: string, body?: unknown): Promise<unknown> => {
      const response = await user.call(server.origin, method, path, body);
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body;
    };
    type Substance = { id: string; name: string; remainingSupply: number | null; totalDoses: number };
    type Summary = { date: string; entriesCount: number; dosesCount: number; avgRating: number | null };
    const supplementIn = (list: unknown, id: string) => (list as Substance[]).find((s) => s.id === id);
    const dailySupplementIn = (body: unknown, id: string) => supplementIn((body as { supplements: Substance[] }).supplements, id);

    it("a dose logged on A is in B's today, Daily supplements and summary, and B's supply shows its decrement", async () => {
      const user = await signedInOverHttp(a.origin, outboxDir);
      const { id } = (await ok(user, a, 'POST', '/api/supplements', { name: 'Cross Magnesium', remainingSupply: 30 })) as Substance;
      const todayBefore = (await ok(user, b, 'GET', '/api/supplement-doses/today')) as Record<string, { doses: { id: string }[] }>;
      expect(todayBefore[id]?.doses ?? []).toEqual([]);
      expect(dailySupplementIn(await ok(user, b, 'GET', '/api/daily/supplements'), id)).toMatchObject({ totalDoses: 0, remainingSupply: 30 });
      expect(supplementIn(await ok(user, b, 'GET', '/api/supplements'), id)).toMatchObject({ remainingSupply: 30 });
      const summaryBefore = (await ok(user, b, 'GET', '/api/entries/daily-summary')) as Summary;

      const logged = (await ok(user, a, 'POST', '/api/supplement-doses', { supplementId: id })) as { dose: { id: string }; remainingSupply: number };
      expect(logged.remainingSupply).toBe(29);

      const today = (await ok(user, b, 'GET', '/api/supplement-doses/today')) as Record<string, { doses: { id: string }[] }>;
      expect(today[id]?.doses.map((d) => d.id)).toEqual([logged.dose.id]);
      expect(dailySupplementIn(await ok(user, b, 'GET', '/api/daily/supplements'), id)).toMatchObject({ totalDoses: 1, remainingSupply: 29 });
      expect(supplementIn(await ok(user, b, 'GET', '/api/supplements'), id)).toMatchObject({ totalDoses: 1, remainingSupply: 29 });
      expect(await ok(user, b, 'GET', '/api/entries/daily-summary')).toMatchObject({ dosesCount: summaryBefore.dosesCount + 1 });
    });

    it('a substance renamed on A reads renamed on B', async () => {
      const user = await signedInOverHttp(a.origin, outboxDir);
      const { id } = (await ok(user, a, 'POST', '/api/supplements', { name: 'Before Rename', remainingSupply: 10 })) as Substance;
      expect(await ok(user, b, 'GET', `/api/supplements/${id}`)).toMatchObject({ name: 'Before Rename' });
      expect(dailySupplementIn(await ok(user, b, 'GET', '/api/daily/supplements'), id)).toMatchObject({ name: 'Before Rename' });

      await ok(user, a, 'PUT', `/api/supplements/${id}`, { name: 'After Rename', remainingSupply: 10 });

      expect(await ok(user, b, 'GET', `/api/supplements/${id}`)).toMatchObject({ name: 'After Rename' });
      expect(supplementIn(await ok(user, b, 'GET', '/api/supplements'), id)).toMatchObject({ name: 'After Rename' });
      expect(dailySupplementIn(await ok(user, b, 'GET', '/api/daily/supplements'), id)).toMatchObject({ name: 'After Rename' });
    });

    it("a focus session started on A is B's active one, and once stopped on A B has none", async () => {
      const user = await signedInOverHttp(a.origin, outboxDir);
      expect(await ok(user, b, 'GET', '/api/focus-sessions/active')).toEqual({ session: null });

      const started = (await ok(user, a, 'POST', '/api/focus-sessions/start', { plannedDuration: 25 })) as { id: string };
      expect(await ok(user, b, 'GET', '/api/focus-sessions/active')).toMatchObject({ session: { id: started.id, isActive: true } });

      await ok(user, a, 'PATCH', `/api/focus-sessions/${started.id}/stop`, {});
      expect(await ok(user, b, 'GET', '/api/focus-sessions/active')).toEqual({ session: null });
      const today = (await ok(user, b, 'GET', '/api/focus-sessions/today')) as { sessions: { id: string; isActive: boolean }[] };
      expect(today.sessions).toEqual([expect.objectContaining({ id: started.id, isActive: false })]);
    });

    it("an entry saved on A is in B's daily summary", async () => {
      const user = await signedInOverHttp(a.origin, outboxDir);
      const before = (await ok(user, b, 'GET', '/api/entries/daily-summary')) as Summary;
      expect(before).toMatchObject({ entriesCount: 0, avgRating: null });

      const ratings = { overallRating: 8, focusLevel: 6, taskInitiation: 5, restlessness: 4, productivity: 7 };
      await ok(user, a, 'POST', '/api/entries', { ...ratings, date: before.date });

      expect(await ok(user, b, 'GET', '/api/entries/daily-summary')).toMatchObject({ date: before.date, entriesCount: 1, avgRating: 8 });
    });

    it('regional settings, time zone and preferences saved on A are what B answers, and B counts days in the new zone', async () => {
      const user = await signedInOverHttp(a.origin, outboxDir);
      const profile = (await ok(user, b, 'GET', '/api/settings/profile')) as { name: string; email: string; preferences: { regional: unknown } };
      // UTC-11 and UTC+14: 25 hours apart, so "today" is never the same day in both.
      await ok(user, a, 'PUT', '/api/settings/profile', { name: profile.name, email: profile.email, timezone: 'Pacific/Pago_Pago' });
      const west = (await ok(user, b, 'GET', '/api/entries/daily-summary')) as Summary;

      const regional = { country: 'GB', market: 'EU', currency: 'GBP', dateFormat: 'EU', timeFormat: '24h', measurementUnits: 'metric' };
      await ok(user, a, 'PUT', '/api/settings/profile', {
        name: profile.name,
        email: profile.email,
        timezone: 'Pacific/Kiritimati',
        preferences: { regional },
      });
      expect(await ok(user, b, 'GET', '/api/settings/profile')).toMatchObject({ timezone: 'Pacific/Kiritimati', preferences: { regional } });
      const east = (await ok(user, b, 'GET', '/api/entries/daily-summary')) as Summary;
      expect(east.date > west.date, `${east.date} after ${west.date}`).toBe(true);

      const preferences = (await ok(user, b, 'GET', '/api/preferences')) as { theme: string; goodDayThreshold: number };
      expect(preferences).toMatchObject({ theme: 'AUTO', goodDayThreshold: 7 });
      await ok(user, a, 'PUT', '/api/preferences', { ...preferences, theme: 'DARK', goodDayThreshold: 8 });
      expect(await ok(user, b, 'GET', '/api/preferences')).toMatchObject({ theme: 'DARK', goodDayThreshold: 8 });
    });

    it('an access token B has already accepted is refused by B once its login is signed out on A', async () => {
      const user = await signedInOverHttp(a.origin, outboxDir);
      expect((await user.call(b.origin, 'GET', '/api/entries/daily-summary')).status).toBe(200);
      expect((await user.call(b.origin, 'GET', '/api/auth/me')).status).toBe(200);

      expect((await user.call(a.origin, 'POST', '/api/auth/logout')).status).toBe(200);

      expect((await user.call(b.origin, 'GET', '/api/auth/me')).status).toBe(401);
      expect((await user.call(b.origin, 'GET', '/api/entries/daily-summary')).status).toBe(401);
    });

    it('an access token B has already accepted is refused by B once A revokes its login from another', async () => {
      const phone = await signedInOverHttp(a.origin, outboxDir);
      const laptop = new HttpUser(phone.user);
      await laptop.signIn(b.origin);
      expect((await laptop.call(b.origin, 'GET', '/api/supplement-doses/today')).status).toBe(200);
      const sessions = (await ok(laptop, b, 'GET', '/api/auth/sessions')) as { sessions: { id: string; current: boolean }[] };
      const laptopLogin = sessions.sessions.find((s) => s.current)?.id ?? '';

      expect((await phone.call(a.origin, 'DELETE', `/api/auth/sessions/${laptopLogin}`)).status).toBe(204);

      expect((await laptop.call(b.origin, 'GET', '/api/supplement-doses/today')).status).toBe(401);
      expect((await laptop.call(a.origin, 'GET', '/api/supplement-doses/today')).status).toBe(401);
      expect((await phone.call(b.origin, 'GET', '/api/supplement-doses/today')).status).toBe(200);
    });
  });

  it('sends a due dose reminder once, whichever of four processes ticks first', async () => {
    const browser = await signedInOverHttp(a.origin, outboxDir);
    const created = await browser.call(a.origin, 'POST', '/api/prescriptions', { name: 'Cluster Methylphenidate', dosage: 10, unit: 'mg' });
    expect(created.status).toBe(201);
    const substanceId = (created.body as { id: string }).id;
    const profile = (await browser.call(a.origin, 'GET', '/api/settings/profile')).body as { timezone: string };
    const local = (at: Date) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: profile.timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .format(at)
        .replace(',', '');
    // Two minutes ago, so the dose is due now; started yesterday, so a time just before midnight still has its day.
    const [, time] = local(new Date(Date.now() - 2 * 60_000)).split(' ');
    const [yesterday] = local(new Date(Date.now() - 86_400_000)).split(' ');
    const put = await browser.call(a.origin, 'PUT', `/api/schedules/${substanceId}`, {
      kind: 'fixed',
      times: [time],
      weekdays: null,
      everyNDays: null,
      amount: null,
      startDate: yesterday,
      endDate: null,
      reminders: { enabled: true, channels: ['email'], repeatEveryMinutes: 0, giveUpAfterMinutes: 60, quietHours: null },
      refillLeadDays: 7,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    // Two more processes start now: each ticks at start, racing the other two's next ticks for the same slot.
    const env = { DATABASE_URL: postgres?.url ?? '', APP_URL: HTTP_APP_URL, MAIL_OUTBOX_DIR: outboxDir };
    const [c, d] = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      const mine = async () =>
        (await readOutbox(outboxDir)).filter((mail) => mail.to.toLowerCase() === browser.user.email.toLowerCase() && mail.subject.startsWith('Time for'));
      const deadline = Date.now() + 45_000;
      while ((await mine()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      // A second claim would have sent its copy by now; the start ticks of both new processes are long done.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await mine()).toHaveLength(1);
      const client = new pg.Client({ connectionString: postgres?.url ?? '' });
      await client.connect();
      try {
        const claims = await client.query('SELECT r.slot_at FROM reminder_alerts r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [
          browser.user.email.toLowerCase(),
        ]);
        expect(claims.rowCount).toBe(1);
      } finally {
        await client.end();
      }
    } finally {
      for (const server of [c, d]) {
        server.kill('SIGTERM');
        await exitWithin(server, 10_000);
      }
    }
  }, 90_000);
});
