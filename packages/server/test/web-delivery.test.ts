/**
 * What the web app and the API cost on the wire: compressed when the browser accepts it (the app's files as
 * compressed at build time, API answers on the fly), hashed assets cached for a year, index.html never cached.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describeEachDatabase('web delivery', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'wellness-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Wellness</title><script type="module" src="/assets/app-1a2b3c.js"></script>');
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    app = await createTestApp(database, { WEB_DIST_DIR: dist });
  });
  afterAll(() => app.close());

  it('sends the build-time brotli or gzip copy of an asset to a browser that accepts it', async () => {
    const br = await app.server.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.server.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.server.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and revalidate index.html on every load', async () => {
    const asset = await app.server.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/analytics']) {
      const page = await app.server.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves robots.txt keeping crawlers out of the API', async () => {
    const robots = await app.server.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('compresses API answers above a kilobyte for clients that accept it, and only for them', async () => {
    const url = '/api/docs/json';
    const plain = await app.server.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const small = await app.server.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
