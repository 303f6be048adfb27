/**
 * Latency of the hot authentication paths and of the Daily tab's calls (the screen people open several times a
 * day) through the real app (in-process injection, so the network is not measured). Prints p50/p95 per path
 * against a target for this project's 2-core machines; returns whether every target was met.
 */
import { BENCH_ORIGIN, registerVerified, startBenchApp } from './bench-app.js';
import { percentile, timeRuns } from './timing.js';

interface Result {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  targetP95: number;
}

async function measure(name: string, runs: number, targetP95: number, once: (i: number) => Promise<void>): Promise<Result> {
  const times = await timeRuns(runs, once);
  return { name, runs, p50: percentile(times, 50), p95: percentile(times, 95), targetP95 };
}

export async function runLatencyBench(): Promise<boolean> {
  const app = await startBenchApp();
  const { server } = app;
  try {
    const password = 'Bench-Password-123!';
    const email = 'bench@example.test';
    await registerVerified(app, email, password);

    let cookie = '';
    let accessToken = '';
    const results = [
      await measure('GET /api/health', 2000, 5, async () => {
        await server.inject({ method: 'GET', url: '/api/health' });
      }),
      await measure('POST /api/auth/login (Argon2id)', 40, 400, async () => {
        const response = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
        accessToken = response.json<{ accessToken: string }>().accessToken;
        cookie = `refresh_token=${response.cookies.find((c) => c.name === 'refresh_token')?.value}`;
      }),
      await measure('POST /api/auth/refresh', 500, 15, async () => {
        const response = await server.inject({ method: 'POST', url: '/api/auth/refresh', headers: { origin: BENCH_ORIGIN, cookie } });
        cookie = `refresh_token=${response.cookies.find((c) => c.name === 'refresh_token')?.value}`;
      }),
      await measure('GET /api/auth/me (bearer check)', 2000, 5, async () => {
        await server.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
      }),
    ];
    const auth = { authorization: `Bearer ${accessToken}` };
    const created = await server.inject({
      method: 'POST',
      url: '/api/supplements',
      headers: auth,
      payload: { name: 'Magnesium', dosage: 200, unit: 'mg', remainingSupply: 100000 },
    });
    const substanceId = created.json<{ id: string }>().id;
    const dailyGets = [
      '/api/entries/daily-summary',
      '/api/daily/supplements',
      '/api/supplement-doses/today',
      '/api/focus-sessions/today',
      '/api/daily/focus-aids',
      '/api/daily/insight',
    ];
    results.push(
      await measure('POST /api/supplement-doses (log)', 500, 10, async () => {
        await server.inject({ method: 'POST', url: '/api/supplement-doses', headers: auth, payload: { supplementId: substanceId } });
      }),
      await measure('POST /api/entries', 300, 10, async (i) => {
        const metric = (i % 10) + 1;
        await server.inject({
          method: 'POST',
          url: '/api/entries',
          headers: auth,
          payload: {
            overallRating: metric,
            focusLevel: metric,
            taskInitiation: 5,
            restlessness: 5,
            productivity: metric,
            tags: ['Focused'],
            supplements: [{ supplementId: substanceId }],
          },
        });
      }),
      // With 500 doses and 300 entries already today, as a heavy day would have.
      await measure('Daily tab: its 6 GETs in parallel', 200, 30, async () => {
        await Promise.all(dailyGets.map((url) => server.inject({ method: 'GET', url, headers: auth })));
      }),
    );
    console.log('path'.padEnd(36), 'runs'.padStart(6), 'p50 ms'.padStart(9), 'p95 ms'.padStart(9), 'target p95'.padStart(11));
    for (const r of results) {
      const mark = r.p95 <= r.targetP95 ? 'ok' : 'MISSED';
      console.log(
        r.name.padEnd(36),
        String(r.runs).padStart(6),
        r.p50.toFixed(2).padStart(9),
        r.p95.toFixed(2).padStart(9),
        `${r.targetP95}`.padStart(11),
        mark,
      );
    }
    return results.every((r) => r.p95 <= r.targetP95);
  } finally {
    await app.close();
  }
}
