/** Test projects: pure units, the HTTP API against real databases, and end-to-end in Chromium. */
import { defineConfig } from 'vitest/config';
import { SOURCE_ALIAS } from './packages/web/build/source-alias';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/web/build/**/*.test.ts', 'lint/**/*.test.ts'],
          environment: 'node',
          // The simulation tests run hundreds of simulated users; on a loaded 2-core machine they pass 5 s. Speed is
          // measured by the benchmarks, never by a test's clock.
          testTimeout: 30_000,
        },
        // The web's `@/x` is `packages/web/src/x`, as in its build; no other package uses `@/`.
        resolve: { alias: SOURCE_ALIAS },
      },
      {
        test: {
          name: 'api',
          include: ['packages/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/test/global-setup.ts'],
          // The fuzz suite forces a GC before it reads the heap, so its growth check sees what is kept, not garbage.
          execArgv: ['--expose-gc'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
