/** The one error type services throw; the error handler turns it into an HTTP status and an error body. */
import type { ErrorDetail } from '@wellness/contract';

export type AppErrorKind = 'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'rate_limited' | 'unavailable';

export const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly options: { details?: ErrorDetail[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }
}
