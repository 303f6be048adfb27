/**
 * The ratio benchmark of the Daily tab's calls (issue 35): for users with one and five years of history, seeded
 * through the API, every Daily call, the History reads and the dose write are loaded over HTTP (10 keep-alive
 * connections) by wrk (else autocannon) in a separate process and compared with a bare Fastify twin (bare-twin.ts) measured in
 * the same run: after an unmeasured warm-up of both, in alternating pairs (the twin, then ours), keeping the pair
 * with the middle ratio and printing the pairs' range (alternating-pairs.ts). Per call it prints our rps, the twin's
 * and how busy the twin kept its core (a twin below 85 % was held back by the generator or the machine, and its rps
 * is not its ceiling), the throughput ratio, the CPU ratio (the twin's CPU time per request over ours, which moves
 * far less than rps on a shared machine), p50/p99, the growth of our CPU per request from one year to five (on SQLite
 * also taken against the twin's, which sends the same bytes at both lengths of history, so the machine's drift
 * between the two rows cancels: `vs twin`, what the verdict judges there), and a verdict against issue 35's targets.
 * When other programs took more than a quarter of a core during a run, or the twin did not reach its ceiling, it
 * prints no verdict and says why. Figures go in docs/performance.md.
 * With `BENCH_DATABASE_URL` (a PostgreSQL URL) it prints the same table again for the app on PostgreSQL, in a fresh
 * schema of that database: there the twin replays through pg the statements our route ran, the CPU of PostgreSQL's
 * processes gets its own column (`pg cores`, ours/twin) and counts in both sides' CPU, not in other programs'.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { benchDatabases, listenOnLoopback, startBenchApp, type DatabaseUnderTest } from './bench-app.js';
import { startBareTwin, type TwinAnswer, type TwinStatement } from './bare-twin.js';
import { loadFromAnotherProcess, type LoadRequest, type OutOfProcessResult } from './out-of-process-load.js';
import { middlePair, type Pair } from './alternating-pairs.js';
import { growthAgainstTwin, twinCeilingShare, verdictOf, type CallKind } from './ratio-verdict.js';
import { seedUser } from './seed-years.js';
import { pickedCalls } from './picked-calls.js';

const CONNECTIONS = 10;
/** Each side's measured time for a call, split over the alternating pairs. */
const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 3000);
const PAIRS = Number(process.env['BENCH_PAIRS'] ?? 3);
/**
 * Load not measured before a call's first pair, on both sides: our route's code is compiled and optimised by V8 under
 * its first load, which the twin (one route for every call) had done long before.
 */
const WARM_UP_MS = Number(process.env['BENCH_WARM_UP_MS'] ?? 500);
/** The calls BENCH_CALLS picks (picked-calls.ts). */
const picked = pickedCalls();

export interface Call {
  name: string;
  kind: CallKind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Measured {
  name: string;
  kind: CallKind;
  years: number;
  ours: OutOfProcessResult;
  twin: OutOfProcessResult;
  /** The lowest and highest ratio among the call's pairs; `ours` and `twin` are the middle pair's runs. */
  lowest: number;
  highest: number;
}

export function callsFor(substanceId: string): Call[] {
  const history = `/api/supplement-doses/${substanceId}/history`;
  return [
    { name: 'GET /entries/daily-summary', kind: 'daily', method: 'GET', path: '/api/entries/daily-summary' },
    { name: 'GET /daily/supplements', kind: 'daily', method: 'GET', path: '/api/daily/supplements' },
    { name: 'GET /supplements', kind: 'daily', method: 'GET', path: '/api/supplements' },
    { name: 'GET /supplement-doses/today', kind: 'daily', method: 'GET', path: '/api/supplement-doses/today' },
    { name: 'GET /focus-sessions/today', kind: 'daily', method: 'GET', path: '/api/focus-sessions/today' },
    { name: 'GET /focus-sessions/active', kind: 'daily', method: 'GET', path: '/api/focus-sessions/active' },
    { name: 'GET /daily/focus-aids', kind: 'daily', method: 'GET', path: '/api/daily/focus-aids' },
    { name: 'GET /daily/insight', kind: 'daily', method: 'GET', path: '/api/daily/insight' },
    { name: 'GET /history/daily-summaries?days=30', kind: 'history', method: 'GET', path: '/api/history/daily-summaries?days=30' },
    { name: 'GET /history/daily-summaries?days=365', kind: 'history', method: 'GET', path: '/api/history/daily-summaries?days=365' },
    // 365 entries, not 500: the one-year user has 365, so both users answer a full page and the 5 y / 1 y column
    // compares answers of one size (with 500 it compared 365 entries against 500).
    { name: 'GET /entries?limit=365', kind: 'history', method: 'GET', path: '/api/entries?limit=365' },
    { name: 'GET /supplement-doses/{id}/history?days=30', kind: 'history', method: 'GET', path: `${history}?days=30&page=1&limit=20` },
    { name: 'GET /supplement-doses/{id}/history?days=365', kind: 'history', method: 'GET', path: `${history}?days=365&page=1&limit=20` },
    // No target: the health check (every hook, one trivial query, no sign-in) and the signed-in user (the token and
    // session check, a tiny answer) show the fixed cost every call above pays before its own work.
    { name: 'GET /health (reference)', kind: 'reference', method: 'GET', path: '/api/health' },
    { name: 'GET /auth/me (reference)', kind: 'reference', method: 'GET', path: '/api/auth/me' },
    { name: 'POST /supplement-doses', kind: 'write', method: 'POST', path: '/api/supplement-doses', body: JSON.stringify({ supplementId: substanceId }) },
  ];
}

/** The statements run on behalf of the request being recorded (AsyncLocalStorage follows it through awaits). */
const recording = new AsyncLocalStorage<TwinStatement[]>();

function recordQuery(query: { sql: string; parameters: readonly unknown[] }): void {
  recording.getStore()?.push({ sql: query.sql, parameters: query.parameters });
}

async function measureYears(years: number, database: DatabaseUnderTest, readCache: boolean): Promise<Measured[]> {
  const onPostgres = database.postgresUrl !== undefined;
  const app = await startBenchApp({ readCache, ...(onPostgres ? { postgresUrl: database.postgresUrl, onQuery: recordQuery } : {}) });
  const results: Measured[] = [];
  try {
    const started = Date.now();
    const { auth, substanceId, userId } = await seedUser(app, `ratio-${years}y@example.test`, years);
    console.log(`seeded ${years} year(s) on ${database.name} through the API in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // A database that has held years of data has been vacuumed and analysed; freshly seeded, PostgreSQL's autovacuum
    // would do it during the first calls measured and charge the five-year user's reads for it.
    if (onPostgres) await sql`vacuum analyze`.execute(app.db);
    // Likewise the seeding's own leftovers: the write-ahead log it filled and the garbage of its requests, collected
    // now rather than in the middle of the first calls measured (both sides run in this process). `npm run bench`
    // runs with --expose-gc.
    else await sql`pragma wal_checkpoint(truncate)`.execute(app.db);
    globalThis.gc?.();
    const calls = callsFor(substanceId).filter((call) => picked(call.name));
    const port = await listenOnLoopback(app.server);
    const answers = new Map<string, TwinAnswer>();
    for (const [index, call] of calls.entries()) {
      const statements: TwinStatement[] = [];
      // inject() starts the request only when awaited, so the await must be inside the recording's context.
      const response = await recording.run(
        statements,
        async () =>
          await app.server.inject({
            method: call.method,
            url: call.path,
            headers: { ...auth, 'content-type': 'application/json' },
            payload: call.body,
          }),
      );
      answers.set(String(index), {
        status: response.statusCode,
        body: response.body,
        // The write's own statements are not replayed: the twin inserts the row its simplest way.
        ...(call.kind === 'write' ? { insertDose: { userId, substanceId } } : onPostgres ? { statements: [...statements] } : {}),
      });
    }
    const twin = await startBareTwin(answers, app.database);
    try {
      for (const [index, call] of calls.entries()) {
        const common = { method: call.method, connections: CONNECTIONS, ...(call.body === undefined ? {} : { body: call.body }) };
        const ours: Omit<LoadRequest, 'durationMs'> = { ...common, port, path: call.path, headers: auth };
        const theTwin: Omit<LoadRequest, 'durationMs'> = { ...common, port: twin.port, path: `/twin/${index}` };
        const run = async (target: Omit<LoadRequest, 'durationMs'>, durationMs: number) => {
          const result = await loadFromAnotherProcess({ ...target, durationMs }, { countPostgres: onPostgres });
          if (result.errors > 0)
            throw new Error(`${target === ours ? call.name : `the twin of ${call.name}`} answered ${result.errors} errors under load on ${database.name}`);
          return result;
        };
        if (WARM_UP_MS > 0) for (const target of [theTwin, ours]) await run(target, WARM_UP_MS);
        const pairs: Pair<OutOfProcessResult>[] = [];
        for (let i = 0; i < PAIRS; i++) pairs.push({ twin: await run(theTwin, DURATION_MS / PAIRS), ours: await run(ours, DURATION_MS / PAIRS) });
        results.push({ name: call.name, kind: call.kind, years, ...middlePair(pairs) });
      }
    } finally {
      await twin.close();
    }
  } finally {
    await app.close();
  }
  return results;
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** CPU per request, µs: the server process's, and on PostgreSQL its server processes' too. */
const cpuPerRequest = (run: OutOfProcessResult, onPostgres: boolean) => run.cpuUs + (onPostgres ? run.postgresCpuUs : 0);

function printTable(database: DatabaseUnderTest, results: readonly Measured[], readCache: boolean): void {
  const onPostgres = database.postgresUrl !== undefined;
  const cores = availableParallelism();
  const headings = [
    'call',
    'years',
    'our rps',
    'twin rps',
    'twin busy',
    'ratio',
    'pairs',
    'cpu ratio',
    'p50 ms',
    'p99 ms',
    'other',
    ...(onPostgres ? ['pg cores'] : []),
    '5y/1y cpu',
    ...(onPostgres ? [] : ['vs twin']),
    'verdict',
  ];
  console.log(`
${database.name}, read cache ${readCache ? 'on (as the server runs)' : 'off (answers computed; rows kept per data version still reused)'}:`);
  console.log(headings.map((h, i) => (i === 0 ? h.padEnd(44) : h.padStart(11))).join(''));
  let untrusted = 0;
  for (const r of results) {
    const oneYear = results.find((o) => o.name === r.name && o.years === 1);
    const ourCpu = cpuPerRequest(r.ours, onPostgres);
    const ownGrowth = r.years === 5 && oneYear ? ourCpu / cpuPerRequest(oneYear.ours, onPostgres) : null;
    const twinGrowth =
      r.years === 5 && oneYear && !onPostgres
        ? growthAgainstTwin({ oneYear: oneYear.ours.cpuUs, fiveYears: r.ours.cpuUs }, { oneYear: oneYear.twin.cpuUs, fiveYears: r.twin.cpuUs })
        : null;
    // On SQLite the verdict takes the growth against the twin's (the same bytes at both lengths of history).
    const growth = twinGrowth ?? ownGrowth;
    const otherBusy = Math.max(r.ours.otherBusy, r.twin.otherBusy);
    const verdict = verdictOf({
      kind: r.kind,
      ratio: r.ours.rps / r.twin.rps,
      growth,
      ownGrowth: twinGrowth === null ? null : ownGrowth,
      twinBusy: twinCeilingShare(r.twin, onPostgres, cores),
      otherBusy,
    });
    if (!verdict.trusted) untrusted++;
    console.log(
      r.name.padEnd(44) +
        [
          String(r.years),
          r.ours.rps.toFixed(0),
          r.twin.rps.toFixed(0),
          percent(r.twin.serverBusy + (onPostgres ? r.twin.postgresBusy : 0)),
          percent(r.ours.rps / r.twin.rps),
          `${(r.lowest * 100).toFixed(0)}-${(r.highest * 100).toFixed(0)}`,
          percent(cpuPerRequest(r.twin, onPostgres) / ourCpu),
          r.ours.p50.toFixed(1),
          r.ours.p99.toFixed(1),
          otherBusy.toFixed(2),
          ...(onPostgres ? [`${r.ours.postgresBusy.toFixed(2)}/${r.twin.postgresBusy.toFixed(2)}`] : []),
          ownGrowth === null ? '' : ownGrowth.toFixed(2),
          ...(onPostgres ? [] : [twinGrowth === null ? '' : twinGrowth.toFixed(2)]),
          verdict.text,
        ]
          .map((c) => c.padStart(11))
          .join(''),
    );
  }
  const generatorBusy = results.map((r) => r.twin.generatorBusy);
  console.log(
    `\nload from ${results[0]?.twin.generator ?? 'no generator'} in its own process, which kept ${(Math.min(...generatorBusy) * 100).toFixed(0)}-${(Math.max(...generatorBusy) * 100).toFixed(0)} % of a core busy while it loaded the twin`,
  );
  if (untrusted > 0)
    console.log(
      `\nno verdict for ${untrusted} row(s) on ${database.name}: other programs took more than a quarter of a core (busy), the twin was held below its ceiling (twin held), or the growth against the twin and our own disagree (drift); run again on a quiet machine`,
    );
}

/**
 * `readCache: false` computes every answer (the read cache off); the rows kept per data version (the day series, the
 * session rows: lib/versioned-memo.ts) are still reused, so it is not the first read after a write.
 */
export async function runDailyRatios(options: { readCache: boolean }): Promise<void> {
  for (const database of benchDatabases()) {
    const results = [...(await measureYears(1, database, options.readCache)), ...(await measureYears(5, database, options.readCache))];
    printTable(database, results, options.readCache);
  }
}
