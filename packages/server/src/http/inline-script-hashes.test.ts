import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, servedInlineScriptHashes } from './inline-script-hashes.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, and of no script loaded from a file', () => {
    const boot = '(function(w){w.x=1})(globalThis, {"a":"é"});';
    const html = `<head><script>${boot}</script><script type="module" crossorigin src="/assets/index.js"></script><script data-src="x">\n  two()\n</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(boot), sha256('\n  two()\n')]);
  });

  it('hashes line ends as the browser sees them (CR LF and CR become LF)', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([sha256('a()\nb()\nc()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<head><script src="/theme-boot.js"></script></head><body></body>')).toEqual([]);
  });
});

describe('servedInlineScriptHashes', () => {
  it('follows the file as it is rebuilt, and gives none while there is no file', () => {
    const index = join(mkdtempSync(join(tmpdir(), 'wellness-index-')), 'index.html');
    const hashes = servedInlineScriptHashes(index);
    expect(hashes()).toEqual([]);
    writeFileSync(index, '<script>one()</script>');
    expect(hashes()).toEqual([sha256('one()')]);
    writeFileSync(index, '<script>second()</script>');
    expect(hashes()).toEqual([sha256('second()')]);
  });
});
