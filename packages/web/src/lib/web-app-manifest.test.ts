import { describe, expect, it } from 'vitest';
import { linkWebAppManifest, MANIFEST_URL, type ManifestDocument } from './web-app-manifest';

/** A head holding the links appended to it, and a selector that finds a manifest link among them. */
function fakeDocument(existing: { rel: string; href: string }[] = []) {
  const links = [...existing];
  const doc: ManifestDocument = {
    querySelector: (selector) => (selector === 'link[rel="manifest"]' ? (links.find((link) => link.rel === 'manifest') ?? null) : null),
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (node: never) => void links.push(node) },
  };
  return { doc, links };
}

describe('linkWebAppManifest', () => {
  it('adds the manifest link to the head', () => {
    const { doc, links } = fakeDocument();
    linkWebAppManifest(doc);
    expect(links).toEqual([{ rel: 'manifest', href: MANIFEST_URL }]);
    expect(MANIFEST_URL).toBe('/manifest.webmanifest');
  });

  it('adds no second link when the page has one', () => {
    const { doc, links } = fakeDocument([{ rel: 'manifest', href: '/other.webmanifest' }]);
    linkWebAppManifest(doc);
    linkWebAppManifest(doc);
    expect(links).toEqual([{ rel: 'manifest', href: '/other.webmanifest' }]);
  });
});
