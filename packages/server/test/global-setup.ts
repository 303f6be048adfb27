/**
 * Prepares the databases every API test runs on, migrated once: a fresh SQLite file always, and a fresh
 * schema in the PostgreSQL database of TEST_DATABASE_URL when it is set (dropped again afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { TestDatabase } from './support/databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databases: TestDatabase[];
  }
}

async function migrate(url: string): Promise<void> {
  const handle = openDatabase(url.startsWith('file:') ? { kind: 'sqlite', path: url.slice(5) } : { kind: 'postgres', url });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'wellness-api-'));
  const databases: TestDatabase[] = [{ name: 'sqlite', url: `file:${join(dir, 'test.db')}` }];
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(dir, { recursive: true, force: true })];

  const pgUrl = process.env['TEST_DATABASE_URL'];
  if (pgUrl) {
    const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databases.push({ name: 'postgres', url: url.toString() });
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    });
  } else if (process.env['CI'] === 'true') {
    throw new Error('TEST_DATABASE_URL must be set in CI: the API tests are required to run on PostgreSQL too');
  }

  for (const database of databases) await migrate(database.url);
  project.provide('databases', databases);
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
