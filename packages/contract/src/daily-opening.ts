/**
 * The Daily tab's opening reads in one request (issue 35): `GET /api/daily/opening?paths=…` answers each of the
 * tab's opening GETs as that GET would have answered the same user, in one response, so a slow phone pays one round
 * trip for them instead of three rounds of six connections. Only those reads are allowed (DAILY_OPENING_PATHS, and
 * the check-in's factor values over a range of days); anything else refuses the whole request.
 */
import { z } from 'zod';

/** The route, below `/api`. */
export const DAILY_OPENING_ROUTE = '/daily/opening';

/** The opening reads whose path is fixed, below `/api` (the web's features/daily/daily-opening-paths.ts sends them). */
export const DAILY_OPENING_PATHS = [
  '/auth/me',
  '/preferences',
  '/user-conditions',
  '/focus-sessions/active',
  '/entries/daily-summary',
  '/daily/supplements',
  '/supplement-doses/today',
  '/supplement-doses/stats',
  '/daily/focus-aids',
  '/focus-sessions/today',
  '/daily/insight',
  '/schedules',
  '/reminders/today',
  '/experiments/today',
  '/factors',
  '/mood-tags',
  '/settings/profile',
] as const;

/** The check-in's read of its factors' last values: the range in the browser's calendar, the one read with a query. */
const FACTOR_VALUES_PATH = /^\/factors\/values\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/;

/** Every allowed read once: the fixed ones and one factor-values range. */
export const DAILY_OPENING_MAX_PATHS = DAILY_OPENING_PATHS.length + 1;
/** The longest allowed path is the factor-values read (47 characters). */
export const DAILY_OPENING_MAX_PATH_LENGTH = 64;
/** The `paths` parameter: the paths joined by commas (none of them holds one). */
export const DAILY_OPENING_MAX_QUERY_LENGTH = DAILY_OPENING_MAX_PATHS * (DAILY_OPENING_MAX_PATH_LENGTH + 1);

export const DAILY_OPENING_MESSAGES = {
  notAllowed: 'Not one of the Daily tab’s opening reads',
  repeated: 'Each read may be asked for once',
  tooMany: `At most ${DAILY_OPENING_MAX_PATHS} reads`,
} as const;

/** Whether a batched opening read may ask for this path. */
export function isDailyOpeningPath(path: string): boolean {
  return path.length <= DAILY_OPENING_MAX_PATH_LENGTH && ((DAILY_OPENING_PATHS as readonly string[]).includes(path) || FACTOR_VALUES_PATH.test(path));
}

export const dailyOpeningQuerySchema = z.object({
  paths: z
    .string()
    .min(1)
    .max(DAILY_OPENING_MAX_QUERY_LENGTH)
    .transform((value, ctx) => {
      const paths = value.split(',');
      if (paths.length > DAILY_OPENING_MAX_PATHS) ctx.addIssue({ code: 'custom', message: DAILY_OPENING_MESSAGES.tooMany });
      const refused = paths.filter((path) => !isDailyOpeningPath(path));
      // The refused paths are not echoed back: a detail names the rule, never what a caller made up.
      if (refused.length > 0) ctx.addIssue({ code: 'custom', message: `${DAILY_OPENING_MESSAGES.notAllowed} (${refused.length} of ${paths.length})` });
      if (new Set(paths).size !== paths.length) ctx.addIssue({ code: 'custom', message: DAILY_OPENING_MESSAGES.repeated });
      return paths;
    }),
});

/**
 * One read's answer: its status, its body exactly as its own GET sends it (JSON text, or '' when it has none), and
 * the one header the client reads from an answer (Retry-After, on a 429 or 503).
 */
export const dailyOpeningAnswerSchema = z.object({
  path: z.string(),
  status: z.number().int(),
  body: z.string(),
  retryAfter: z.string().optional(),
});
export type DailyOpeningAnswer = z.infer<typeof dailyOpeningAnswerSchema>;

/** The answers in the order the paths were asked for. */
export const dailyOpeningResponseSchema = z.object({ answers: z.array(dailyOpeningAnswerSchema) });
export type DailyOpeningResponse = z.infer<typeof dailyOpeningResponseSchema>;
