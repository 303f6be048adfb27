/**
 * The Daily tab's opening reads on a signed-in load of the tab come in one request (`/api/daily/opening?paths=…`,
 * sent by the API client's `prefetch`), and the tab takes each answer from it without asking for that path itself.
 * A spec that stubs one of those reads with `page.route` on its own path must therefore stub it inside the batch too,
 * or the page never sees the stub on such a load: `stubRead` does both. `askApart` leaves reads out of the batch's
 * answer, so the page asks for each itself (where a route holding it back sees it). `countRequests` counts how often
 * the page asks for paths, alone or inside the batch.
 */
import type { Page, Request, Route } from 'playwright-core';
import type { DailyOpeningAnswer, DailyOpeningResponse } from '@wellness/contract';

export const OPENING_BATCH_PATH = '/api/daily/opening';

const isBatch = (url: URL) => url.pathname === OPENING_BATCH_PATH;

/** The paths (below `/api`) a batch request asks for. */
function pathsOfBatch(url: URL): string[] {
  return (url.searchParams.get('paths') ?? '').split(',').filter((path) => path !== '');
}

/** Not the fetched response's headers: they name its compression, and this body is not compressed. */
function fulfillBatch(route: Route, status: number, answers: DailyOpeningAnswer[]): Promise<void> {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ answers } satisfies DailyOpeningResponse) });
}

/**
 * Rewrites each answer of the batch: `rewrite` returns the answer to give, or null to leave that path out (the page
 * then asks for it itself). The batch itself is answered by the server as usual. Resolves to the function that ends it.
 */
export async function rewriteOpeningReads(page: Page, rewrite: (answer: DailyOpeningAnswer) => DailyOpeningAnswer | null): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const { answers } = (await response.json()) as DailyOpeningResponse;
    await fulfillBatch(
      route,
      response.status(),
      answers.flatMap((answer) => rewrite(answer) ?? []),
    );
  };
  await page.route(isBatch, handler);
  return () => page.unroute(isBatch, handler);
}

/** Leaves these reads (paths below `/api`) out of the batch's answer: the page asks for each on its own. */
export function askApart(page: Page, paths: readonly string[]): Promise<() => Promise<void>> {
  return rewriteOpeningReads(page, (answer) => (paths.includes(answer.path) ? null : answer));
}

/**
 * Answers the read of `path` (below `/api`, without a query) with `status` and `body`, alone and inside the batch;
 * resolves to the function that ends both stubs. One at a time: a later batch stub answers the batch alone.
 */
export async function stubRead(page: Page, path: string, status: number, body: string): Promise<() => Promise<void>> {
  const alone = (url: URL) => url.pathname === `/api${path}`;
  const single = (route: Route) => route.fulfill({ status, contentType: 'application/json', body });
  await page.route(alone, single);
  const endBatchStub = await rewriteOpeningReads(page, (answer) => (answer.path === path ? { path, status, body } : answer));
  return async () => {
    await page.unroute(alone, single);
    await endBatchStub();
  };
}

export interface RequestCounts {
  /** How often each path was asked for, alone or inside a batch. */
  asked(): Record<string, number>;
  /** How many batches the page sent. */
  batches(): number;
}

/** Counts from now on how often the page asks for each of `paths` (pathnames under `/api`, as `/api/auth/me`). */
export function countRequests(page: Page, paths: readonly string[]): RequestCounts {
  const asked = new Map<string, number>();
  let batches = 0;
  const count = (path: string) => {
    if (paths.includes(path)) asked.set(path, (asked.get(path) ?? 0) + 1);
  };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!isBatch(url)) return count(url.pathname);
    batches += 1;
    for (const path of pathsOfBatch(url)) count(`/api${new URL(path, url.origin).pathname}`);
  });
  return { asked: () => Object.fromEntries(asked), batches: () => batches };
}

/** Resolves once the page's next batch of opening reads has been answered. */
export const openingReadsAnswered = (page: Page) => page.waitForResponse((response) => isBatch(new URL(response.url())));
