/** The app as the benches run it: a fresh SQLite file, mail kept in memory, rate limits off; and a signed-in user. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';

export const BENCH_ORIGIN = 'http://bench.local';

export interface BenchApp {
  server: FastifyInstance;
  /** The app's own database, for benches that seed years of rows faster than the API would. */
  db: Db;
  /** The SQLite file, for a bare twin that writes the same table with the same settings. */
  databaseFile: string;
  mails: OutgoingMail[];
  /** Resolves once the outbox has sent what is queued (mail goes out after the answer). */
  drainMail(): Promise<void>;
  close(): Promise<void>;
}

/**
 * In memory-backed /dev/shm where there is one: the benches measure the server's work, and seeding years of history
 * one fsync'd transaction at a time on a shared disk would take minutes and measure the disk.
 */
const BENCH_DIR_PARENT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** Listens on a free loopback port and answers it: the benches load servers over loopback only. */
export async function listenOnLoopback(server: FastifyInstance): Promise<number> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return (server.server.address() as AddressInfo).port;
}

export async function startBenchApp(): Promise<BenchApp> {
  const dir = mkdtempSync(join(BENCH_DIR_PARENT, 'wellness-bench-'));
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m), close: () => undefined };
  const databaseFile = join(dir, 'bench.db');
  const config = loadConfig({ DATABASE_URL: `file:${databaseFile}`, APP_URL: BENCH_ORIGIN, RATE_LIMIT_AUTH: 'off' });
  const { server, db, mailOutbox } = await buildApp({ config, mailer, logger: false });
  await server.ready();
  return {
    server,
    db,
    databaseFile,
    mails,
    drainMail: mailOutbox.drain,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What seeding through the API needs of an app: its routes and the mail it sent. */
export type SeedableApp = Pick<BenchApp, 'server' | 'mails' | 'drainMail'>;

/** Registers and verifies `email` through the API, as a user would. */
export async function registerVerified(app: SeedableApp, email: string, password: string): Promise<void> {
  const registered = await app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Bench', email, password } });
  if (registered.statusCode !== 201) throw new Error(`bench registration failed: ${registered.statusCode} ${registered.body}`);
  await app.drainMail();
  const link = app.mails.find((m) => m.to === email)?.links[0];
  const token = link === undefined ? null : new URL(link).searchParams.get('token');
  const verified = await app.server.inject({ method: 'POST', url: `/api/auth/verify-email/${token}` });
  if (verified.statusCode !== 200) throw new Error(`bench verification failed: ${verified.statusCode} ${verified.body}`);
}
