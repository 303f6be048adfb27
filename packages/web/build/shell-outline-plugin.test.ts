import { describe, expect, it } from 'vitest';
import { TABS } from '@wellness/contract';
import { renderShellOutlines, SHELL_OUTLINE_MARKER, shellOutlinePlugin, shellOutlineScript } from './shell-outline-plugin';

async function transform(html: string): Promise<string> {
  const hook = shellOutlinePlugin().transformIndexHtml;
  if (typeof hook !== 'object' || hook === null || !('handler' in hook)) throw new Error('expected an ordered transformIndexHtml hook');
  return (await hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' })) as string;
}

/** Runs the emitted script against a page at `pathname` holding a session hint; returns what it put in the root. */
function runScript(script: string, pathname: string, cookie = 'has_session=1'): string {
  const root = { innerHTML: '' };
  const fakeGlobal = {
    document: { cookie, getElementById: (id: string) => (id === 'root' ? root : null) },
    location: { pathname },
    localStorage: { getItem: () => null },
  };
  new Function('globalThis', script)(fakeGlobal);
  return root.innerHTML;
}

describe('the shell outline plugin', () => {
  it("renders the app's own outline for / and for each tab", { timeout: 30_000 }, async () => {
    const outlines = await renderShellOutlines();
    expect(Object.keys(outlines).sort()).toEqual(['/', ...TABS].sort());
    // The Daily tab's: its frame, with the introduction the largest paint is timed on, inert header and tabs.
    expect(outlines.daily).toContain('Daily tracking');
    expect(outlines.daily).toContain('Log today’s doses, time a focus session and note how the day is going.');
    expect(outlines.daily).toMatch(/<div inert="" class="contents"><header/);
    // The others: "Loading…" under the tabs, with their own tab marked as the current page.
    expect(outlines.history).toContain('Loading…');
    expect(outlines.history).not.toContain('Daily tracking');
    expect(outlines.history).toMatch(/href="\/history" aria-current="page"/);
    expect(outlines['/']).toMatch(/href="\/daily" aria-current="page"/);
  });

  it('writes a self-contained script where the marker stands, which shows the outline of the address', { timeout: 30_000 }, async () => {
    const outlines = await renderShellOutlines();
    const html = await transform(`<body><div id="root"></div>${SHELL_OUTLINE_MARKER}<script type="module" src="/a.js"></script></body>`);
    const script = shellOutlineScript(outlines);
    expect(html).toBe(`<body><div id="root"></div><script>${script}</script><script type="module" src="/a.js"></script></body>`);
    expect(runScript(script, '/daily')).toBe(outlines.daily);
    expect(runScript(script, '/settings/help')).toBe(outlines.settings);
    expect(runScript(script, '/daily', 'other=1')).toBe('');
  });

  it('keeps the markup from ending its script element', () => {
    const script = shellOutlineScript({ daily: '<p>a</p><!-- b --></script>' });
    expect(script).not.toContain('</');
    expect(script).not.toContain('<!--');
    expect(runScript(script, '/daily')).toBe('<p>a</p><!-- b --></script>');
  });

  it('refuses a page without the marker', async () => {
    await expect(transform('<body></body>')).rejects.toThrow(/marker/);
  });
});
