/**
 * The page's link to the web app manifest, added once the first screen has loaded (main.tsx, with the service worker's
 * registration) instead of written in index.html. With the link in the page from the start, Chromium checks whether the app can be installed
 * as soon as the load event fires: it fetches the manifest and its icon, then animates its install button into the
 * address bar, and its own threads draw for some 0.6-0.8 s while the first screen is still being built. On a two-core
 * phone-class machine that drawing took the processor from the page (docs/performance.md, twenty-first round). The
 * link matters to nothing on screen; it makes the app installable, a second or two later.
 */
export const MANIFEST_URL = '/manifest.webmanifest';

/** The parts of `document` this uses; a fake in the unit test. */
export interface ManifestDocument {
  querySelector(selector: string): unknown;
  createElement(tagName: 'link'): { rel: string; href: string };
  head: { append(node: never): void };
}

/** Adds `<link rel="manifest">` to the head, unless the page has one already. */
export function linkWebAppManifest(doc: ManifestDocument): void {
  if (doc.querySelector('link[rel="manifest"]') !== null) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  doc.head.append(link as never);
}
