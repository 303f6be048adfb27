/** The built web app at `/`, with index.html for deep links such as /verify-email?token=… and /reset-password. */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BOOT_SCRIPT = 'document.documentElement.setAttribute("data-theme", "dark");';
const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

describeEachDatabase('web app serving', (database) => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'wellness-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Wellness</title><script>${BOOT_SCRIPT}</script><script type="module" src="/assets/app.js"></script>`,
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
    app = await createTestApp(database, { WEB_DIST_DIR: dist });
  });
  afterAll(() => app.close());

  it('serves index.html at / and for every non-API path, with the security headers', async () => {
    for (const url of ['/', '/verify-email?token=abc&email=a%40b.c', '/reset-password?token=abc', '/analytics']) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Wellness</title>');
      // The page's inline boot script runs, allowed by its hash; no other inline code would.
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${BOOT_HASH};`);
      expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    }
  });

  it('allows the boot script of the index.html it serves now, when the app is rebuilt under the running server', async () => {
    const rebuilt = 'document.documentElement.setAttribute("data-theme", "light");';
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Wellness</title><script>${rebuilt}</script>`);
    const response = await app.server.inject({ method: 'GET', url: '/daily' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(rebuilt).digest('base64')}'`);
    expect(csp).not.toContain(BOOT_HASH);
    // An API answer runs no script: it carries the policy without any page's hashes.
    const api = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('serves built assets as files', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    const api = await app.server.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    const post = await app.server.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });
});
