/**
 * HTTP load from a separate process (load-child.ts: wrk where installed, else autocannon), so the generator never shares the server's event
 * loop or its CPU account. Besides requests per second and latency it reports, for the window of the run, the CPU
 * the server's process spent per request, how busy it was (a server at its ceiling keeps one core near 100 %: if it
 * does not, the generator or the machine held it back), and how much CPU other programs took meanwhile (read from
 * /proc/stat), so a run on a busy machine can be told from a slow server. On PostgreSQL the database server's
 * processes on this machine are the server's too: their CPU is reported apart and not counted as other programs'.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { cpuBetween, cpuByCommand, MICROSECONDS_PER_TICK } from './pid-cpu.js';
import { eachLine } from './stream-lines.js';

export interface LoadRequest {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Requests each connection sends in turn, in place of the one above (the soak's cycle of Daily calls). */
  cycle?: { method: 'GET' | 'POST'; path: string; body?: string }[];
  connections: number;
  durationMs: number;
}

export interface OutOfProcessResult {
  generator: ChildAnswer['generator'];
  rps: number;
  /** The server process's CPU time (all its threads) per request, µs. */
  cpuUs: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** The server process's CPU time over the wall time: 1 is one core kept busy the whole run. */
  serverBusy: number;
  /** The generator's CPU over the wall time, in cores. */
  generatorBusy: number;
  /** CPU other programs used meanwhile, in cores (PostgreSQL's excluded when counted); NaN where /proc cannot be read. */
  otherBusy: number;
  /** PostgreSQL's server processes' CPU per request, µs; 0 unless `countPostgres` was asked. */
  postgresCpuUs: number;
  /** PostgreSQL's server processes' CPU over the wall time, in cores; 0 unless `countPostgres` was asked. */
  postgresBusy: number;
}

export interface LoadOptions {
  /** The server under test reads and writes through PostgreSQL on this machine: count its processes' CPU apart. */
  countPostgres?: boolean;
}

/** A request's headers, with JSON's content type where it has a body. */
export function headersFor(headers: Record<string, string> | undefined, body: string | undefined): Record<string, string> {
  return { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
}

/** What the load child answers: requests, their latency and errors, and its own CPU. */
export interface ChildAnswer {
  /** Which program generated the load: `wrk` where installed, else `autocannon`. */
  generator: 'wrk' | 'autocannon';
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  /** The generator's CPU since its process began. */
  generatorCpuUs: number;
  /** The generator's CPU from the line that announced the load to its answer. */
  generatorRunCpuUs: number;
}

/** The line the load child writes just before its load begins (load-child.ts). */
export const LOAD_STARTS = 'load starts';

const CHILD = fileURLToPath(new URL('./load-child.js', import.meta.url));

/** The machine's busy CPU time so far, µs (every core), or NaN off Linux. */
export function machineBusyUs(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const [, ...fields] = line.trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return (ticks.reduce((sum, t) => sum + t, 0) - idle) * MICROSECONDS_PER_TICK;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs the load child, for benches that account for the server's CPU themselves. `onStart` is called when the child
 * says its load begins, and the promise settles as soon as its answer line arrives (before the process has exited),
 * so a caller can measure exactly the load's window.
 */
export function runChild(request: LoadRequest, onStart: () => void = () => undefined): Promise<ChildAnswer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(request)], { stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    let settled = false;
    eachLine(child.stdout, (raw) => {
      if (settled) return;
      const line = raw.trim();
      if (line === LOAD_STARTS) {
        onStart();
        return;
      }
      settled = true;
      try {
        resolve(JSON.parse(line) as ChildAnswer);
      } catch (parseError) {
        reject(new Error(`the load generator answered no result: ${line} (${String(parseError)})`));
      }
    });
    child.once('error', (error) => {
      if (!settled) reject(new Error(`the load generator could not start: ${error.message}`));
      settled = true;
    });
    child.once('exit', (code, signal) => {
      if (!settled) reject(new Error(`the load generator failed (exit ${code ?? signal}): ${Buffer.concat(stderr).toString('utf8')}`));
      settled = true;
    });
  });
}

export async function loadFromAnotherProcess(request: LoadRequest, options: LoadOptions = {}): Promise<OutOfProcessResult> {
  const countersNow = () => ({
    postgres: options.countPostgres ? cpuByCommand('postgres') : null,
    wall: performance.now(),
    cpu: process.cpuUsage(),
    machine: machineBusyUs(),
  });
  // Read again when the child says its load begins: the window is the load's, not the child's start.
  let before = countersNow();
  const answer = await runChild(request, () => {
    before = countersNow();
  });
  const cpu = process.cpuUsage(before.cpu);
  const machine = machineBusyUs() - before.machine;
  const wallUs = (performance.now() - before.wall) * 1000;
  const postgresCpuUs = options.countPostgres ? cpuBetween(before.postgres, cpuByCommand('postgres')) : 0;
  const serverCpuUs = cpu.user + cpu.system;
  const requests = Math.max(1, answer.requests);
  return {
    generator: answer.generator,
    rps: answer.requests / Math.max(answer.seconds, 1e-3),
    cpuUs: serverCpuUs / requests,
    p50: answer.p50,
    p99: answer.p99,
    requests: answer.requests,
    errors: answer.errors,
    serverBusy: serverCpuUs / wallUs,
    generatorBusy: answer.generatorRunCpuUs / wallUs,
    otherBusy: Math.max(0, (machine - serverCpuUs - answer.generatorRunCpuUs - postgresCpuUs) / wallUs),
    postgresCpuUs: postgresCpuUs / requests,
    postgresBusy: postgresCpuUs / wallUs,
  };
}
