/**
 * What the built server reads at start (issue 35): libraries only some requests need load when first needed, so a
 * start neither spends time on them nor keeps them in memory. pg only for PostgreSQL, nodemailer at the first mail,
 * web-push at the first push, the calendar and FHIR writers (ical-generator, the time-zone library, luxon) at the
 * first feed or export. And the start reads the bundle (build/bundle.mjs) when it is current, not the modules tsc built
 * nor the ESM packages bundled into it (about 850 files); `npm test` builds it first, so under CI it must be there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentBundle } from '../src/lib/current-bundle.js';
import { exitWithin, MAIN, mainIsBuilt, scratchDir, spawnServer } from './support/server-process.js';

const RECORDER = pathToFileURL(fileURLToPath(new URL('./support/record-modules.mjs', import.meta.url))).href;
const LOADED_WHEN_NEEDED = ['pg', 'pg-pool', 'nodemailer', 'web-push', 'ical-generator', 'timezones-ical-library', 'luxon'];

const DIST = pathToFileURL(join(MAIN, '..', '/'));
const bundleExpected = process.env['CI'] === 'true' || (mainIsBuilt && currentBundle(DIST) !== undefined);

describe.runIf(mainIsBuilt)('the start of the built server', () => {
  let loaded: string[] = [];

  beforeAll(async () => {
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
    loaded = readFileSync(record, 'utf8').split('\n');
  });

  it('reads none of the libraries a first request does not need', () => {
    const packages = new Set(loaded.map((path) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1]).filter((name) => name !== undefined));
    // The recording works: the server's own framework and database driver are in it.
    expect(packages).toContain('fastify');
    expect(packages).toContain('better-sqlite3');
    expect(LOADED_WHEN_NEEDED.filter((name) => packages.has(name))).toEqual([]);
  });

  it.runIf(bundleExpected)('starts from its bundle, not from the modules it was bundled from', () => {
    const dist = fileURLToPath(DIST);
    // The entry and the two modules it asks which build to start.
    const launcher = [MAIN, join(dist, 'lib/current-bundle.js'), join(dist, 'lib/server-root.js')];
    expect(loaded).toContain(join(dist, 'bundle/server-main.js'));
    expect(loaded.filter((path) => path.startsWith(dist) && !path.startsWith(join(dist, 'bundle/')) && !launcher.includes(path))).toEqual([]);
    expect(loaded.filter((path) => /node_modules\/(kysely|zod|jose|fastify-type-provider-zod)\//.test(path))).toEqual([]);
  });
});
