import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from '@wellness/contract';
import { fieldErrorsOf } from './field-errors';

describe('field errors', () => {
  it('maps the first issue of each field', () => {
    const result = loginRequestSchema.safeParse({ email: ' ', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error, ['email', 'password'])).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('ignores fields the form does not show', () => {
    const result = registerRequestSchema.safeParse({ name: '', email: 'not-an-email', password: 'Calm-River7!x', timezone: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error, ['name', 'email'])).toEqual({ name: 'Full name is required', email: 'Enter a valid email address' });
  });
});
