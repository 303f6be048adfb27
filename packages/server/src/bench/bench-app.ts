/**
 * The app as the benches run it: a fresh SQLite file by default, or a fresh schema in a PostgreSQL database (dropped
 * again on close), mail kept in memory, rate limits off; and a signed-in user.
 */
import type { ReadCache } from '../http/read-cache.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CompiledQuery } from 'kysely';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';

export const BENCH_ORIGIN = 'http://bench.local';

export interface BenchApp {
  server: FastifyInstance;
  /** The app's own database, for benches that seed years of rows faster than the API would. */
  db: Db;
  /** Where the app keeps its data, for a bare twin that reads and writes the same tables. */
  database: BenchDatabase;
  mails: OutgoingMail[];
  /** Resolves once the outbox has sent what is queued (mail goes out after the answer). */
  drainMail(): Promise<void>;
  readCache: ReadCache;
  close(): Promise<void>;
}

/** A SQLite file, or a PostgreSQL URL whose search_path is the app's own schema. */
export type BenchDatabase = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface BenchAppOptions {
  /** A PostgreSQL URL to run on, in a fresh schema of that database; SQLite when absent. */
  postgresUrl?: string;
  /** Sees every SQL statement the app runs (buildApp's `onQuery`). */
  onQuery?: (query: CompiledQuery) => void;
  /** Whether signed-in reads keep their answers (buildApp's `readCache`, on by default). */
  readCache?: boolean;
}

/** A database the ratio benchmark and the soak run on: SQLite, or PostgreSQL at `postgresUrl`. */
export interface DatabaseUnderTest {
  name: string;
  postgresUrl?: string;
}

/** SQLite, then PostgreSQL when `BENCH_DATABASE_URL` names a database to make fresh schemas in. */
export function benchDatabases(): DatabaseUnderTest[] {
  const postgresUrl = process.env['BENCH_DATABASE_URL'];
  return [{ name: 'SQLite' }, ...(postgresUrl ? [{ name: 'PostgreSQL', postgresUrl }] : [])];
}

/**
 * In memory-backed /dev/shm where there is one: the benches measure the server's work, and seeding years of history
 * one fsync'd transaction at a time on a shared disk would take minutes and measure the disk.
 */
const BENCH_DIR_PARENT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** A fresh folder for one bench's files, under BENCH_DIR_PARENT. */
export function benchTempDir(prefix: string): string {
  return mkdtempSync(join(BENCH_DIR_PARENT, prefix));
}

/** Listens on a free loopback port and answers it: the benches load servers over loopback only. */
export async function listenOnLoopback(server: FastifyInstance): Promise<number> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return (server.server.address() as AddressInfo).port;
}

/** A fresh schema in the database of `url`, and the URL that makes it the search path; `drop` removes it. */
export async function freshSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const inSchema = new URL(url);
  inSchema.searchParams.set('options', `-c search_path=${schema}`);
  return { url: inSchema.toString(), drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}

export async function startBenchApp(options: BenchAppOptions = {}): Promise<BenchApp> {
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m), close: () => undefined };
  let database: BenchDatabase;
  let removeDatabase: () => Promise<void>;
  if (options.postgresUrl === undefined) {
    const dir = benchTempDir('wellness-bench-');
    database = { kind: 'sqlite', file: join(dir, 'bench.db') };
    removeDatabase = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = await freshSchema(options.postgresUrl);
    database = { kind: 'postgres', url: schema.url };
    removeDatabase = schema.drop;
  }
  try {
    const databaseUrl = database.kind === 'sqlite' ? `file:${database.file}` : database.url;
    const config = loadConfig({ DATABASE_URL: databaseUrl, APP_URL: BENCH_ORIGIN, RATE_LIMIT_AUTH: 'off' });
    const { server, db, mailOutbox, readCache } = await buildApp({ config, mailer, logger: false, onQuery: options.onQuery, readCache: options.readCache });
    await server.ready();
    return {
      server,
      db,
      database,
      mails,
      drainMail: mailOutbox.drain,
      readCache,
      async close() {
        try {
          await server.close();
        } finally {
          await removeDatabase();
        }
      },
    };
  } catch (error) {
    await removeDatabase();
    throw error;
  }
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
