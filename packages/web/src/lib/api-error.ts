/**
 * The typed failures of API calls, and the specification's rule for reading a message out of an error
 * response: the body's `error` field, falling back to the status text (part 1 §8).
 */
import { errorDetailSchema, type ErrorDetail } from '@wellness/contract';

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  readonly status: number;
  /** The body's `error` field, when the server sent one; auth flows prefer it over their own fallback. */
  readonly serverMessage: string | null;
  readonly details: readonly ErrorDetail[];
  /** Seconds from a 429's Retry-After header, when present. */
  readonly retryAfterSeconds: number | null;

  constructor(init: { status: number; message: string; serverMessage: string | null; details: readonly ErrorDetail[]; retryAfterSeconds: number | null }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** The session could not be renewed; the client has already signed the user out. */
export class SessionEndedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionEndedError';
  }
}

export interface ParsedErrorBody {
  error: string | null;
  details: ErrorDetail[];
}

/** Reads `{error, details}` defensively: any part that is missing or malformed is simply absent. */
export function parseErrorBody(body: unknown): ParsedErrorBody {
  if (typeof body !== 'object' || body === null) return { error: null, details: [] };
  const record = body as Record<string, unknown>;
  const error = typeof record['error'] === 'string' && record['error'].trim() !== '' ? record['error'] : null;
  const rawDetails = Array.isArray(record['details']) ? record['details'] : [];
  const details = rawDetails.flatMap((item) => {
    const parsed = errorDetailSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { error, details };
}

/** The message of a failed response: `error`, else the status text, else a plain sentence with the status. */
export function errorMessageFromResponse(body: unknown, status: number, statusText: string): string {
  const { error } = parseErrorBody(body);
  if (error !== null) return error;
  if (statusText.trim() !== '') return statusText;
  return `Request failed with status ${status}`;
}

/** Retry-After in seconds; the HTTP-date form is converted relative to `now`. */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

export function apiErrorFromResponse(body: unknown, status: number, statusText: string, retryAfter: string | null, now: Date): ApiError {
  const parsed = parseErrorBody(body);
  return new ApiError({
    status,
    message: errorMessageFromResponse(body, status, statusText),
    serverMessage: parsed.error,
    details: parsed.details,
    retryAfterSeconds: parseRetryAfter(retryAfter, now),
  });
}
