/**
 * Writes the page's boot script (src/boot/page-boot.ts) into index.html as an inline script, in place of the
 * `<!-- page-boot -->` marker, with what it needs to know (the appearance storage key and the allowed values).
 * Inline, it costs no round trip before the first paint; the server allows it by its hash
 * (packages/server/src/http/inline-script-hashes.ts).
 */
import type { Plugin } from 'vite';
import { FONT_SIZES, THEMES } from '@wellness/contract';
import { pageBoot, type PageBootConfig } from '../src/boot/page-boot';
import { APPEARANCE_STORAGE_KEY, effectiveTheme } from '../src/lib/appearance';

export const PAGE_BOOT_MARKER = '<!-- page-boot -->';

/** The inline script: the boot function's own source, called with its configuration and the app's palette rule. */
export function pageBootScript(): string {
  const config: PageBootConfig = { appearanceStorageKey: APPEARANCE_STORAGE_KEY, themes: THEMES, fontSizes: FONT_SIZES };
  const script = `(${pageBoot.toString()})(globalThis, ${JSON.stringify(config)}, ${effectiveTheme.toString()});`;
  if (script.includes('</') || script.includes('<!--')) throw new Error('The boot script holds text that would end or upset its <script> element');
  return script;
}

export function pageBootPlugin(): Plugin {
  return {
    name: 'page-boot',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(PAGE_BOOT_MARKER)) throw new Error(`index.html has no ${PAGE_BOOT_MARKER} marker`);
        // A function, so that `$` in the script is never read as a replacement pattern.
        return html.replace(PAGE_BOOT_MARKER, () => `<script>${pageBootScript()}</script>`);
      },
    },
  };
}
