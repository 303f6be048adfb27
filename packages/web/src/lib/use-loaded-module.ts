/**
 * A chunk (lib/module-loader.ts) as state: undefined while it downloads, the module once it has arrived, so the caller
 * renders its own placeholder meanwhile, with no Suspense boundary to retry. A failed download is thrown while
 * rendering, as a failed `lazy` component's would be. The arrived module is rendered as a transition: React then
 * renders the screen in slices of a few milliseconds, with the page free to paint and answer input between them,
 * instead of in one long task (the Daily tab's first render, docs/performance.md); the placeholder stays meanwhile.
 */
import { startTransition, useEffect, useState } from 'react';
import type { ModuleLoader } from './module-loader';

export function useLoadedModule<T>(loader: ModuleLoader<T>): T | undefined {
  const [module, setModule] = useState<{ arrived: T } | undefined>(() => {
    const arrived = loader.loaded();
    return arrived === undefined ? undefined : { arrived };
  });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (module !== undefined) return;
    let current = true;
    loader.load().then(
      (arrived) => {
        if (current) startTransition(() => setModule({ arrived }));
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, module]);
  if (failure !== null) throw failure.error;
  return module?.arrived;
}
