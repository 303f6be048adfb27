/**
 * The shell's outline as markup, rendered at build time (build/shell-outline-plugin.ts) from the component the app
 * renders itself (app/shell-skeleton.tsx), for `/` and for each tab's address: the page's inline script
 * (src/boot/shell-outline.ts) shows the one for the address being opened.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { TABS } from '@wellness/contract';
import { ShellSkeleton } from '../app/shell-skeleton';
import { pathForTab } from '../lib/tab-paths';

export function shellOutlineMarkup(): Record<string, string> {
  const outlines: Record<string, string> = { '/': renderToStaticMarkup(<ShellSkeleton pathname="/" />) };
  for (const tab of TABS) outlines[tab] = renderToStaticMarkup(<ShellSkeleton pathname={pathForTab(tab)} />);
  return outlines;
}
