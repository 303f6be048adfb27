/**
 * Moves an experiment back in time in the e2e server's SQLite database, which the API cannot do (a plan starts today
 * or later): its dates in `experiments` and in its current locked protocol, whose canonical JSON (keys sorted, no
 * spaces) is rewritten and its SHA-256 recomputed into `fingerprint`, as the server locks it. global-setup.ts provides
 * the database file's path.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as Json)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Shifts the experiment so that it starts on `startDate` and ends on `endDate` (the same length as planned). */
export function moveExperiment(experimentId: string, startDate: string, endDate: string): void {
  const db = new Database(inject('databaseFile'));
  try {
    db.pragma('busy_timeout = 5000');
    const row = db.prepare('SELECT version FROM experiments WHERE id = ?').get(experimentId) as { version: number } | undefined;
    if (!row) throw new Error(`No experiment ${experimentId}`);
    const locked = db.prepare('SELECT protocol FROM experiment_versions WHERE experiment_id = ? AND version = ?').get(experimentId, row.version) as
      { protocol: string } | undefined;
    if (!locked) throw new Error(`No locked version ${row.version} of ${experimentId}`);
    const protocol = JSON.parse(locked.protocol) as { [key: string]: Json };
    const canonical = canonicalJson({ ...protocol, startDate, endDate });
    const fingerprint = createHash('sha256').update(canonical, 'utf8').digest('hex');
    db.transaction(() => {
      db.prepare('UPDATE experiments SET start_date = ?, end_date = ? WHERE id = ?').run(startDate, endDate, experimentId);
      db.prepare('UPDATE experiment_versions SET protocol = ?, fingerprint = ? WHERE experiment_id = ? AND version = ?').run(
        canonical,
        fingerprint,
        experimentId,
        row.version,
      );
    })();
  } finally {
    db.close();
  }
}
