/** Sign-in activity (Settings › Account & Data): the user's live logins and signing the others out. */
import { z } from 'zod';

/** What a login shows when its browser could not be recognised, or was signed in before browsers were recorded. */
export const UNKNOWN_BROWSER = 'Unknown browser';

/** The longest browser summary the server stores, e.g. "Samsung Internet on Android". */
export const BROWSER_SUMMARY_MAX_LENGTH = 60;

export const SIGN_IN_ACTIVITY_MESSAGES = {
  notFound: 'Sign-in not found',
  currentLogin: 'This is the sign-in you are using now. Use Logout to end it.',
} as const;

const signInSessionSchema = z.object({
  id: z.string(),
  /** A coarse summary such as "Chrome on Windows"; never the full User-Agent and never an IP address. */
  browser: z.string().max(BROWSER_SUMMARY_MAX_LENGTH),
  createdAt: z.string(),
  /** The last time the login renewed its access token (at most every 15 minutes of use), or signed in. */
  lastUsedAt: z.string(),
  /** Whether this is the login the request came from. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

/** Live logins only (not signed out, not expired), the most recently used first. */
export const signInSessionsResponseSchema = z.object({ sessions: z.array(signInSessionSchema) });
export type SignInSessionsResponse = z.infer<typeof signInSessionsResponseSchema>;

/** Login ids are UUIDs (36 characters); the bound refuses anything far longer before a query runs. */
export const signInSessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const revokeOtherSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokeOtherSessionsResponse = z.infer<typeof revokeOtherSessionsResponseSchema>;
