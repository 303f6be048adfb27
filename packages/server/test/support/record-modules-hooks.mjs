// The loader hooks of record-modules.mjs: each ES module's URL, appended as it loads (hooks run off the main thread).
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let out = '';

export function initialize(data) {
  out = data.out;
}

export async function load(url, context, nextLoad) {
  appendFileSync(out, `${url.startsWith('file:') ? fileURLToPath(url) : url}\n`);
  return nextLoad(url, context);
}
