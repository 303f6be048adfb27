/**
 * The Daily tab's opening reads answered in one request (issue 35): each allowed path is read as its own GET for the
 * same caller (`read`, which routes.ts provides: the GET through the app itself, so the same authentication, status,
 * body bytes and read cache), and every answer is returned with its own status, so one read failing never fails the
 * others.
 */
import { GENERIC_MESSAGES, type DailyOpeningAnswer, type DailyOpeningResponse, type ErrorBody } from '@wellness/contract';
import type { FastifyBaseLogger } from 'fastify';

/** One read's answer as its own GET gave it. */
export interface ReadAnswer {
  status: number;
  body: string;
  retryAfter?: string | undefined;
}

/** Reads one path (below `/api`) as the caller would have. */
export type ReadAsCaller = (path: string) => Promise<ReadAnswer>;

/**
 * At most this many reads at a time: as many as a browser's connections to one host, so the batch asks no more of the
 * database's pool at once than the separate GETs did.
 */
export const READS_AT_ONCE = 6;

const INTERNAL_BODY = JSON.stringify({ error: GENERIC_MESSAGES.internal, code: 'INTERNAL' } satisfies ErrorBody);

export type DailyOpeningService = ReturnType<typeof createDailyOpeningService>;

export function createDailyOpeningService(deps: { log: FastifyBaseLogger }) {
  const { log } = deps;

  async function answerOf(path: string, read: ReadAsCaller): Promise<DailyOpeningAnswer> {
    try {
      const { status, body, retryAfter } = await read(path);
      return retryAfter === undefined ? { path, status, body } : { path, status, body, retryAfter };
    } catch (error) {
      // The app could not answer this read at all (its own errors are answers, with their status): this read fails
      // as a 500 would, the others are still answered.
      log.error({ err: error, path }, 'an opening read could not be answered');
      return { path, status: 500, body: INTERNAL_BODY };
    }
  }

  return {
    /** The answers of `paths` (already checked against the allow-list), in their order. */
    async answer(paths: readonly string[], read: ReadAsCaller): Promise<DailyOpeningResponse> {
      const answers: DailyOpeningAnswer[] = new Array<DailyOpeningAnswer>(paths.length);
      let next = 0;
      const worker = async () => {
        while (next < paths.length) {
          const index = next++;
          answers[index] = await answerOf(paths[index] as string, read);
        }
      };
      await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, paths.length) }, worker));
      return { answers };
    },
  };
}
