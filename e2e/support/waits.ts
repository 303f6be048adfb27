/** Waiting helpers: playwright-core has no test runner, so assertions wait explicitly for the page. */
import type { Locator, Page } from 'playwright-core';

export const UI_TIMEOUT = 10_000;

export async function visible(locator: Locator, timeout = UI_TIMEOUT): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

export async function hidden(locator: Locator, timeout = UI_TIMEOUT): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits until the page shows this exact text somewhere (an alert, a status, a heading). */
export async function seeText(page: Page, text: string, timeout = UI_TIMEOUT): Promise<Locator> {
  return visible(page.getByText(text, { exact: true }), timeout);
}

export async function waitForPath(page: Page, pathname: string, timeout = UI_TIMEOUT): Promise<void> {
  await page.waitForFunction((expected) => window.location.pathname === expected, pathname, { timeout });
}

export async function h1(page: Page, name: string, timeout = UI_TIMEOUT): Promise<Locator> {
  return visible(page.getByRole('heading', { level: 1, name, exact: true }), timeout);
}
