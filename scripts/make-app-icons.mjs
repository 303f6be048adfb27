// Renders the app's PNG icons (the favicon and the installable app's icons) from one drawing in Chromium, so they
// never drift apart. Run by hand after changing the mark: `node scripts/make-app-icons.mjs`; the PNG files are
// committed (the build does not need a browser). Every icon is a PNG: Chromium draws an SVG icon (favicon or
// manifest) in the page's own renderer, a 25-35 ms task on the main thread while the app loads (docs/performance.md).
import { chromium } from 'playwright-core';

const out = new URL('../packages/web/public/icons/', import.meta.url).pathname;
const CHECK = '<path d="M9 17.5l4.5 4.5L23 11" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';

/** The mark on its rounded square: the favicon and the `any` icons. */
const ROUNDED_SQUARE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/>${CHECK}</svg>`;

/** A maskable icon fills the square and keeps the mark in the central 80 % safe zone, since the launcher cuts its own
 * shape out of it. */
const icons = [
  {
    file: 'favicon-48.png',
    size: 48,
    svg: ROUNDED_SQUARE,
  },
  {
    file: 'icon-192.png',
    size: 192,
    svg: ROUNDED_SQUARE,
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: ROUNDED_SQUARE,
  },
  {
    file: 'maskable-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -6 44 44"><rect x="-6" y="-6" width="44" height="44" fill="#0f766e"/>${CHECK}</svg>`,
  },
  {
    file: 'apple-touch-icon-180.png',
    size: 180,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-3 -3 38 38"><rect x="-3" y="-3" width="38" height="38" fill="#0f766e"/>${CHECK}</svg>`,
  },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: `${out}${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
