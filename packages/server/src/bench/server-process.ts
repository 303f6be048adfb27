/**
 * The built server (dist/main.js) launched as its own process, as an operator starts it (with the server's node
 * flags), for the start, memory and two-processes benches: a database URL (a SQLite file in a temp dir, under /dev/shm
 * where there is one, as bench-app.ts, or a PostgreSQL schema), a free loopback port, rate limits off, and
 * `/api/health` polled every 10 ms until it first answers 200. Measured apart from the bench's process so neither the
 * harness's modules nor its heap count as the server's.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../node-flags.js';
import { BENCH_ORIGIN } from './bench-app.js';
import { cpuOfPid } from './pid-cpu.js';

export const SERVER_MAIN = fileURLToPath(new URL('../main.js', import.meta.url));
const HEALTH_POLL_MS = 10;
const START_TIMEOUT_MS = 60_000;

/** A loopback port nobody listens on right now (the OS picks it; the server takes it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

export interface LaunchOptions {
  /** `file:<path>` for SQLite, or a PostgreSQL URL. */
  databaseUrl: string;
  /** Where the server may write what is not the database (its mail outbox). */
  dir: string;
  /** The script to run, dist/main.js unless given; a forked script gets an IPC channel. */
  entry?: string;
  fork?: boolean;
  /** Flags for `node` after the server's own (SERVER_NODE_FLAGS); a later flag overrides an earlier one. */
  execArgv?: string[];
  /** More environment for the server, over the launcher's own. */
  env?: Record<string, string>;
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  /** From launching `node` to the first 200 of /api/health, ms. */
  healthyAfterMs: number;
  /** The server process's CPU time from its launch to that answer, µs. */
  cpuUs: number;
  stop(): Promise<void>;
}

export async function launchServer(options: LaunchOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: BENCH_ORIGIN,
    RATE_LIMIT_AUTH: 'off',
    MAIL_OUTBOX_DIR: join(options.dir, 'outbox'),
    LOG_FORMAT: 'json',
    ...options.env,
  };
  const entry = options.entry ?? SERVER_MAIN;
  const execArgv = [...SERVER_NODE_FLAGS, ...(options.execArgv ?? [])];
  const stderr: Buffer[] = [];
  const started = performance.now();
  const child = options.fork
    ? fork(entry, [], { env, execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] })
    : spawn(process.execPath, [...execArgv, entry], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (child.connected) child.disconnect();
      child.kill('SIGTERM');
    }
    await exited;
  };
  for (;;) {
    const status = await healthStatus(port);
    if (status === 200) break;
    if (exitedEarly) throw new Error(`the server exited before it was healthy: ${Buffer.concat(stderr).toString('utf8')}`);
    if (performance.now() - started > START_TIMEOUT_MS) {
      await stop();
      throw new Error(`the server was not healthy within ${START_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  const healthyAfterMs = performance.now() - started;
  const cpuUs = child.pid === undefined ? Number.NaN : cpuOfPid(child.pid);
  return { child, port, healthyAfterMs, cpuUs, stop };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
