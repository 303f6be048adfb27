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

  it("masks the calendar feed's token but not the route that manages it", () => {
    expect(loggedPath('/api/calendar/Abc_-123.ics')).toBe('/api/calendar/[redacted]');
    expect(loggedPath('/api/calendar/Abc_-123.ics?x=1')).toBe('/api/calendar/[redacted]');
    expect(loggedPath('/api/calendar/tokenish.ics')).toBe('/api/calendar/[redacted]');
    expect(loggedPath('/api/calendar/token')).toBe('/api/calendar/token');
    expect(loggedPath('/api/calendar/token?x=1')).toBe('/api/calendar/token');
  });
});
