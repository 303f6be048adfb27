import { describe, expect, it } from 'vitest';
import { loggedPath } from './log-redaction.js';

describe('loggedPath', () => {
  it('masks tokens in paths and drops every query string', () => {
    expect(loggedPath('/api/auth/verify-email/abc.DEF_123')).toBe('/api/auth/verify-email/[redacted]');
    expect(loggedPath('/verify-email?token=secret&email=a%40b.c')).toBe('/verify-email');
    expect(loggedPath('/reset-password?token=secret')).toBe('/reset-password');
    expect(loggedPath('/api/entries?search=sertraline&limit=5')).toBe('/api/entries');
    expect(loggedPath('/api/interactions/search?q=lithium')).toBe('/api/interactions/search');
    expect(loggedPath('/api/health?')).toBe('/api/health');
    expect(loggedPath('/api/health')).toBe('/api/health');
  });
});
