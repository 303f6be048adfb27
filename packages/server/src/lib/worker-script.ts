/**
 * Where a worker thread's module is and how to start it. `module` is the worker's path from the server's root without
 * extension (`features/account-data/import-worker`). Built, the worker is that `.js` file under `dist`, whether the
 * server runs from the bundle or from the modules tsc built (server-root.ts). Under vitest the server runs from its
 * TypeScript source with no build, and a worker thread is a plain Node.js thread that vitest does not transform: it
 * starts the `.ts` file through jiti's loader (already a dependency of the toolchain), which also resolves the
 * source's `.js` import specifiers to `.ts` files.
 */
import { RUNS_FROM_SOURCE, SERVER_ROOT } from './server-root.js';

export function workerScript(module: string): { url: URL; execArgv: string[] | undefined } {
  if (RUNS_FROM_SOURCE) return { url: new URL(`${module}.ts`, SERVER_ROOT), execArgv: ['--import', 'jiti/register'] };
  return { url: new URL(`${module}.js`, SERVER_ROOT), execArgv: undefined };
}
