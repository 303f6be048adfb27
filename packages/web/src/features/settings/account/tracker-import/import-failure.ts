/**
 * What a failed preview or import says: the server's sentence, and each detail with the line it names ("Line 12:
 * …") — a row's problem is useless without where it is.
 */
import { ApiError } from '@/lib/api-error';
import { describeFailure, type FailureMessage } from '@/lib/failure-message';

export function importFailure(error: unknown, fallback: string): FailureMessage {
  const described = describeFailure(error, fallback);
  if (!(error instanceof ApiError)) return described;
  const details = error.details.map((detail) => {
    const line = /^line (\d+)$/i.exec(detail.path);
    return line ? `Line ${line[1]}: ${detail.message}` : detail.message;
  });
  return { message: described.message, details: [...new Set(details.filter((text) => text !== described.message))] };
}
