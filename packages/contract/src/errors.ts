/** The error body of every failed API call. */
import { z } from 'zod';

/** Machine-readable kinds of failure, so clients branch on `code` and show `error` to people. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A validation error lists at most this many problems; the rest are summarised in one last detail. */
export const MAX_ERROR_DETAILS = 50;

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
