/**
 * The accessible names of a page's buttons and links as the browser computes them for screen readers (Chromium's
 * accessibility tree, through the DevTools protocol), and the ones that read badly: a name that starts or ends
 * with whitespace, holds two spaces in a row, or contains an emoji (read out as "bullseye", or not at all).
 */
import type { Page } from 'playwright-core';

export interface NamedControl {
  role: string;
  name: string;
}

const AUDITED_ROLES = new Set(['button', 'link', 'menuitem', 'tab']);
const EMOJI = /\p{Extended_Pictographic}/u;

export async function buttonAndLinkNames(page: Page): Promise<NamedControl[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ ignored?: boolean; role?: { value?: unknown }; name?: { value?: unknown } }>;
    };
    return nodes
      .filter((node) => !node.ignored && typeof node.role?.value === 'string' && AUDITED_ROLES.has(node.role.value))
      .map((node) => ({ role: String(node.role?.value), name: typeof node.name?.value === 'string' ? node.name.value : '' }));
  } finally {
    await cdp.detach();
  }
}

/** Why a name reads badly, or null when it reads well. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'no name';
  if (name !== name.trim()) return 'starts or ends with whitespace';
  if (/\s{2,}/.test(name)) return 'two spaces in a row';
  if (EMOJI.test(name)) return 'contains an emoji';
  return null;
}

/** Every button and link on the page whose name reads badly, as "button “…”: reason". */
export async function badlyNamedControls(page: Page): Promise<string[]> {
  return (await buttonAndLinkNames(page)).flatMap(({ role, name }) => {
    const problem = nameProblem(name);
    return problem === null ? [] : [`${role} “${name}”: ${problem}`];
  });
}
