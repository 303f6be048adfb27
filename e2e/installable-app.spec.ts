/**
 * The installable app: the web app manifest is served and valid with icons that exist at their
 * stated sizes, the service worker takes control of the page once it has loaded (not while it loads), the app shell opens with the network off (signed out
 * and signed in, on a deep link too), and no API answer is ever kept in a cache.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser.js';
import { SCREENSHOTS_DIR } from './support/paths.js';
import { createVerifiedUser, type TestUser } from './support/fixtures.js';
import { setUpHarness, signInThroughUi } from './support/harness.js';
import { ShellPage } from './support/pages/shell-page.js';
import { SignInPage } from './support/pages/sign-in-page.js';
import { inspectScreen } from './support/screenshots.js';
import { hidden, visible } from './support/waits.js';

const harness = setUpHarness();
let user: TestUser;

beforeAll(async () => {
  user = await createVerifiedUser(harness.baseURL, harness.outboxDir, 'installable');
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until an activated worker controls the page (the first load registers it; it claims the page). */
async function waitForControl(page: Page): Promise<string> {
  // Activated, not only controlling: a worker still activating holds the page's requests for its fetch handler,
  // and its static routes (everything but the app's own files straight to the network) apply only once active.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 15_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

describe('the installable app', () => {
  it('serves a valid manifest, linked from the page, whose icons exist at their stated sizes', async () => {
    const { page, context } = await harness.newContext(DESKTOP, { serviceWorkers: 'allow' });
    const response = await context.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ name: 'Wellness Tracker', start_url: '/', scope: '/', display: 'standalone' });
    expect(typeof manifest.short_name).toBe('string');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    // Raster icons only: Chromium draws an SVG icon in the page's own renderer, a long task while the app loads.
    expect(manifest.icons.map((icon) => icon.type)).toEqual(manifest.icons.map(() => 'image/png'));
    const pngs = manifest.icons;
    const sizes = pngs.map((icon) => icon.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) {
      const file = await context.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height });
    }

    await new SignInPage(page).open();
    // Linked once the first screen has loaded (lib/web-app-manifest.ts); the locator waits for it.
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
    // The tab's icon too: a PNG at its stated size.
    const favicon = page.locator('link[rel="icon"]');
    expect(await favicon.getAttribute('type')).toBe('image/png');
    const faviconFile = await context.request.get((await favicon.getAttribute('href')) ?? '');
    expect(faviconFile.headers()['content-type']).toBe('image/png');
    const [faviconWidth, faviconHeight] = ((await favicon.getAttribute('sizes')) ?? '').split('x').map(Number);
    expect(pngSize(await faviconFile.body())).toEqual({ width: faviconWidth, height: faviconHeight });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  });

  it('is controlled by the service worker and opens signed out with the network off', async () => {
    const { page, context } = await harness.newContext(DESKTOP, { serviceWorkers: 'allow' });
    await new SignInPage(page).open();
    expect(await waitForControl(page)).toMatch(/\/sw\.js$/);

    await context.setOffline(true);
    await page.reload();
    await new SignInPage(page).waitUntilShown();
    await page.goto('/reset-password');
    expect(await page.locator('#root').innerHTML()).not.toBe('');
    await context.setOffline(false);
  });

  it('registers the service worker and links the manifest only once the page has finished loading', async () => {
    const { page } = await harness.newContext(PHONE, { serviceWorkers: 'allow' });
    // Half a second after the load event, by the page's own clock: the worker's install would still be downloading
    // the whole build beside the first screen's own requests, and the browser's install check (the manifest, its icon,
    // the install button's animation) would still be drawing beside the first screen.
    await page.addInitScript(() => {
      const page = window as unknown as { registeredSoon?: boolean; linkedSoon?: boolean };
      window.addEventListener('load', () =>
        setTimeout(() => {
          page.linkedSoon = document.querySelector('link[rel="manifest"]') !== null;
          void navigator.serviceWorker.getRegistration().then((registration) => {
            page.registeredSoon = registration !== undefined;
          });
        }, 500),
      );
    });
    await new SignInPage(page).open();
    await page.waitForFunction(() => (window as unknown as { registeredSoon?: boolean }).registeredSoon !== undefined);
    const soon = await page.evaluate(() => {
      const { registeredSoon, linkedSoon } = window as unknown as { registeredSoon?: boolean; linkedSoon?: boolean };
      return { registeredSoon, linkedSoon };
    });
    expect(soon).toEqual({ registeredSoon: false, linkedSoon: false });
    expect(await waitForControl(page)).toMatch(/\/sw\.js$/);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('opens the signed-in app shell offline, and keeps no API answer in any cache', async () => {
    const { page, context } = await harness.newContext(DESKTOP, { serviceWorkers: 'allow' });
    const shell = await signInThroughUi(page, user);
    await waitForControl(page);
    await shell.openTab('Substances');

    await context.setOffline(true);
    await page.reload();
    await new ShellPage(page).waitUntilShown();
    await context.setOffline(false);

    const urls = await cachedUrls(page);
    expect(urls).toContain('/index.html');
    expect(urls.filter((url) => url.startsWith('/api'))).toEqual([]);
  });

  it('leaves every request but the app’s own files and pages to the network, where the page still sees it', async () => {
    const { page } = await harness.newContext(DESKTOP, { serviceWorkers: 'allow' });
    // Routed for the whole context, so the routes see a request whichever way Chromium sends it to the network: from
    // the page, or from the worker's thread after the worker let it pass (page routes missed the latter now and then,
    // about one run in seven). An answer from the worker's cache, or its offline page, would never reach them. Set
    // before the page opens, so the worker starts with them: routes added once it ran were missed by a loaded run.
    const context = page.context();
    await context.route('**/api/health', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"routed":"api"}' }));
    await context.route('**/__e2e__/probe.txt', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'routed' }));
    await new SignInPage(page).open();
    await waitForControl(page);
    const answers = await page.evaluate(async () => [await (await fetch('/api/health')).text(), await (await fetch('/__e2e__/probe.txt')).text()]);
    expect(answers).toEqual(['{"routed":"api"}', 'routed']);
  });

  it('offers a newly deployed version, and reloads into it only when the user chooses to', async () => {
    const { page } = await harness.newContext(DESKTOP, { serviceWorkers: 'allow' });
    await signInThroughUi(page, user);
    const running = await waitForControl(page);
    // A deployment, as the browser sees one: the registration's worker script changes (here its address; a new
    // build changes its bytes), so a new worker installs beside the running one and waits.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?next-build');
    });

    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the app is ready.' });
    await visible(prompt, 15_000);
    await inspectScreen(page, 'app-update-prompt');
    // A full-page picture draws fixed parts at the top; the prompt lies at the bottom of the screen.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `app-update-prompt-screen-${viewport.width}.png`) });
    }
    await prompt.getByRole('button', { name: 'Later' }).click();
    await hidden(prompt);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(running);

    // The new version still waits (it starts by itself only once every tab of the app has closed); a reload
    // of the page offers it again.
    await page.reload();
    await visible(prompt, 15_000);
    // Noted where it survives the reload the takeover causes.
    await page.evaluate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () =>
        sessionStorage.setItem('e2e.takeover', navigator.serviceWorker.controller?.scriptURL ?? ''),
      );
    });
    // The reload registered /sw.js, a changed address under this simulation, so another worker may still be
    // installing: it replaces the one on offer, and the offer moves to it once installed. Accept the final one.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration !== undefined && registration.installing === null && registration.waiting !== null;
    });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;
    // Reloaded into the new version, still signed in. (The page registers /sw.js as it loads, which under this
    // simulation is itself a changed address, so either worker may be the one that took over.)
    await new ShellPage(page).waitUntilShown();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e.takeover'))).toMatch(/\/sw\.js(\?next-build)?$/);
  });
});
