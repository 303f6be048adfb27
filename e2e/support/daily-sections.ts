/** The Daily tab's folding sections: which start folded on a phone (issue 34), and opening one as a person would. */
import type { Page } from 'playwright-core';
import { visible } from './waits.js';

/** The long sections below the Today block that start folded at phone width until the user opens them. */
export const FOLDED_ON_PHONE = ["Today's Supplements", 'Focus Aids & Activities', 'Focus Session', 'New Entry', 'AI Daily Insight'] as const;

function toggleOf(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true }).getByRole('button', { name: title, exact: true });
}

/** Whether the section shows its content (its title's disclosure button is expanded). */
export async function isSectionOpen(page: Page, title: string): Promise<boolean> {
  return (await (await visible(toggleOf(page, title))).getAttribute('aria-expanded')) === 'true';
}

/** Opens a folded section with one tap on its title (this browser then remembers it open); an open one is left as it is. */
export async function openDailySection(page: Page, title: string): Promise<void> {
  if (!(await isSectionOpen(page, title))) await toggleOf(page, title).click();
  await visible(page.getByRole('region', { name: title, exact: true }).getByRole('button', { name: title, exact: true, expanded: true }));
}

/** Opens every section that starts folded on a phone, for specs about the whole tab at 390 px. */
export async function openFoldedSections(page: Page): Promise<void> {
  for (const title of FOLDED_ON_PHONE) await openDailySection(page, title);
}
