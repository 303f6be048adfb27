/** Push availability from the browser's APIs and permission, the VAPID key's bytes, and the test result's words. */
import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@wellness/contract';
import { applicationServerKey, describeTestResult, pushAvailability } from './push-support';

const full = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, permission: 'default' as NotificationPermission };

describe('pushAvailability', () => {
  it('is unsupported without a service worker, PushManager or Notification', () => {
    expect(pushAvailability({ ...full, hasServiceWorker: false })).toBe('unsupported');
    expect(pushAvailability({ ...full, hasPushManager: false })).toBe('unsupported');
    expect(pushAvailability({ ...full, hasNotification: false, permission: null })).toBe('unsupported');
  });

  it('follows the permission otherwise', () => {
    expect(pushAvailability(full)).toBe('ask');
    expect(pushAvailability({ ...full, permission: 'denied' })).toBe('denied');
    expect(pushAvailability({ ...full, permission: 'granted' })).toBe('granted');
  });
});

describe('applicationServerKey', () => {
  it('decodes unpadded base64url, the form the server gives', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const text = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(text).toMatch(/[-_]/);
    expect([...applicationServerKey(text)]).toEqual([...bytes]);
  });
});

describe('describeTestResult', () => {
  it('says when there is no device, when all got it and when some failed', () => {
    expect(describeTestResult({ sent: 0, failed: 0 })).toEqual({ tone: 'info', text: PUSH_MESSAGES.testNoDevices });
    expect(describeTestResult({ sent: 1, failed: 0 })).toEqual({ tone: 'success', text: 'Test notification sent to 1 device.' });
    expect(describeTestResult({ sent: 2, failed: 1 }).text).toMatch(/^Test notification sent to 2 devices; 1 device could not be reached\./);
  });
});
