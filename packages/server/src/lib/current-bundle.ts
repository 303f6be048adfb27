/**
 * Which build of the server to start (main.ts). `npm run build` and `npm start` compile the server with tsc into `dist`
 * and then bundle it with the ESM packages it loads (build/bundle.mjs) into `dist/bundle`: Node.js then reads a few
 * files instead of about 850 modules, about a second less of CPU from start to healthy (docs/performance.md). The
 * bundle is used only while it is at least as new as the compilations it was made from (the server's and the
 * contract's tsc build info), so a server compiled again by tsc alone (`tsc -b`, the typecheck) never starts from an
 * older bundle: it starts from the modules tsc built.
 */
import { statSync } from 'node:fs';
import { SERVER_ROOT } from './server-root.js';

function modifiedMs(file: URL): number | undefined {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs;
}

/** The bundle's entry under `root` (a built server's `dist/`) when it is current, else undefined. */
export function currentBundle(root: URL = SERVER_ROOT): URL | undefined {
  const entry = new URL('bundle/server-main.js', root);
  const bundled = modifiedMs(entry);
  if (bundled === undefined) return undefined;
  // The compilations the bundle is made from; a missing one (never built here) does not count.
  const sources = [new URL('.tsbuildinfo', root), new URL('../../contract/dist/.tsbuildinfo', root)];
  return sources.every((source) => (modifiedMs(source) ?? 0) <= bundled) ? entry : undefined;
}
