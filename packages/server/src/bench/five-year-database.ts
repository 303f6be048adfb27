/**
 * A SQLite file holding a user with five years of history (seed-years.ts, through the API of an in-process bench
 * app), for the benches that launch the built server on it (start-bench.ts, memory-bench.ts). Seeded once per bench
 * run: the WAL is checkpointed into the file and the file copied before the bench app closes, so the copy is whole;
 * the copy is removed as the bench process exits.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { benchTempDir, startBenchApp } from './bench-app.js';
import { BENCH_PASSWORD, seedUser } from './seed-years.js';

export const FIVE_YEAR_EMAIL = 'five-years@example.test';

export interface FiveYearDatabase {
  /** Leave this file as it is: copy it for each server that writes to it. */
  file: string;
  dir: string;
  email: string;
  password: string;
  substanceId: string;
}

let seeded: Promise<FiveYearDatabase> | undefined;

async function seed(): Promise<FiveYearDatabase> {
  const dir = benchTempDir('wellness-five-years-');
  // Kept for every bench of the run, removed as the run ends (each bench copies it, so nothing else holds it open).
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'five-years.db');
  const app = await startBenchApp();
  try {
    const started = Date.now();
    if (app.database.kind !== 'sqlite') throw new Error('the five-year database is a SQLite file');
    const source = app.database.file;
    const { substanceId } = await seedUser(app, FIVE_YEAR_EMAIL, 5);
    console.log(`seeded 5 years through the API in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const connection = new Database(source);
    try {
      const [result] = connection.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (result?.busy !== 0) throw new Error('the WAL of the seeded database could not be checkpointed');
    } finally {
      connection.close();
    }
    copyFileSync(source, file);
    return { file, dir, email: FIVE_YEAR_EMAIL, password: BENCH_PASSWORD, substanceId };
  } finally {
    await app.close();
  }
}

export function fiveYearDatabase(): Promise<FiveYearDatabase> {
  seeded ??= seed();
  return seeded;
}
