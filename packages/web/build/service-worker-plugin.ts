/**
 * Writes dist/sw.js after the build: src/service-worker/sw.ts compiled by TypeScript, with the list of files
 * to keep for offline use (everything the build wrote, less the compressed copies) and a version that is a
 * hash of their contents, so a deployment that changes any file installs a new worker and nothing else does.
 * A hand-written worker of a hundred lines instead of vite-plugin-pwa: that plugin brings workbox-build with
 * Babel and Rollup (about 300 packages) to generate the same few rules, and we need exact control of one of
 * them: API answers (health data) are never cached.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const SOURCE = new URL('../src/service-worker/sw.ts', import.meta.url);
export const SERVICE_WORKER_FILE = 'sw.js';
const LEFT_OUT = /\.(br|gz|map)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** sw.ts as the classic script browsers run; exported for the worker's behaviour test. */
export function compileWorker(source: string): string {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  // A worker is a classic script: the source's `export {}` only keeps it a module for the type checker.
  return outputText.replace(/^export \{\};?\s*$/m, '');
}

/** The compiled worker with its constants defined in front; exported for the unit test. */
export function workerScript(compiled: string, precache: readonly string[], version: string): string {
  return `const __PRECACHE__ = ${JSON.stringify(precache)};\nconst __VERSION__ = ${JSON.stringify(version)};\n${compiled}`;
}

export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    // Before precompress (listed after it in vite.config.ts), which compresses what the bundle holds, not sw.js.
    enforce: 'pre',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const files = (await filesUnder(outDir)).filter((file) => !LEFT_OUT.test(file) && relative(outDir, file) !== SERVICE_WORKER_FILE).sort();
      const hash = createHash('sha256');
      const precache: string[] = [];
      for (const file of files) {
        const path = `/${relative(outDir, file).split(sep).join('/')}`;
        precache.push(path);
        hash.update(path).update(await readFile(file));
      }
      const compiled = compileWorker(await readFile(SOURCE, 'utf8'));
      await writeFile(join(outDir, SERVICE_WORKER_FILE), workerScript(compiled, precache, hash.digest('hex').slice(0, 16)));
    },
  };
}
