/**
 * The server's memory (issue 35): the built server in its own process (memory-probe.ts, forked with --expose-gc) on
 * a copy of a five-year database, then every call of the ratio benchmark (daily-ratios.ts) loaded by autocannon from
 * another process for BENCH_DURATION_MS each, then all of them again. After the start and after each round it reads
 * process.memoryUsage() as it is and after a full garbage collection: what a collection leaves is what the server
 * holds, and growth from the first round to the second (which repeats the first) is held for good, a leak. Verdict:
 * heap and RSS under 200 MB, no growth between the rounds. With BENCH_HEAP_SNAPSHOT=<dir> it writes a heap snapshot
 * there after the start and after the second round (summarise them with dist/bench/heap-summary.js).
 * The server runs with the flags npm start gives it (node-flags.ts); BENCH_SERVER_NODE_FLAGS adds flags after them
 * (`--max-old-space-size=4096`, say, for V8's default limit on a large machine) to see what they change.
 */
import { once } from 'node:events';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { callsFor } from './daily-ratios.js';
import { fiveYearDatabase } from './five-year-database.js';
import type { ProbeAnswer, ProbeRequest, ProbeUsage } from './memory-probe.js';
import { loadFromAnotherProcess } from './out-of-process-load.js';
import { benchTempDir } from './bench-app.js';
import { launchServer, removeDir } from './server-process.js';

const PROBE = new URL('./memory-probe.js', import.meta.url).pathname;
const CONNECTIONS = 10;
const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 3000);
const MB = 1024 * 1024;
export const MEMORY_LIMIT_BYTES = 200 * MB;
/** Heap left after a collection may move a little between two readings of the same state; more than this is held. */
export const MAX_ROUND_GROWTH_BYTES = 5 * MB;

interface Reading {
  label: string;
  /** After a full collection. */
  collected: NodeJS.MemoryUsage;
  /** RSS before that collection, as an operator's `ps` shows it. */
  rssBeforeGc: number;
  maxRss: number;
  rssParts: ProbeUsage['rssParts'];
  heapSpaces: ProbeUsage['heapSpaces'];
}

async function ask(child: ChildProcess, request: ProbeRequest): Promise<ProbeAnswer> {
  const answered = once(child, 'message') as Promise<[ProbeAnswer]>;
  child.send(request);
  const [answer] = await answered;
  return answer;
}

async function usage(child: ChildProcess, kind: 'usage' | 'gc-usage'): Promise<ProbeUsage> {
  const answer = await ask(child, { kind });
  if (answer.kind !== 'usage') throw new Error(`the memory probe answered ${answer.kind} to ${kind}`);
  return answer;
}

async function read(child: ChildProcess, label: string): Promise<Reading> {
  const before = await usage(child, 'usage');
  const after = await usage(child, 'gc-usage');
  return {
    label,
    collected: after.usage,
    rssBeforeGc: before.usage.rss,
    maxRss: after.maxRssBytes,
    rssParts: after.rssParts,
    heapSpaces: after.heapSpaces,
  };
}

/** With BENCH_HEAP_SNAPSHOT=<dir>, a heap snapshot of the server there (after the reading, so it is not in it). */
async function snapshot(child: ChildProcess, name: string): Promise<void> {
  const dir = snapshotDir();
  if (dir === '') return;
  const answer = await ask(child, { kind: 'snapshot', path: join(dir, `server-${name}-${Date.now()}.heapsnapshot`) });
  if (answer.kind === 'snapshot') console.log(`heap snapshot ${name} written to ${answer.path}`);
}

async function signIn(port: number, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in to the benched server failed: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Returns false when heap or RSS reaches 200 MB, or the heap grows from one round to the next. */
export async function runMemoryBench(): Promise<boolean> {
  const fiveYears = await fiveYearDatabase();
  const dir = benchTempDir('wellness-memory-');
  const readings: Reading[] = [];
  try {
    const databaseFile = join(dir, 'memory.db');
    copyFileSync(fiveYears.file, databaseFile);
    const flags = (process.env['BENCH_SERVER_NODE_FLAGS'] ?? '').split(' ').filter((flag) => flag !== '');
    if (flags.length > 0) console.log(`the server runs with ${flags.join(' ')}`);
    const server = await launchServer({ databaseUrl: `file:${databaseFile}`, dir, entry: PROBE, fork: true, execArgv: ['--expose-gc', ...flags] });
    try {
      readings.push(await read(server.child, 'after start'));
      await snapshot(server.child, 'after-start');
      const auth = await signIn(server.port, fiveYears.email, fiveYears.password);
      const calls = callsFor(fiveYears.substanceId);
      for (const round of [1, 2]) {
        let requests = 0;
        for (const call of calls) {
          const result = await loadFromAnotherProcess({
            port: server.port,
            method: call.method,
            path: call.path,
            headers: auth,
            connections: CONNECTIONS,
            durationMs: DURATION_MS,
            ...(call.body === undefined ? {} : { body: call.body }),
          });
          if (result.errors > 0) throw new Error(`${call.name} answered ${result.errors} errors under load`);
          requests += result.requests;
        }
        readings.push(await read(server.child, `after round ${round} (${requests} requests)`));
      }
      await snapshot(server.child, 'after-rounds');
    } finally {
      await server.stop();
    }
  } finally {
    removeDir(dir);
  }
  return report(readings);
}

const snapshotDir = () => process.env['BENCH_HEAP_SNAPSHOT'] ?? '';

function report(readings: Reading[]): boolean {
  console.log(`\nthe server's memory on a five-year database, ${DURATION_MS} ms of load per ratio-bench call and round`);
  const headings = ['', 'heapUsed', 'heapTotal', 'rss', 'external', 'arrayBuffers', 'rss no gc', 'max rss'];
  console.log(headings.map((h, i) => (i === 0 ? h.padEnd(34) : h.padStart(13))).join(''));
  for (const r of readings) {
    const u = r.collected;
    console.log(
      r.label.padEnd(34) + [u.heapUsed, u.heapTotal, u.rss, u.external, u.arrayBuffers, r.rssBeforeGc, r.maxRss].map((b) => mb(b).padStart(13)).join(''),
    );
  }
  console.log('\nwhere the RSS is (after gc): anonymous (V8 heap, malloc) and file-backed (node and native modules); V8 spaces used/reserved');
  for (const r of readings) {
    const parts = r.rssParts === null ? 'n/a' : `anon ${mb(r.rssParts.anon)}, file ${mb(r.rssParts.file)}, shmem ${mb(r.rssParts.shmem)}`;
    const spaces = r.heapSpaces
      .filter((s) => s.size >= MB)
      .map((s) => `${s.name.replace(/_space$/, '')} ${mb(s.used)}/${mb(s.size)}`)
      .join(', ');
    console.log(`${r.label.padEnd(34)}${parts}; ${spaces}`);
  }
  const last = readings.at(-1);
  const first = readings[1];
  if (last === undefined || first === undefined) return false;
  const problems: string[] = [];
  const afterLoad = readings.slice(1);
  const heap = Math.max(...afterLoad.map((r) => r.collected.heapTotal));
  if (heap >= MEMORY_LIMIT_BYTES) problems.push(`heap ${mb(heap)}`);
  const rss = Math.max(...afterLoad.map((r) => Math.max(r.collected.rss, r.rssBeforeGc)));
  // Writing a snapshot takes a few times the heap in native memory, which the allocator keeps: the RSS after one is
  // the snapshot writer's, not the server's (one run here went from 135 to 330 MB).
  const snapshots = snapshotDir() !== '';
  if (snapshots) console.log('heap snapshots were written: the RSS above includes the memory of the snapshot writer, so it gets no verdict');
  else if (rss >= MEMORY_LIMIT_BYTES) problems.push(`RSS ${mb(rss)}`);
  const growth = last.collected.heapUsed - first.collected.heapUsed;
  if (growth > MAX_ROUND_GROWTH_BYTES) problems.push(`heap grew ${mb(growth)} from round 1 to round 2`);
  console.log(
    problems.length === 0
      ? `ok: heap (at most ${mb(heap)})${snapshots ? '' : ` and RSS (at most ${mb(rss)})`} under ${mb(MEMORY_LIMIT_BYTES)} after each round; ` +
          `heap after gc moved ${mb(growth)} from round 1 to round 2`
      : `over: ${problems.join(', ')} (limit ${mb(MEMORY_LIMIT_BYTES)} for heap and RSS, ${mb(MAX_ROUND_GROWTH_BYTES)} of growth)`,
  );
  return problems.length === 0;
}
