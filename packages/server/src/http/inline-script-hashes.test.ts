import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, and of no script loaded from a file', () => {
    const boot = '(function(w){w.x=1})(globalThis, {"a":"é"});';
    const html = `<head><script>${boot}</script><script type="module" crossorigin src="/assets/index.js"></script><script>\n  two()\n</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(boot), sha256('\n  two()\n')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<head><script src="/theme-boot.js"></script></head><body></body>')).toEqual([]);
  });
});
