import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { importFailure } from './import-failure';
import { base64OfDataUrl } from './read-import-file';

const apiError = (details: { path: string; message: string }[]) =>
  new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Bad',
    serverMessage: '2 rows of this file cannot be read.',
    details,
    retryAfterSeconds: null,
  });

describe('importFailure', () => {
  it('names the line of each row problem', () =>
    expect(
      importFailure(
        apiError([
          { path: 'line 12', message: 'The date "31/02/2024" is not a day.' },
          { path: 'line 40', message: 'The mood is empty.' },
        ]),
        'fallback',
      ),
    ).toEqual({ message: '2 rows of this file cannot be read.', details: ['Line 12: The date "31/02/2024" is not a day.', 'Line 40: The mood is empty.'] }));
  it('keeps other details as they are and drops a repeat of the message', () =>
    expect(
      importFailure(
        apiError([
          { path: 'content', message: '2 rows of this file cannot be read.' },
          { path: 'content', message: 'Other' },
        ]),
        'x',
      ).details,
    ).toEqual(['Other']));
  it('falls back when the failure is not the server’s', () =>
    expect(importFailure(new Error('boom'), 'Try again.')).toEqual({ message: 'Try again.', details: [] }));
});

describe('base64OfDataUrl', () => {
  it('keeps what follows the comma', () => expect(base64OfDataUrl('data:application/zip;base64,UEsDBA==')).toBe('UEsDBA=='));
  it('is empty for a string without data', () => expect(base64OfDataUrl('nothing')).toBe(''));
});
