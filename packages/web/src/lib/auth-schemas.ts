/**
 * The contract's authentication schemas, loaded on first use rather than with the sign-in screen: they are the
 * screen's only use of zod, and zod is about a quarter of the JavaScript a signed-out phone would otherwise download
 * before it can show the form (issue 35's 100 KB budget). The module comes from the contract's `./auth` subpath, so
 * it splits from the constants and messages the screen imports from the package's root; the app fetches it right
 * after the first paint (app.tsx), so a form is normally checked at once.
 */
import { nextTask } from './next-task';

export type AuthSchemas = typeof import('@wellness/contract/auth');

let loaded: AuthSchemas | undefined;
let loading: Promise<AuthSchemas> | undefined;

/** The schemas, fetched once; a failed fetch (offline, a new release) is tried again on the next call. */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('@wellness/contract/auth').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs a form's check with the schemas: at once when they are here (the usual case), else once they arrive. When they
 * cannot be fetched, `unavailable` runs instead: the form then sends what was typed and the server's own check
 * answers, so nothing typed is lost to a missing script.
 */
export function withAuthSchemas(check: (schemas: AuthSchemas) => void, unavailable: (error: unknown) => void): void {
  if (loaded !== undefined) {
    check(loaded);
    return;
  }
  loadAuthSchemas().then(check, (error: unknown) => {
    console.warn('Could not load the form checks; the server will check this form', error);
    unavailable(error);
  });
}

/**
 * A response schema whose parse waits for the module: the answer is checked as soon as the schemas are there. When
 * they have only just arrived, the check waits for the next task: evaluating the module and building the first
 * schema (zod's first use compiles much of it) in one task was one of the longest tasks of a load.
 */
export function deferredSchema<T>(pick: (schemas: AuthSchemas) => { parse(data: unknown): T }): { parse(data: unknown): Promise<T> } {
  return {
    parse: async (data) => {
      if (loaded !== undefined) return pick(loaded).parse(data);
      const schemas = await loadAuthSchemas();
      await nextTask();
      return pick(schemas).parse(data);
    },
  };
}
