/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built index.html: the page's boot script
 * (packages/web/src/boot/page-boot.ts), which the build writes inline so the first paint waits for no request of
 * its own. The policy allows exactly these scripts and no other inline code; read once at start, from the file that
 * is served.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A <script> element without a src attribute, and its text (HTML's rules: the text ends at the first </script).
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
}

/** The hashes of the served index.html's inline scripts; none when the web app is not built. */
export function webInlineScriptHashes(distDir: string | null): string[] {
  const index = distDir === null ? null : join(distDir, 'index.html');
  return index !== null && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
