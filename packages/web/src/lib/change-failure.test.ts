import { describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES } from '@wellness/contract';
import { ApiError, NetworkError } from '@/lib/api-error';
import { changeFailure } from './change-failure';

const apiError = (status: number, code: ApiError['code'], serverMessage: string | null, details: Array<{ path: string; message: string }> = []) =>
  new ApiError({ status, code, message: serverMessage ?? 'x', serverMessage, details, retryAfterSeconds: null });

describe('change failure', () => {
  it('keeps the spec’s alert as the message and adds the server’s reason for a refused change', () => {
    expect(changeFailure(apiError(409, 'CONFLICT', CONDITION_MESSAGES.alreadyTracked), CONDITION_MESSAGES.addFailed)).toEqual({
      message: 'Failed to add condition. Please try again.',
      details: ['You are already tracking this condition'],
    });
  });

  it('lists field messages of a validation error instead of its generic text', () => {
    const error = apiError(400, 'VALIDATION_FAILED', 'Invalid input', [{ path: 'name', message: 'Condition name is required' }]);
    expect(changeFailure(error, CONDITION_MESSAGES.createFailed).details).toEqual(['Condition name is required']);
  });

  it('adds nothing for a server fault or a lost connection', () => {
    expect(changeFailure(apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'), CONDITION_MESSAGES.removeFailed)).toEqual({
      message: 'Failed to remove condition. Please try again.',
      details: [],
    });
    expect(changeFailure(new NetworkError(new Error('offline')), CONDITION_MESSAGES.addFailed).details).toEqual([]);
  });
});
