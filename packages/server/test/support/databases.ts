/** The databases every API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
import { describe, inject } from 'vitest';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  url: string;
}

export function testDatabases(): TestDatabase[] {
  return inject('databases');
}

/** Runs the same suite once per database, named after it. */
export function describeEachDatabase(title: string, suite: (database: TestDatabase) => void): void {
  for (const database of testDatabases()) {
    describe(`${title} [${database.name}]`, () => suite(database));
  }
}
