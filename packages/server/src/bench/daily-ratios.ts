/**
 * The ratio benchmark of the Daily tab's calls: for users with one and five years of history, seeded through the API,
 * every Daily call, the History reads and the dose write are loaded over HTTP (10 keep-alive connections) and compared
 * with a bare Fastify twin that answers the same bytes from memory, measured in the same run. Prints our rps, the
 * twin's, the ratio, p50/p99, and how each call's p50 grows from one year to five. The CPU ratio (the twin's CPU time
 * per request over ours) says the same where the machine is shared: other programs take cores, and requests per
 * second, away from both sides unevenly, while the CPU a request costs barely moves. Figures go in
 * docs/performance.md; this measures, it does not fail.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { registerVerified, startBenchApp, type BenchApp } from './bench-app.js';
import { load, type LoadResult, type LoadTarget } from './http-load.js';

const CONNECTIONS = 10;
const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 1500);
const DAY_MS = 86_400_000;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Measured {
  name: string;
  years: number;
  ours: LoadResult;
  twin: LoadResult;
}

/** Seeds `years` of history through the API: four substances, about 20 doses and one full entry a day. */
async function seedUser(app: BenchApp, email: string, years: number): Promise<{ auth: Record<string, string>; substanceId: string }> {
  const password = 'Bench-Password-123!';
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
  for (let d = days - 1; d >= 0; d--) {
    const dayStart = now - d * DAY_MS - 12 * 3_600_000;
    const doses = Array.from({ length: 20 }, (_, i) =>
      app.server.inject({
        method: 'POST',
        url: '/api/supplement-doses',
        headers: auth,
        payload: { supplementId: ids[i % ids.length], timestamp: new Date(dayStart + i * 60_000).toISOString() },
      }),
    );
    const date = new Date(now - d * DAY_MS).toISOString().slice(0, 10);
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
  }
  return { auth, substanceId: ids[0] ?? '' };
}

async function listen(server: FastifyInstance): Promise<number> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return (server.server.address() as AddressInfo).port;
}

/** A bare Fastify route per call that answers the bytes our route answered, with the same status and type. */
async function startTwin(answers: Map<string, { status: number; body: string }>): Promise<{ server: FastifyInstance; port: number }> {
  const server = Fastify({ logger: false });
  server.all('/twin/:index', async (request, reply) => {
    const answer = answers.get((request.params as { index: string }).index);
    if (!answer) return reply.status(404).send();
    return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
  return { server, port: await listen(server) };
}

export async function runDailyRatios(): Promise<void> {
  const results: Measured[] = [];
  for (const years of [1, 5]) {
    const app = await startBenchApp();
    try {
      const started = Date.now();
      const { auth, substanceId } = await seedUser(app, `ratio-${years}y@example.test`, years);
      console.log(`seeded ${years} year(s) through the API in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const calls: Call[] = [
        { name: 'GET /entries/daily-summary', method: 'GET', path: '/api/entries/daily-summary' },
        { name: 'GET /daily/supplements', method: 'GET', path: '/api/daily/supplements' },
        { name: 'GET /supplement-doses/today', method: 'GET', path: '/api/supplement-doses/today' },
        { name: 'GET /focus-sessions/today', method: 'GET', path: '/api/focus-sessions/today' },
        { name: 'GET /focus-sessions/active', method: 'GET', path: '/api/focus-sessions/active' },
        { name: 'GET /daily/focus-aids', method: 'GET', path: '/api/daily/focus-aids' },
        { name: 'GET /daily/insight', method: 'GET', path: '/api/daily/insight' },
        { name: 'GET /history/daily-summaries?days=30', method: 'GET', path: '/api/history/daily-summaries?days=30' },
        { name: 'GET /entries?limit=500', method: 'GET', path: '/api/entries?limit=500' },
        { name: 'GET /supplement-doses/{id}/history', method: 'GET', path: `/api/supplement-doses/${substanceId}/history?days=30&page=1&limit=20` },
        { name: 'POST /supplement-doses', method: 'POST', path: '/api/supplement-doses', body: JSON.stringify({ supplementId: substanceId }) },
      ];
      const port = await listen(app.server);
      const answers = new Map<string, { status: number; body: string }>();
      for (const [index, call] of calls.entries()) {
        const response = await app.server.inject({
          method: call.method,
          url: call.path,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: call.body,
        });
        answers.set(String(index), { status: response.statusCode, body: response.body });
      }
      const twin = await startTwin(answers);
      try {
        for (const [index, call] of calls.entries()) {
          const ours: LoadTarget = { port, method: call.method, path: call.path, headers: auth, ...(call.body === undefined ? {} : { body: call.body }) };
          const twinTarget: LoadTarget = {
            port: twin.port,
            method: call.method,
            path: `/twin/${index}`,
            ...(call.body === undefined ? {} : { body: call.body }),
          };
          const twinResult = await load(twinTarget, { connections: CONNECTIONS, durationMs: DURATION_MS });
          const ourResult = await load(ours, { connections: CONNECTIONS, durationMs: DURATION_MS });
          if (ourResult.errors > 0) throw new Error(`${call.name} answered ${ourResult.errors} errors under load`);
          results.push({ name: call.name, years, ours: ourResult, twin: twinResult });
        }
      } finally {
        await twin.server.close();
      }
    } finally {
      await app.close();
    }
  }
  console.log(
    '\n' +
      ['call', 'years', 'our rps', 'twin rps', 'ratio', 'our cpu µs', 'twin cpu', 'cpu ratio', 'p50 ms', 'p99 ms', '5y/1y p50']
        .map((h, i) => (i === 0 ? h.padEnd(38) : h.padStart(11)))
        .join(''),
  );
  for (const r of results) {
    const oneYear = results.find((o) => o.name === r.name && o.years === 1);
    const growth = r.years === 5 && oneYear ? (r.ours.p50 / oneYear.ours.p50).toFixed(2) : '';
    console.log(
      r.name.padEnd(38) +
        [
          String(r.years),
          r.ours.rps.toFixed(0),
          r.twin.rps.toFixed(0),
          `${((r.ours.rps / r.twin.rps) * 100).toFixed(1)} %`,
          r.ours.cpuUs.toFixed(0),
          r.twin.cpuUs.toFixed(0),
          `${((r.twin.cpuUs / r.ours.cpuUs) * 100).toFixed(1)} %`,
          r.ours.p50.toFixed(2),
          r.ours.p99.toFixed(2),
          growth,
        ]
          .map((c) => c.padStart(11))
          .join(''),
    );
  }
}
