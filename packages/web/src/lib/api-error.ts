/**
 * The typed failures of API calls, and the specification's rule for reading a message out of an error
 * response: the body's `error` field, falling back to the status text. Screens branch on the
 * body's machine-readable `code`, never on the message text, which is for people.
 */
import { ERROR_CODES, type ErrorCode, type ErrorDetail } from '@wellness/contract';

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  readonly status: number;
  /** The body's `code`; null when the answer had none (not from this server, e.g. a proxy's error page). */
  readonly code: ErrorCode | null;
  /** The body's `error` field, when the server sent one; auth flows prefer it over their own fallback. */
  readonly serverMessage: string | null;
  readonly details: readonly ErrorDetail[];
  /** Seconds from a 429's Retry-After header, when present. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    code?: ErrorCode | null;
    message: string;
    serverMessage: string | null;
    details: readonly ErrorDetail[];
    retryAfterSeconds: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? null;
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

/**
 * A failure after which something sent may or may not have arrived, and sending it again later can succeed: no
 * answer (offline), the server or a proxy failing (5xx), asked to wait (408, 429), or the session ended (the same
 * user signs in again). A write kept and sent again under the same idempotency key is recorded once either way; any
 * other answer is the server's refusal of that request, which sending again would not change.
 */
export function worthSendingAgain(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof SessionEndedError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 401);
}

/**
 * Whether a write waiting in an outbox (a dose tapped offline, a factor value) stays there for another try: whatever
 * `worthSendingAgain` keeps, and a failure that is no answer of the server at all (a fault on this side), since only
 * the server's refusal may drop what the user did.
 */
export function keepInOutbox(error: unknown): boolean {
  return worthSendingAgain(error) || !(error instanceof ApiError);
}

export interface ParsedErrorBody {
  error: string | null;
  details: ErrorDetail[];
}

/**
 * One `{path, message}` of `details` as the contract's errorDetailSchema reads it (both strings, nothing else kept),
 * checked by hand: this module is on the sign-in screen, which loads without zod (lib/auth-schemas.ts).
 */
function errorDetailOf(item: unknown): ErrorDetail[] {
  if (typeof item !== 'object' || item === null) return [];
  const { path, message } = item as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
}

/** Reads `{error, details}` defensively: any part that is missing or malformed is simply absent. */
export function parseErrorBody(body: unknown): ParsedErrorBody {
  if (typeof body !== 'object' || body === null) return { error: null, details: [] };
  const record = body as Record<string, unknown>;
  const error = typeof record['error'] === 'string' && record['error'].trim() !== '' ? record['error'] : null;
  const rawDetails = Array.isArray(record['details']) ? record['details'] : [];
  const details = rawDetails.flatMap(errorDetailOf);
  return { error, details };
}

const isErrorCode = (value: unknown): value is ErrorCode => ERROR_CODES.some((code) => code === value);

/** The body's `code` when it is one the contract knows; null otherwise. */
export function parseErrorCode(body: unknown): ErrorCode | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as Record<string, unknown>)['code'];
  return isErrorCode(code) ? code : null;
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
    code: parseErrorCode(body),
    message: errorMessageFromResponse(body, status, statusText),
    serverMessage: parsed.error,
    details: parsed.details,
    retryAfterSeconds: parseRetryAfter(retryAfter, now),
  });
}
