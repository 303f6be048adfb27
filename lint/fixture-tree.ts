/** Writes a small source tree to a temporary folder, so the architecture rules resolve real files in their tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Creates the files (path → contents) and returns the absolute path of each. */
export function fixtureTree(files: Record<string, string>): (path: string) => string {
  const root = mkdtempSync(join(tmpdir(), 'architecture-rules-'));
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents);
  }
  return (path) => join(root, path);
}
