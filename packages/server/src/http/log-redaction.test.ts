import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('masks tokens and addresses in paths and queries', () => {
    expect(redactUrl('/api/auth/verify-email/abc.DEF_123')).toBe('/api/auth/verify-email/[redacted]');
    expect(redactUrl('/verify-email?token=secret&email=a%40b.c')).toBe('/verify-email?token=[redacted]&email=[redacted]');
    expect(redactUrl('/reset-password?token=secret')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
