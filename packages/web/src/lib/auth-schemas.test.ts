/** The sign-in forms' deferred checks: at once once loaded, after loading before, and the server's check when they cannot load. */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@wellness/contract/auth');
  vi.resetModules();
});

describe('withAuthSchemas', () => {
  it('checks once the schemas arrive, then at once on every later submit', async () => {
    const { loadAuthSchemas, withAuthSchemas } = await import('./auth-schemas');
    const first = new Promise<string>((resolve) =>
      withAuthSchemas(
        (schemas) => resolve(schemas.loginRequestSchema.safeParse({ email: 'x', password: '' }).success ? 'valid' : 'invalid'),
        () => resolve('unavailable'),
      ),
    );
    expect(await first).toBe('invalid');
    await loadAuthSchemas();
    let ranAtOnce = false;
    withAuthSchemas(
      () => (ranAtOnce = true),
      () => undefined,
    );
    expect(ranAtOnce).toBe(true);
  });

  it('hands the form to the server when the schemas cannot be fetched, and tries again next time', async () => {
    vi.doMock('@wellness/contract/auth', () => {
      throw new Error('offline');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { withAuthSchemas, deferredSchema } = await import('./auth-schemas');
    const outcome = await new Promise<string>((resolve) =>
      withAuthSchemas(
        () => resolve('checked'),
        () => resolve('sent unchecked'),
      ),
    );
    expect(outcome).toBe('sent unchecked');
    vi.doUnmock('@wellness/contract/auth');
    await expect(deferredSchema((schemas) => schemas.messageResponseSchema).parse({ message: 'ok', extra: 1 })).resolves.toEqual({ message: 'ok' });
  });
});
