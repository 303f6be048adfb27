// Preloaded into the built server (`--import`) by start-modules.test.ts: writes every module the process loaded to
// the file RECORD_MODULES_TO as it exits, ES modules through a loader hook, CommonJS from require's cache.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const out = process.env.RECORD_MODULES_TO;
if (out) {
  register('./record-modules-hooks.mjs', import.meta.url, { data: { out } });
  process.on('exit', () => appendFileSync(out, Object.keys(createRequire(import.meta.url).cache).join('\n') + '\n'));
}
