/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built index.html: the page's boot script
 * (packages/web/src/boot/page-boot.ts), which the build writes inline so the first paint waits for no request of
 * its own. The policy allows exactly these scripts and no other inline code. They are read from the file that is
 * served, again whenever it changes, so a web app rebuilt under a running server never gets a stale hash (the page
 * would run without its boot script, and a service worker would keep that pair).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';

// A <script> element without a src attribute, and its text (HTML's rules: the text ends at the first </script).
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

export function inlineScriptHashes(html: string): string[] {
  // The browser hashes the script's text after the HTML parser has turned every CR LF and lone CR into LF.
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`,
  );
}

/** The hashes of `indexPath`'s inline scripts as the file is now (none when there is no such file). */
export function servedInlineScriptHashes(indexPath: string): () => readonly string[] {
  let known: { mtimeMs: number; size: number; hashes: readonly string[] } | null = null;
  return () => {
    if (!existsSync(indexPath)) return [];
    const { mtimeMs, size } = statSync(indexPath);
    if (known === null || known.mtimeMs !== mtimeMs || known.size !== size) {
      known = { mtimeMs, size, hashes: inlineScriptHashes(readFileSync(indexPath, 'utf8')) };
    }
    return known.hashes;
  };
}
