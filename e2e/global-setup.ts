/**
 * Starts the real built server on a free port with a fresh database and mail outbox for the end-to-end
 * run, hands its address and outbox to the tests, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromiumInstalled } from './support/browser.js';
import { REPO_ROOT, RESULTS_DIR, SERVER_MAIN, WEB_INDEX } from './support/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    outboxDir: string;
    /** The e2e server's SQLite file, for the few specs that seed what the API cannot make (a finished experiment). */
    databaseFile: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('No port assigned'))));
    });
  });
}

async function waitForHealth(baseURL: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was healthy; see test-results/e2e-server.log`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms (${lastProblem}); see test-results/e2e-server.log`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  if (!existsSync(SERVER_MAIN)) throw new Error(`The server is not built (${SERVER_MAIN} is missing): run "npm run build" first`);
  if (!existsSync(WEB_INDEX)) throw new Error(`The web app is not built (${WEB_INDEX} is missing): run "npm run build" first`);

  const dir = mkdtempSync(join(tmpdir(), 'wellness-e2e-'));
  const outboxDir = join(dir, 'outbox');
  const databaseFile = join(dir, 'wellness.db');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  mkdirSync(RESULTS_DIR, { recursive: true });
  const log = createWriteStream(join(RESULTS_DIR, 'e2e-server.log'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${databaseFile}`,
    MAIL_OUTBOX_DIR: outboxDir,
    APP_URL: baseURL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH: 'on',
    // The fixtures make each test user from its own client address (X-Forwarded-For), as real people would:
    // from one address, the specs' registrations together would exceed the per-client mail budget of 30 an
    // hour. The browsers send no such header, so what they do still counts against 127.0.0.1. Only the local
    // address is trusted (TRUST_PROXY=true is refused at start), which is where the fixtures' requests come from.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  // A developer's own settings must not leak into the run.
  for (const name of ['SMTP_URL', 'INVITE_CODES', 'WEB_DIST_DIR']) delete env[name];

  const server = spawn(process.execPath, [SERVER_MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitForHealth(baseURL, server, 30_000);
  } catch (error) {
    await stop(server);
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('outboxDir', outboxDir);
  project.provide('databaseFile', databaseFile);

  return async () => {
    await stop(server);
    log.end();
    rmSync(dir, { recursive: true, force: true });
  };
}
