import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS, expiryKind } from './expiry-rule.js';

describe('expiry rule', () => {
  it('counts an item as expired on its expiry day and after it', () => {
    expect(expiryKind(0)).toBe('expired');
    expect(expiryKind(-3)).toBe('expired');
  });

  it('counts it as expiring soon from tomorrow up to 30 days (720 hours) ahead, and not beyond', () => {
    expect(EXPIRING_SOON_DAYS).toBe(30);
    expect(expiryKind(1)).toBe('soon');
    expect(expiryKind(30)).toBe('soon');
    expect(expiryKind(31)).toBe('later');
  });
});
