// The sign-in screen's JavaScript budget, so the first screen loads fast on a phone: the entry script, the chunks
// index.html preloads with it and the page's inline boot script, gzip-compressed as the server sends them, must stay
// within SIGN_IN_JS_BUDGET_BYTES. The Analytics tab's own chunk has a budget too (ANALYTICS_CHUNK_BUDGET_BYTES).
// Run by `npm test` after the build; prints each part and the total.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Issue 35's budget. The signed-out screens load React, the contract's constants and messages and their own code,
 * about 86 KB; zod (the forms' checks and the answers' schemas) follows after the first paint (lib/auth-schemas.ts),
 * and TanStack Query and every tab come with the signed-in shell.
 */
export const SIGN_IN_JS_BUDGET_BYTES = 100 * 1024;

/** Issue 35: the Analytics tab's chunk; its charts and the Supplement Timeline are chunks of their own. */
export const ANALYTICS_CHUNK_BUDGET_BYTES = 30 * 1024;

const dist = new URL('../packages/web/dist/', import.meta.url).pathname;

export function signInScripts(html) {
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)];
  return [...new Set(sources.map((match) => match[1]))];
}

/** The text of each script written into the page itself (the boot script). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((match) => match[1]);
}

export function measure() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const gzip = (content) => gzipSync(content, { level: 9 }).length;
  return [
    ...signInScripts(html).map((src) => ({ src, gzip: gzip(readFileSync(join(dist, src.replace(/^\//, '')))) })),
    ...inlineScripts(html).map((text, index) => ({ src: `index.html, inline script ${index + 1}`, gzip: gzip(text) })),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = measure();
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  for (const f of files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.src}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  sign-in screen JavaScript, gzip (budget ${SIGN_IN_JS_BUDGET_BYTES / 1024} KB)`);
  if (files.length === 0) {
    console.error('No script found in index.html');
    process.exit(1);
  }
  if (total > SIGN_IN_JS_BUDGET_BYTES) {
    console.error(`Over budget by ${((total - SIGN_IN_JS_BUDGET_BYTES) / 1024).toFixed(1)} KB`);
    process.exit(1);
  }
  const analytics = readdirSync(join(dist, 'assets')).filter((name) => /^analytics-tab-[\w-]+\.js$/.test(name));
  if (analytics.length !== 1) {
    console.error(`Expected one Analytics tab chunk, found ${analytics.length}`);
    process.exit(1);
  }
  const analyticsGzip = gzipSync(readFileSync(join(dist, 'assets', analytics[0])), { level: 9 }).length;
  console.log(`${(analyticsGzip / 1024).toFixed(1).padStart(7)} KB  Analytics tab chunk, gzip (budget ${ANALYTICS_CHUNK_BUDGET_BYTES / 1024} KB)`);
  if (analyticsGzip > ANALYTICS_CHUNK_BUDGET_BYTES) {
    console.error(`The Analytics tab chunk is over budget by ${((analyticsGzip - ANALYTICS_CHUNK_BUDGET_BYTES) / 1024).toFixed(1)} KB`);
    process.exit(1);
  }
}
