/**
 * The soak (issue 35, point 6): 50 connections for two minutes (`BENCH_SOAK_MS`), each cycling through the Daily
 * tab's reads and a dose write, driven by autocannon in another process against a user with one year of history.
 * Prints the requests answered, the errors, p50 and p99; p99 must stay under 250 ms, and a run on a machine where
 * other programs took more than a quarter of a core gets no verdict. With `BENCH_DATABASE_URL` it runs on SQLite, then
 * again on PostgreSQL (a fresh schema of that database), where PostgreSQL's CPU is printed apart from other programs'.
 */
import { benchDatabases, listenOnLoopback, startBenchApp, type DatabaseUnderTest } from './bench-app.js';
import { loadFromAnotherProcess } from './out-of-process-load.js';
import { MAX_OTHER_BUSY } from './ratio-verdict.js';
import { seedUser } from './seed-years.js';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env['BENCH_SOAK_MS'] ?? 120_000);
export const SOAK_P99_TARGET_MS = 250;

/** The Daily tab's reads, as the web app sends them when the tab opens. */
export const DAILY_READS = [
  '/api/entries/daily-summary',
  '/api/daily/supplements',
  '/api/supplements',
  '/api/supplement-doses/today',
  '/api/focus-sessions/today',
  '/api/focus-sessions/active',
  '/api/daily/focus-aids',
  '/api/daily/insight',
] as const;

/** What each connection of the soak sends in turn: the Daily tab's reads, then a dose of `substanceId` logged. */
export function dailyCycle(substanceId: string): { method: 'GET' | 'POST'; path: string; body?: string }[] {
  return [
    ...DAILY_READS.map((path) => ({ method: 'GET' as const, path })),
    { method: 'POST' as const, path: '/api/supplement-doses', body: JSON.stringify({ supplementId: substanceId }) },
  ];
}

/** True when the soak met its target on every database or could not be judged; false when a trusted run missed it. */
export async function runSoakBench(): Promise<boolean> {
  let ok = true;
  for (const database of benchDatabases()) if (!(await soakOn(database))) ok = false;
  return ok;
}

async function soakOn(database: DatabaseUnderTest): Promise<boolean> {
  const onPostgres = database.postgresUrl !== undefined;
  const app = await startBenchApp(onPostgres ? { postgresUrl: database.postgresUrl } : {});
  try {
    const { auth, substanceId } = await seedUser(app, 'soak@example.test', 1);
    const port = await listenOnLoopback(app.server);
    const cycle = dailyCycle(substanceId);
    console.log(
      `\nsoak on ${database.name}: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s cycling ${DAILY_READS.length} Daily reads and a dose write`,
    );
    const result = await loadFromAnotherProcess(
      {
        port,
        method: 'GET',
        path: '/api/health',
        headers: auth,
        cycle,
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
      },
      { countPostgres: onPostgres },
    );
    const trusted = result.otherBusy <= MAX_OTHER_BUSY;
    const pass = result.errors === 0 && result.p99 < SOAK_P99_TARGET_MS;
    console.log(
      `requests ${result.requests}, errors ${result.errors}, ${result.rps.toFixed(0)} rps, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `server busy ${(result.serverBusy * 100).toFixed(0)} %, ` +
        (onPostgres ? `PostgreSQL ${result.postgresBusy.toFixed(2)} cores, ` : '') +
        `other programs ${result.otherBusy.toFixed(2)} cores: ` +
        (trusted
          ? pass
            ? `ok (p99 under ${SOAK_P99_TARGET_MS} ms)`
            : `MISSED (p99 must stay under ${SOAK_P99_TARGET_MS} ms, no errors)`
          : 'no verdict: the machine was busy'),
    );
    return !trusted || pass;
  } finally {
    await app.close();
  }
}
