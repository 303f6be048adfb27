import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentBundle } from './current-bundle.js';

describe('currentBundle', () => {
  let packages: string;
  let root: URL;
  const file = (path: string, secondsAgo: number) => {
    const full = join(packages, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, '');
    const at = Date.now() / 1000 - secondsAgo;
    utimesSync(full, at, at);
  };

  beforeEach(() => {
    packages = mkdtempSync(join(tmpdir(), 'current-bundle-'));
    mkdirSync(join(packages, 'server/dist'), { recursive: true });
    root = pathToFileURL(join(packages, 'server/dist/'));
  });
  afterEach(() => rmSync(packages, { recursive: true, force: true }));

  it('is the bundle when it is newer than both compilations', () => {
    file('server/dist/.tsbuildinfo', 60);
    file('contract/dist/.tsbuildinfo', 120);
    file('server/dist/bundle/server-main.js', 30);
    expect(currentBundle(root)?.href).toBe(new URL('bundle/server-main.js', root).href);
  });

  it('is none without a bundle', () => {
    file('server/dist/.tsbuildinfo', 60);
    expect(currentBundle(root)).toBeUndefined();
  });

  it('is none once tsc has compiled the server again after bundling', () => {
    file('server/dist/bundle/server-main.js', 60);
    file('server/dist/.tsbuildinfo', 30);
    file('contract/dist/.tsbuildinfo', 120);
    expect(currentBundle(root)).toBeUndefined();
  });

  it('is none once the contract has been compiled again after bundling', () => {
    file('server/dist/.tsbuildinfo', 120);
    file('server/dist/bundle/server-main.js', 60);
    file('contract/dist/.tsbuildinfo', 30);
    expect(currentBundle(root)).toBeUndefined();
  });

  it('is the bundle when no build info is there to compare with', () => {
    file('server/dist/bundle/server-main.js', 60);
    expect(currentBundle(root)).toBeDefined();
  });
});
