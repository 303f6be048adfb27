/**
 * Two server processes on one PostgreSQL behind a round-robin proxy on one machine (issue 35, point 3): the soak's
 * cycle (the Daily tab's eight reads and a dose write, 50 connections, `BENCH_TWO_MS`, 20 s by default) through the
 * proxy to one built server process, then to two. Prints requests per second, p50, p99 and errors of each, where the
 * machine's CPU went (each server, PostgreSQL's processes, the proxy, the load generator, the rest) and two/one.
 * Needs BENCH_DATABASE_URL (a PostgreSQL database it may create a schema in; it drops it again); skipped without.
 * Fails when any request failed. The user is seeded in-process through the API, then the app is closed, so only the
 * spawned processes (dist/main.js, launched as the start and memory benches launch it) serve the load; the proxy is
 * started by this bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import { BENCH_ORIGIN, freshSchema } from './bench-app.js';
import { machineBusyUs, runChild, type ChildAnswer } from './out-of-process-load.js';
import { cpuBetween, cpuByCommand, cpuOfPid } from './pid-cpu.js';
import { seedUser } from './seed-years.js';
import { launchServer, type RunningServer } from './server-process.js';
import { DAILY_READS, dailyCycle } from './soak-bench.js';

const CONNECTIONS = 50;
const DURATION_MS = Number(process.env['BENCH_TWO_MS'] ?? 20_000);
/** Before each measured run, so a freshly started process's compiler and pool warm up outside the figures. */
const WARM_UP_MS = 3_000;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const PROXY = fileURLToPath(new URL('./round-robin-proxy.js', import.meta.url));

interface Running {
  label: string;
  child: ChildProcess;
  /** Settles when the process has exited, however early. */
  exited: Promise<void>;
  port: number;
}

interface Phase {
  answer: ChildAnswer;
  warmUpErrors: number;
  rps: number;
  /** Cores each server process kept busy over the measured run. */
  servers: number[];
  postgres: number;
  proxy: number;
  generator: number;
  /** Everything else on the machine, this bench's own process included. */
  other: number;
}

/** Migrates the schema and seeds one year of history through the API of an app in this process, then closes it. */
async function seed(url: string): Promise<{ auth: Record<string, string>; substanceId: string }> {
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m), close: () => undefined };
  const config = loadConfig({ DATABASE_URL: url, APP_URL: BENCH_ORIGIN, RATE_LIMIT_AUTH: 'off' });
  const { server, mailOutbox } = await buildApp({ config, mailer, logger: false, startReminders: false });
  await server.ready();
  try {
    return await seedUser({ server, mails, drainMail: mailOutbox.drain }, 'two-processes@example.test', 1);
  } finally {
    await server.close();
  }
}

/**
 * Starts `node script args` with its output in `logFile` and resolves once the output shows the port it listens on.
 * The child is added to `children` first, so a start that fails or hangs is stopped with the rest.
 */
async function startListening(children: Running[], label: string, args: string[], dir: string, pattern: RegExp): Promise<Running> {
  const logFile = join(dir, `${label}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: dir, env: { PATH: process.env['PATH'] ?? '' }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running: Running = { label, child, exited, port: 0 };
  children.push(running);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const output = readFileSync(logFile, 'utf8');
    const port = pattern.exec(output)?.[1];
    if (port !== undefined) {
      running.port = Number(port);
      return running;
    }
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      throw new Error(`${label} did not start listening (exit ${child.exitCode ?? child.signalCode ?? 'none yet'}):\n${output.slice(-2000)}`);
    }
    await sleep(50);
  }
}

/** SIGTERM, then SIGKILL when it has not exited within STOP_TIMEOUT_MS. */
async function stop(running: Running): Promise<void> {
  const { child, exited } = running;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** A built server process on the shared database, as the start and memory benches launch theirs (server-process.ts). */
async function startServer(servers: RunningServer[], url: string, dir: string): Promise<RunningServer> {
  const server = await launchServer({ databaseUrl: url, dir, env: { WEB_DIST_DIR: join(dir, 'no-web') } });
  servers.push(server);
  return server;
}

/** The cycle through a new proxy to `servers`: a warm-up, then the measured run with every process's CPU read around it. */
async function measure(children: Running[], servers: RunningServer[], dir: string, auth: Record<string, string>, substanceId: string): Promise<Phase> {
  const proxy = await startListening(children, `proxy-${servers.length}`, [PROXY, ...servers.map((s) => String(s.port))], dir, /listening (\d+)/);
  try {
    const load = (durationMs: number) =>
      runChild({ port: proxy.port, method: 'GET', path: '/api/health', headers: auth, cycle: dailyCycle(substanceId), connections: CONNECTIONS, durationMs });
    const warmUp = await load(WARM_UP_MS);
    const pidOf = (r: { child: ChildProcess }) => r.child.pid ?? -1;
    const serversBefore = servers.map((s) => cpuOfPid(pidOf(s)));
    const proxyBefore = cpuOfPid(pidOf(proxy));
    const postgresBefore = cpuByCommand('postgres');
    const machineBefore = machineBusyUs();
    const started = performance.now();
    const answer = await load(DURATION_MS);
    const wallUs = (performance.now() - started) * 1000;
    const machine = machineBusyUs() - machineBefore;
    const serverUs = servers.map((s, i) => cpuOfPid(pidOf(s)) - (serversBefore[i] ?? 0));
    const proxyUs = cpuOfPid(pidOf(proxy)) - proxyBefore;
    const postgresUs = cpuBetween(postgresBefore, cpuByCommand('postgres'));
    const known = serverUs.reduce((sum, us) => sum + us, 0) + proxyUs + postgresUs + answer.generatorCpuUs;
    return {
      answer,
      warmUpErrors: warmUp.errors,
      rps: answer.requests / Math.max(answer.seconds, 1e-3),
      servers: serverUs.map((us) => us / wallUs),
      postgres: postgresUs / wallUs,
      proxy: proxyUs / wallUs,
      generator: answer.generatorCpuUs / wallUs,
      other: Math.max(0, machine - known) / wallUs,
    };
  } finally {
    await stop(proxy);
  }
}

const cores = (n: number) => n.toFixed(2);

function report(label: string, phase: Phase): void {
  const { answer } = phase;
  console.log(
    `${label}: ${phase.rps.toFixed(0)} rps, p50 ${answer.p50} ms, p99 ${answer.p99} ms, requests ${answer.requests}, errors ${answer.errors}` +
      (phase.warmUpErrors > 0 ? ` (warm-up errors ${phase.warmUpErrors})` : '') +
      `; cores: server${phase.servers.length > 1 ? 's' : ''} ${phase.servers.map(cores).join(' + ')}, postgres ${cores(phase.postgres)}, ` +
      `proxy ${cores(phase.proxy)}, generator ${cores(phase.generator)}, other ${cores(phase.other)}`,
  );
}

/** True when every request of both runs was answered (or the bench was skipped); false when any failed. */
export async function runTwoProcessesBench(): Promise<boolean> {
  const baseUrl = process.env['BENCH_DATABASE_URL'];
  if (!baseUrl) {
    console.log('\ntwo processes: skipped, BENCH_DATABASE_URL is not set (it needs a PostgreSQL database both processes share)');
    return true;
  }
  console.log(
    `\ntwo processes: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s through a round-robin proxy, cycling ${DAILY_READS.length} Daily ` +
      `reads and a dose write, on PostgreSQL: one server process, then two`,
  );
  const schema = await freshSchema(baseUrl);
  const dir = mkdtempSync(join(tmpdir(), 'wellness-two-processes-'));
  const children: Running[] = [];
  const servers: RunningServer[] = [];
  try {
    const { auth, substanceId } = await seed(schema.url);
    const a = await startServer(servers, schema.url, dir);
    const one = await measure(children, [a], dir, auth, substanceId);
    report('one process ', one);
    const b = await startServer(servers, schema.url, dir);
    const two = await measure(children, [a, b], dir, auth, substanceId);
    report('two processes', two);
    console.log(`two/one: ${(two.rps / one.rps).toFixed(2)} (requests per second; the machine has its cores for all of the above)`);
    const failed = [one, two].some((phase) => phase.answer.errors > 0 || phase.warmUpErrors > 0);
    if (failed) console.log('FAILED: requests through the proxy must all succeed');
    return !failed;
  } finally {
    for (const running of children.reverse()) await stop(running);
    for (const server of servers.reverse()) await server.stop();
    await schema.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
