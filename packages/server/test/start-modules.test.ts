/**
 * What the built server reads at start (issue 35): libraries only some requests need load when first needed, so a
 * start neither spends time on them nor keeps them in memory. pg only for PostgreSQL, nodemailer at the first mail,
 * web-push at the first push, the calendar and FHIR writers (ical-generator, the time-zone library, luxon) at the
 * first feed or export.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exitWithin, mainIsBuilt, scratchDir, spawnServer } from './support/server-process.js';

const RECORDER = pathToFileURL(fileURLToPath(new URL('./support/record-modules.mjs', import.meta.url))).href;
const LOADED_WHEN_NEEDED = ['pg', 'pg-pool', 'nodemailer', 'web-push', 'ical-generator', 'timezones-ical-library', 'luxon'];

describe.runIf(mainIsBuilt)('the start of the built server', () => {
  it('reads none of the libraries a first request does not need', async () => {
    const dir = scratchDir('start-modules');
    const record = join(dir, 'modules.txt');
    const server = await spawnServer(
      { DATABASE_URL: `file:${join(dir, 'wellness.db')}`, NODE_OPTIONS: `--import ${RECORDER}`, RECORD_MODULES_TO: record },
      dir,
    );
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(200);
    server.kill('SIGTERM');
    expect((await exitWithin(server, 10_000)).code).toBe(0);

    const packages = new Set(
      readFileSync(record, 'utf8')
        .split('\n')
        .map((path) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1])
        .filter((name) => name !== undefined),
    );
    // The recording works: the server's own framework and database driver are in it.
    expect(packages).toContain('fastify');
    expect(packages).toContain('better-sqlite3');
    expect(LOADED_WHEN_NEEDED.filter((name) => packages.has(name))).toEqual([]);
  });
});
