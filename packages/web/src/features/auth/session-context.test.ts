/** When a page load asks the server for its session (session-context.tsx's restore at load). */
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  storedToken: null as string | null,
  restoreSession: vi.fn(() => Promise.resolve(true)),
}));

vi.mock('@/lib/app-api', () => ({
  api: { restoreSession: fake.restoreSession, onSessionEnded: () => () => undefined },
  tokenStore: { get: () => fake.storedToken, subscribe: () => () => undefined },
}));

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  fake.restoreSession.mockReset();
  fake.restoreSession.mockResolvedValue(true);
  fake.storedToken = null;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the session check of a load without a stored token', () => {
  it('is sent once, a task after the scripts have run rather than while they are evaluated', async () => {
    const { signedInAtLoad } = await import('./session-context');
    expect(fake.restoreSession).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(0);
    expect(fake.restoreSession).toHaveBeenCalledTimes(1);
    await expect(signedInAtLoad).resolves.toBe(true);
  });

  it('passes on that the session could not be restored', async () => {
    fake.restoreSession.mockResolvedValue(false);
    const { signedInAtLoad } = await import('./session-context');
    await vi.advanceTimersByTimeAsync(0);
    await expect(signedInAtLoad).resolves.toBe(false);
  });

  it('is not sent when another tab has stored a token meanwhile, which then counts as signed in', async () => {
    const { signedInAtLoad } = await import('./session-context');
    fake.storedToken = 'token-from-another-tab';
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.restoreSession).not.toHaveBeenCalled();
    await expect(signedInAtLoad).resolves.toBe(true);
  });
});

describe('a load with a stored token', () => {
  it('asks the server nothing and counts as signed in', async () => {
    fake.storedToken = 'stored-access-token';
    const { signedInAtLoad } = await import('./session-context');
    await vi.advanceTimersByTimeAsync(10);
    expect(fake.restoreSession).not.toHaveBeenCalled();
    await expect(signedInAtLoad).resolves.toBe(true);
  });
});
