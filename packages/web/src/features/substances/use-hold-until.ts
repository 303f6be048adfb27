/**
 * Holds a screen back until what completes it is ready, for at most `maxMs` after `start`: e.g. the Substances
 * list waits for its interaction check, so the banner arrives with the cards instead of pushing them down a moment
 * later. Once released it stays released, whatever `ready` does afterwards.
 */
import { useEffect, useState } from 'react';

export function useHoldUntil(ready: boolean, start: boolean, maxMs: number): boolean {
  const [released, setReleased] = useState(ready);
  // Derived during render (React's pattern for state that follows a prop), so no frame shows the held state.
  if (ready && !released) setReleased(true);
  useEffect(() => {
    if (released || !start) return;
    const timer = setTimeout(() => setReleased(true), maxMs);
    return () => clearTimeout(timer);
  }, [released, start, maxMs]);
  return released || ready;
}
