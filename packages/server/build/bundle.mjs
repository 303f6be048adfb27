// Bundles the built server (dist/server-main.js, from tsc) with the ESM packages it loads into dist/bundle, which
// dist/main.js starts while it is current (src/lib/current-bundle.ts). Node.js loads each ESM module on its own (about
// 850 files: the server's, the contract's, Kysely's, zod's and jose's), which was most of the time from start to
// healthy; the bundle is one file and the chunks of what the server imports lazily. Packages published as CommonJS
// (Fastify and its plugins, the database drivers, the native modules) stay where they are, loaded from node_modules.
// Run after tsc (build-if-needed.mjs does); does nothing when the bundle is current, unless given --force.
import { renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { currentBundle } = await import(new URL('../dist/lib/current-bundle.js', import.meta.url).href);

/** Packages bundled with the server: ESM, many modules each, nothing native. */
const BUNDLED = /^(kysely|zod|jose|fastify-type-provider-zod|@wellness\/contract)(\/|$)/;

if (process.argv.includes('--force') || currentBundle() === undefined) {
  const next = `${dist}bundle-next`;
  rmSync(next, { recursive: true, force: true });
  await build({
    input: { 'server-main': `${dist}server-main.js` },
    platform: 'node',
    // A bare specifier not listed above is loaded from node_modules at run time, as without the bundle.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !BUNDLED.test(id),
    logLevel: 'warn',
    // The same depth as dist/lib, so the server finds its own files from either (src/lib/server-root.ts).
    output: { dir: next, format: 'esm', keepNames: true },
  });
  // Whole or not at all: a server starting meanwhile finds the old bundle or the new one, or none and the modules.
  rmSync(`${dist}bundle`, { recursive: true, force: true });
  renameSync(next, `${dist}bundle`);
}
