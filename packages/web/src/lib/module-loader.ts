/**
 * A chunk fetched on demand and then kept, for a screen that shows its own placeholder while it downloads instead of
 * suspending. React 19 retries a suspended boundary at once after committing its fallback, and while other updates
 * arrive (the shell's reads answering) it kept re-rendering and re-committing the unchanged fallback: up to several
 * hundred empty commits while the Daily tab's chunk downloaded (docs/performance.md). A failed fetch is tried again on
 * the next `load`.
 */
import { nextTask } from './next-task';

export interface ModuleLoader<T> {
  /** The module, fetched once (a head start and the screen share the one request). */
  load(): Promise<T>;
  /** The module if it has arrived. */
  loaded(): T | undefined;
}

export function moduleLoader<T>(fetchModule: () => Promise<T>): ModuleLoader<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= fetchModule().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * `second` fetched once `first` has arrived and a task has passed: a chunk evaluated with the chunks it needs is one
 * task of all of them, so a large dependency loaded this way first runs in a task of its own. A failure of either is
 * passed on.
 */
export function afterInOwnTask<T>(first: () => Promise<unknown>, second: () => Promise<T>, waitForTask: () => Promise<void> = nextTask): () => Promise<T> {
  return async () => {
    await first();
    await waitForTask();
    return second();
  };
}
