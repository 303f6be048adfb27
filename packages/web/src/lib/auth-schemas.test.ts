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

describe('deferredSchema', () => {
  it('parses in the task after the schemas arrive and hands the answer on a task later; at once when loaded', async () => {
    const { deferredSchema, loadAuthSchemas } = await import('./auth-schemas');
    const parse = vi.fn((data: unknown) => data as { message: string });
    const schema = deferredSchema(() => ({ parse }));
    const steps: string[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const tasks: (() => void)[] = [];
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      tasks.push(() => {
        steps.push(`task, parsed ${parse.mock.calls.length}`);
        callback();
      });
      return 0;
    }) as unknown as typeof setTimeout);
    const answer = schema.parse({ message: 'ok' }).then((value) => steps.push(`answered ${value.message}`));
    await loadAuthSchemas();
    while (steps.at(-1)?.startsWith('answered') !== true) {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      tasks.shift()?.();
    }
    await answer;
    spy.mockRestore();
    expect(steps).toEqual(['task, parsed 0', 'task, parsed 1', 'answered ok']);
    expect(await schema.parse({ message: 'again' })).toEqual({ message: 'again' });
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
