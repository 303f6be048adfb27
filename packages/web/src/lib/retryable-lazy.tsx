/**
 * `React.lazy` that can be tried again. A lazy component whose chunk failed to arrive keeps that failure for good,
 * so "Try again" (components/load-boundary.tsx) could never fetch it again short of a reload. This one is made anew
 * when the boundary above it counts another attempt, and only then: a failure re-rendered within the same attempt
 * stays a failure for the boundary to show, instead of fetching again in a loop.
 */
import { createContext, lazy, use, type ComponentType, type LazyExoticComponent } from 'react';

/** The attempt the nearest load boundary is on; it counts up at each "Try again". */
export const LoadAttempt = createContext(0);

export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failed = false;
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let current = { component: make(), attempt: 0 };

  function Retryable(props: P) {
    const attempt = use(LoadAttempt);
    if (failed && current.attempt !== attempt) {
      failed = false;
      current = { component: make(), attempt };
    }
    const Current = current.component;
    return <Current {...props} />;
  }
  return Retryable;
}
