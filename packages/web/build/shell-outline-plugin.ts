/**
 * Writes the shell's outline script (src/boot/shell-outline.ts) into index.html in place of the `<!-- shell-outline -->`
 * marker after the root element, with the outline's markup for each address. The markup is rendered here, at build
 * time, from the app's own component (src/boot/shell-outline-markup.tsx, imported through Vite's module runner with
 * the app's alias and JSX), so the outline the page shows first is exactly the one React renders over it. The server
 * allows the script by its hash, as it does the boot script (packages/server/src/http/inline-script-hashes.ts).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { SESSION_HINT_COOKIE } from '@wellness/contract';
import { runnerImport, type Plugin } from 'vite';
import { showShellOutline, type ShellOutlineConfig } from '../src/boot/shell-outline';
import { ACCESS_TOKEN_STORAGE_KEY } from '../src/lib/token-store';
import { SOURCE_ALIAS } from './source-alias';

export const SHELL_OUTLINE_MARKER = '<!-- shell-outline -->';

const MARKUP_MODULE = fileURLToPath(new URL('../src/boot/shell-outline-markup.tsx', import.meta.url));

/** The outline's markup for `/` and each tab, rendered by React on the server side of Vite's module runner. */
export async function renderShellOutlines(): Promise<Record<string, string>> {
  const { module } = await runnerImport<typeof import('../src/boot/shell-outline-markup')>(MARKUP_MODULE, {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: SOURCE_ALIAS },
    plugins: [react()],
  });
  return module.shellOutlineMarkup();
}

/** The inline script: the function's own source, called with the storage key, the hint cookie and the outlines. */
export function shellOutlineScript(outlines: Record<string, string>): string {
  const config: ShellOutlineConfig = { accessTokenStorageKey: ACCESS_TOKEN_STORAGE_KEY, sessionHintCookie: SESSION_HINT_COOKIE, outlines };
  // `<` escaped inside the JSON: the markup's tags must not end or upset the <script> element that carries them.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const script = `(${showShellOutline.toString()})(globalThis, ${json});`;
  if (script.includes('</') || script.includes('<!--')) throw new Error('The outline script holds text that would end or upset its <script> element');
  return script;
}

export function shellOutlinePlugin(): Plugin {
  return {
    name: 'shell-outline',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(SHELL_OUTLINE_MARKER)) throw new Error(`index.html has no ${SHELL_OUTLINE_MARKER} marker`);
        const script = shellOutlineScript(await renderShellOutlines());
        return html.replace(SHELL_OUTLINE_MARKER, () => `<script>${script}</script>`);
      },
    },
  };
}
