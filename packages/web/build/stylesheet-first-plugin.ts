/**
 * Moves the stylesheet links Vite writes into index.html ahead of the entry script and its module preloads, right
 * after the boot script. Over HTTP/1.1 a browser opens at most six connections to a host and asks for what the page
 * names in order: with the stylesheet last, behind the entry and eight preloads, it waited for one of them to finish,
 * and nothing paints before it (the outline script waits for it too, as every script after a stylesheet still loading
 * does). Asked for first, it arrives first, and a returning user's outline paints while the scripts are still arriving
 * (docs/performance.md). It stays after the boot script, which would otherwise wait for it.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*>/;

/** The page with every stylesheet link of its head placed just before the first module script, in their order. */
export function stylesheetFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error('index.html has no </head>');
  const head = html.slice(0, headEnd);
  const links = head.match(STYLESHEET)?.map((link) => link.trim()) ?? [];
  if (links.length === 0) return html;
  const rest = head.replace(STYLESHEET, '');
  const entry = ENTRY_SCRIPT.exec(rest);
  if (entry === null) throw new Error('index.html has a stylesheet but no module script in its head');
  const indent = /[ \t]*$/.exec(rest.slice(0, entry.index))?.[0] ?? '';
  const moved = links.map((link) => `${link}\n${indent}`).join('');
  return rest.slice(0, entry.index) + moved + rest.slice(entry.index) + html.slice(headEnd);
}

export function stylesheetFirstPlugin(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetFirst },
  };
}
