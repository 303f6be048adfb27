import { describe, expect, it } from 'vitest';
import { PAGE_BOOT_MARKER, pageBootPlugin, pageBootScript } from './page-boot-plugin';

function transform(html: string): string {
  const hook = pageBootPlugin().transformIndexHtml;
  if (typeof hook !== 'object' || hook === null || !('handler' in hook)) throw new Error('expected an ordered transformIndexHtml hook');
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
}

describe('the page boot plugin', () => {
  it('writes the boot script inline where the marker stands', () => {
    const html = transform(`<head><title>x</title>${PAGE_BOOT_MARKER}<link rel="stylesheet" href="/a.css"></head>`);
    expect(html).toBe(`<head><title>x</title><script>${pageBootScript()}</script><link rel="stylesheet" href="/a.css"></head>`);
  });

  it('produces a self-contained script that applies the appearance when run', () => {
    const attributes = new Map<string, string>();
    const fakeGlobal = {
      document: { documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } },
      localStorage: { getItem: () => JSON.stringify({ theme: 'DARK' }) },
    };
    new Function('globalThis', pageBootScript())(fakeGlobal);
    expect(attributes.get('data-theme')).toBe('dark');
    expect((fakeGlobal as { __zod_globalConfig?: unknown }).__zod_globalConfig).toEqual({ jitless: true });
  });

  it('refuses a page without the marker', () => {
    expect(() => transform('<head></head>')).toThrow(/marker/);
  });
});
