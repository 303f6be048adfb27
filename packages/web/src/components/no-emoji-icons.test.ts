/**
 * No emoji as a UI icon (issue 34): a device without an emoji font draws one as an empty box, so the app draws its
 * icons (components/icons.tsx). Emoji stay only where they are the user's own data: the custom focus aid's palette and
 * its default, which live in the contract's focus-aids.ts. Tests are not scanned (they use emoji as user data), nor
 * style sheets (their comments use arrows such as ↔, and no style draws text).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const EMOJI = /[\p{Extended_Pictographic}\u{2600}-\u{27BF}]/gu;
const root = new URL('../../../../', import.meta.url).pathname;
const SCANNED = ['packages/web/src', 'packages/web/index.html', 'packages/contract/src'];
/** Where emoji are user data, with why. */
const ALLOWED: Record<string, string> = {
  'packages/contract/src/focus-aids.ts': 'the custom aid palette the user picks from, its default and the palette’s words',
};

function sourceFiles(path: string): string[] {
  const full = join(root, path);
  if (/\.(tsx?|html)$/.test(full)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [join(root, child)] : [];
  });
}

describe('icons are drawn, not emoji', () => {
  it('finds no emoji in the web’s source or the contract’s texts outside the user-data allow-list', () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap(sourceFiles)) {
      const path = relative(root, file);
      if (path in ALLOWED) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const hits = line.match(EMOJI);
          if (hits) found.push(`${path}:${index + 1}: ${hits.join(' ')}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('scans the files it means to, the allow-listed one among them', () => {
    const files = SCANNED.flatMap(sourceFiles).map((file) => relative(root, file));
    expect(files).toContain('packages/web/src/components/icons.tsx');
    for (const path of Object.keys(ALLOWED)) expect(files).toContain(path);
  });
});
